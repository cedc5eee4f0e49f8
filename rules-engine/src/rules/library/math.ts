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

/** Rounding functions return floats (Google's engine: `math.ceil(2.1) is float`). */
function rounding(name: string, round: (x: number) => number): Builtin {
  return builtin(1, (_, [arg]) => {
    const value = argument(name, arg, 'int', 'float');
    return isError(value) ? value : float(round(toNumber(value)));
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
  // Halves round up, as Java's Math.round does: math.round(-2.5) == -2.
  round: rounding('math.round', Math.round),
  // Google's compiler accepts these two, but its evaluator fails on every call.
  trunc: builtin(1, () => error('math.trunc is not supported.')),
  sqrt: numeric('math.sqrt', (x) => float(Math.sqrt(x))),
  isInfinite: builtin(1, () => error('math.isInfinite is not supported.')),
  isNaN: numeric('math.isNaN', (x) => bool(Number.isNaN(x))),
  pow: builtin(2, (_, [base, exponent]) => {
    const b = argument('math.pow', base, 'int', 'float');
    if (isError(b)) return b;
    const e = argument('math.pow', exponent, 'int', 'float');
    return isError(e) ? e : float(Math.pow(toNumber(b), toNumber(e)));
  }),
};
