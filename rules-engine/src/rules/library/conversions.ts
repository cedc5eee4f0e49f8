// Global conversion functions: int(), float(), string(), bool(), path().
import type { Value } from '../values.js';
import { bool, describe, error, float, int, str } from '../values.js';
import { builtin, type BuiltinTable } from './signature.js';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/** Like Java's (long) cast, which Google's engine follows: NaN is 0, out-of-range values clamp. */
function saturatingTruncate(x: number): bigint {
  if (Number.isNaN(x)) return 0n;
  if (x >= 2 ** 63) return INT64_MAX;
  if (x <= -(2 ** 63)) return INT64_MIN;
  return BigInt(Math.trunc(x));
}

function toInt(value: Value): Value {
  switch (value.kind) {
    case 'int':
      return value;
    case 'float':
      return int(saturatingTruncate(value.value));
    case 'string':
      // No trimming: int(' 5') fails in Google's engine (float(' 5') does not).
      return /^[+-]?\d+$/.test(value.value)
        ? int(BigInt(value.value))
        : error(`int(): cannot parse '${value.value}'.`);
    default:
      return error(`int(): unsupported type ${value.kind}.`);
  }
}

function toFloat(value: Value): Value {
  switch (value.kind) {
    case 'float':
      return value;
    case 'int':
      return float(Number(value.value));
    case 'string': {
      const text = value.value.trim();
      const parsed = Number(text);
      return text !== '' && !Number.isNaN(parsed)
        ? float(parsed)
        : /^[+-]?nan$/i.test(text)
          ? float(NaN)
          : error(`float(): cannot parse '${value.value}'.`);
    }
    default:
      return error(`float(): unsupported type ${value.kind}.`);
  }
}

function toText(value: Value): Value {
  switch (value.kind) {
    case 'string':
      return value;
    case 'null':
      return str('null');
    case 'bool':
    case 'int':
    case 'float':
    case 'path':
      return str(describe(value));
    default:
      return error(`string(): unsupported type ${value.kind}.`);
  }
}

function pathFromString(text: string): Value {
  return { kind: 'path', segments: text.split('/').filter((segment) => segment !== '') };
}

export const conversionFunctions: BuiltinTable = {
  int: builtin(1, (_, [value]) => toInt(value as Value)),
  float: builtin(1, (_, [value]) => toFloat(value as Value)),
  string: builtin(1, (_, [value]) => toText(value as Value)),
  bool: builtin(1, (_, [value]) => {
    const v = value as Value;
    if (v.kind === 'bool') return v;
    if (v.kind === 'string' && (v.value === 'true' || v.value === 'false'))
      return bool(v.value === 'true');
    return error(`bool(): cannot convert ${v.kind}.`);
  }),
  path: builtin(1, (_, [value]) => {
    const v = value as Value;
    if (v.kind === 'path') return v;
    return v.kind === 'string'
      ? pathFromString(v.value)
      : error(`path(): expected string, got ${v.kind}.`);
  }),
};
