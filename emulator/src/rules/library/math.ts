// The `math.*` namespace.
import type { Value } from '../values.js';
import { bool, error, float, int, isError, toNumber } from '../values.js';
import { argument, builtin, type Builtin, type BuiltinTable } from './signature.js';

function numeric(name: string, apply: (x: number) => Value): Builtin {
  return builtin(1, (_, [arg]) => {
    const value = argument(name, arg, 'int', 'float');
    return isError(value) ? value : apply(toNumber(value));
  });
}

/** Rounding functions turn a float into an int; an int passes through. */
function rounding(name: string, round: (x: number) => number): Builtin {
  return builtin(1, (_, [arg]) => {
    const value = argument(name, arg, 'int', 'float');
    if (isError(value)) return value;
    if (value.kind === 'int') return value;
    if (!Number.isFinite(value.value))
      return error(`${name}: cannot convert ${value.value} to int.`);
    return int(BigInt(round(value.value)));
  });
}

export const mathNamespace: BuiltinTable = {
  abs: builtin(1, (_, [arg]) => {
    const value = argument('math.abs', arg, 'int', 'float');
    if (isError(value)) return value;
    return value.kind === 'int'
      ? int(value.value < 0n ? -value.value : value.value)
      : float(Math.abs(value.value));
  }),
  ceil: rounding('math.ceil', Math.ceil),
  floor: rounding('math.floor', Math.floor),
  round: rounding('math.round', (x) => (x < 0 ? -Math.round(-x) : Math.round(x))),
  trunc: rounding('math.trunc', Math.trunc),
  sqrt: numeric('math.sqrt', (x) => float(Math.sqrt(x))),
  isInfinite: numeric('math.isInfinite', (x) => bool(x === Infinity || x === -Infinity)),
  isNaN: numeric('math.isNaN', (x) => bool(Number.isNaN(x))),
  pow: builtin(2, (_, [base, exponent]) => {
    const b = argument('math.pow', base, 'int', 'float');
    if (isError(b)) return b;
    const e = argument('math.pow', exponent, 'int', 'float');
    return isError(e) ? e : float(Math.pow(toNumber(b), toNumber(e)));
  }),
};
