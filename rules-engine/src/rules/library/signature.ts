// Shared shape of built-in methods and namespace functions.
import type { Value, ValueKind, ValueOf } from '../values.js';
import { error, typeName } from '../values.js';

/** What a built-in may need beyond its arguments: deterministic time and debug output. */
export interface BuiltinContext {
  debug(text: string): void;
}

export interface Builtin<R extends Value = Value> {
  /** Allowed argument counts. */
  arity: readonly number[];
  call(receiver: R, args: Value[], context: BuiltinContext): Value;
  /** Steps beyond the call's own node: the elements it walks (../cost.ts); none if absent. */
  cost?(receiver: R, args: Value[]): number;
}

export type BuiltinTable<R extends Value = Value> = Record<string, Builtin<R>>;

export function builtin<R extends Value>(
  arity: number | readonly number[],
  call: Builtin<R>['call'],
  cost?: Builtin<R>['cost'],
): Builtin<R> {
  const arities = typeof arity === 'number' ? [arity] : arity;
  return cost ? { arity: arities, call, cost } : { arity: arities, call };
}

/** Returns the argument narrowed to one of `kinds`, or an error value naming the function. */
export function argument<K extends ValueKind>(
  name: string,
  value: Value | undefined,
  ...kinds: K[]
): ValueOf<K> | ReturnType<typeof error> {
  if (value === undefined) return error(`${name}: missing argument.`);
  if ((kinds as ValueKind[]).includes(value.kind)) return value as ValueOf<K>;
  return error(`${name}: expected ${kinds.join(' or ')}, got ${typeName(value)}.`);
}
