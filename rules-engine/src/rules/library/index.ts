// Which built-ins exist: methods per value kind, namespaces and global functions.
import type { Value, ValueKind } from '../values.js';
import { bytesMethods, stringMethods } from './strings.js';
import { listMethods, mapDiffMethods, mapMethods, setMethods } from './collections.js';
import {
  durationMethods,
  durationNamespace,
  timestampMethods,
  timestampNamespace,
} from './time.js';
import { mathNamespace } from './math.js';
import { conversionFunctions } from './conversions.js';
import { hashingNamespace } from './hashing.js';
import { latlngMethods, latlngNamespace } from './latlng.js';
import type { Builtin, BuiltinTable } from './signature.js';

export type { Builtin, BuiltinContext, BuiltinTable } from './signature.js';

const METHODS: Partial<Record<ValueKind, BuiltinTable<never>>> = {
  string: stringMethods,
  bytes: bytesMethods,
  list: listMethods,
  set: setMethods,
  map: mapMethods,
  mapdiff: mapDiffMethods,
  timestamp: timestampMethods,
  duration: durationMethods,
  latlng: latlngMethods,
};

export function methodFor(value: Value, name: string): Builtin | undefined {
  const table = METHODS[value.kind] as BuiltinTable | undefined;
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Method names and arities across all receiver kinds, for the checker. */
export function methodArities(name: string): number[] {
  const arities = new Set<number>();
  for (const table of Object.values(METHODS) as BuiltinTable[]) {
    if (Object.hasOwn(table, name)) for (const n of (table[name] as Builtin).arity) arities.add(n);
  }
  return [...arities];
}

export const NAMESPACES: Record<string, BuiltinTable> = {
  math: mathNamespace,
  timestamp: timestampNamespace,
  duration: durationNamespace,
  latlng: latlngNamespace,
  hashing: hashingNamespace,
};

export const GLOBAL_FUNCTIONS: BuiltinTable = conversionFunctions;
