// The type names of `x is T`, for both the checker (which names exist) and the evaluator.
import type { Value } from './values.js';
import { FALSE, bool, error, isError, isNumber } from './values.js';

const TYPE_CHECKS: Record<string, (value: Value) => boolean> = {
  bool: (v) => v.kind === 'bool',
  int: (v) => v.kind === 'int',
  float: (v) => v.kind === 'float',
  number: isNumber,
  string: (v) => v.kind === 'string',
  bytes: (v) => v.kind === 'bytes',
  list: (v) => v.kind === 'list',
  map: (v) => v.kind === 'map',
  timestamp: (v) => v.kind === 'timestamp',
  duration: (v) => v.kind === 'duration',
  path: (v) => v.kind === 'path',
  latlng: (v) => v.kind === 'latlng',
  'rules.MapDiff': (v) => v.kind === 'mapdiff',
};

/** Accepted by Google's compiler, but `x is set` is false even for sets there. */
const UNCHECKABLE_TYPES = ['set'];

export const TYPE_NAMES = [...Object.keys(TYPE_CHECKS), ...UNCHECKABLE_TYPES];

/** `value is name`; an error operand stays the error. */
export function isType(value: Value, name: string): Value {
  if (isError(value)) return value;
  if (UNCHECKABLE_TYPES.includes(name)) return FALSE;
  const check = TYPE_CHECKS[name];
  return check ? bool(check(value)) : error(`Unknown type '${name}'.`);
}
