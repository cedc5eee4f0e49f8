// Methods on list, set, map and map_diff values.
import type { Value, ValueOf } from '../values.js';
import { NULL, bool, contains, equals, error, int, isError, list, set, str } from '../values.js';
import { elementsOf, pairCost } from '../cost.js';
import { conversionFunctions } from './conversions.js';
import { argument, builtin, type BuiltinContext, type BuiltinTable } from './signature.js';

const NO_CONTEXT: BuiltinContext = { debug: () => undefined };

type Items = ValueOf<'list'> | ValueOf<'set'>;

// What each method walks (../cost.ts): the receiver's elements, and the argument's when it
// compares or combines two collections.
function byReceiver<R extends Value>(self: R): number {
  return elementsOf(self);
}

function byBoth<R extends Value>(self: R, [arg]: Value[]): number {
  return pairCost(self, arg);
}

/** Lists take only lists as arguments; sets take lists or sets (as Google's engine does). */
function itemsOf(
  name: string,
  value: Value | undefined,
  receiver: Items['kind'],
): Value[] | ReturnType<typeof error> {
  const arg =
    receiver === 'list' ? argument(name, value, 'list') : argument(name, value, 'list', 'set');
  return isError(arg) ? arg : arg.items;
}

/** hasAll/hasAny/hasOnly are shared by lists and sets. */
function membershipMethods<R extends Items>(kind: R['kind']): BuiltinTable<R> {
  // Lists tell 1 from 1.0 here, sets do not (as `in` does): [1].hasAll([1.0]) is false.
  const strict = kind === 'list';
  return {
    size: builtin(0, (self) => int(self.items.length)),
    hasAll: builtin(
      1,
      (self, [arg]) => {
        const other = itemsOf(`${kind}.hasAll`, arg, kind);
        return Array.isArray(other)
          ? bool(other.every((item) => contains(self.items, item, strict)))
          : other;
      },
      byBoth,
    ),
    hasAny: builtin(
      1,
      (self, [arg]) => {
        const other = itemsOf(`${kind}.hasAny`, arg, kind);
        return Array.isArray(other)
          ? bool(other.some((item) => contains(self.items, item, strict)))
          : other;
      },
      byBoth,
    ),
    hasOnly: builtin(
      1,
      (self, [arg]) => {
        const other = itemsOf(`${kind}.hasOnly`, arg, kind);
        return Array.isArray(other)
          ? bool(self.items.every((item) => contains(other, item, strict)))
          : other;
      },
      byBoth,
    ),
  };
}

export const listMethods: BuiltinTable<ValueOf<'list'>> = {
  ...membershipMethods<ValueOf<'list'>>('list'),
  join: builtin(
    1,
    (self, [arg]) => {
      const separator = argument('list.join', arg, 'string');
      if (isError(separator)) return separator;
      const parts: string[] = [];
      for (const item of self.items) {
        // Non-string elements are joined as string() would render them: ['a', 1].join('-') == 'a-1'.
        const text =
          item.kind === 'string'
            ? item
            : conversionFunctions.string?.call(NULL, [item], NO_CONTEXT);
        if (!text || text.kind !== 'string')
          return error('list.join: an element cannot be converted to a string.');
        parts.push(text.value);
      }
      return str(parts.join((separator as ValueOf<'string'>).value));
    },
    byReceiver,
  ),
  concat: builtin(
    1,
    (self, [arg]) => {
      const other = argument('list.concat', arg, 'list');
      return isError(other) ? other : list([...self.items, ...other.items]);
    },
    byBoth,
  ),
  removeAll: builtin(
    1,
    (self, [arg]) => {
      const other = itemsOf('list.removeAll', arg, 'list');
      return Array.isArray(other)
        ? list(self.items.filter((item) => !contains(other, item, true)))
        : other;
    },
    byBoth,
  ),
  toSet: builtin(0, (self) => set(self.items), byReceiver),
};

export const setMethods: BuiltinTable<ValueOf<'set'>> = {
  ...membershipMethods<ValueOf<'set'>>('set'),
  difference: builtin(
    1,
    (self, [arg]) => {
      const other = argument('set.difference', arg, 'set');
      return isError(other)
        ? other
        : set(self.items.filter((item) => !contains(other.items, item)));
    },
    byBoth,
  ),
  intersection: builtin(
    1,
    (self, [arg]) => {
      const other = argument('set.intersection', arg, 'set');
      return isError(other) ? other : set(self.items.filter((item) => contains(other.items, item)));
    },
    byBoth,
  ),
  union: builtin(
    1,
    (self, [arg]) => {
      const other = argument('set.union', arg, 'set');
      return isError(other) ? other : set([...self.items, ...other.items]);
    },
    byBoth,
  ),
};

/** map.get accepts a key or a list of keys walking into nested maps. */
function lookup(entries: Map<string, Value>, key: Value, fallback: Value): Value {
  const keys = key.kind === 'list' ? key.items : [key];
  let current: Value = { kind: 'map', entries };
  for (const k of keys) {
    if (k.kind !== 'string') return error('map.get: keys must be strings.');
    if (current.kind !== 'map') return fallback;
    const next = current.entries.get(k.value);
    if (next === undefined) return fallback;
    current = next;
  }
  return current;
}

function sortedKeys(entries: Map<string, Value>): string[] {
  return [...entries.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export const mapMethods: BuiltinTable<ValueOf<'map'>> = {
  size: builtin(0, (self) => int(self.entries.size)),
  // Keys come back sorted, and values in the order of their keys (as Google's engine does).
  keys: builtin(
    0,
    (self) => list(sortedKeys(self.entries).map(str)),
    (self) => self.entries.size,
  ),
  values: builtin(
    0,
    (self) => list(sortedKeys(self.entries).map((key) => self.entries.get(key) as Value)),
    (self) => self.entries.size,
  ),
  // A list of keys walks one nested map per key.
  get: builtin(
    2,
    (self, [key, fallback]) => lookup(self.entries, key as Value, fallback as Value),
    (_, [key]) => (key?.kind === 'list' ? key.items.length : 0),
  ),
  diff: builtin(
    1,
    (self, [arg]) => {
      const other = argument('map.diff', arg, 'map');
      return isError(other) ? other : { kind: 'mapdiff', left: self.entries, right: other.entries };
    },
    byBoth,
  ),
};

function keySet(keys: Iterable<string>): Value {
  return set([...keys].map(str));
}

function changed(diff: ValueOf<'mapdiff'>, key: string): boolean {
  const before = diff.left.get(key);
  const after = diff.right.get(key);
  return before !== undefined && after !== undefined && !equals(before, after);
}

// In `a.diff(b)` (typically `request.resource.data.diff(resource.data)`), added keys exist
// only in the receiver `a` and removed keys only in the argument `b`.
// Each walks both maps and compares the values under common keys: all their elements.
export const mapDiffMethods: BuiltinTable<ValueOf<'mapdiff'>> = {
  addedKeys: builtin(
    0,
    (d) => keySet([...d.left.keys()].filter((k) => !d.right.has(k))),
    byReceiver,
  ),
  removedKeys: builtin(
    0,
    (d) => keySet([...d.right.keys()].filter((k) => !d.left.has(k))),
    byReceiver,
  ),
  changedKeys: builtin(
    0,
    (d) => keySet([...d.left.keys()].filter((k) => changed(d, k))),
    byReceiver,
  ),
  unchangedKeys: builtin(
    0,
    (d) => keySet([...d.left.keys()].filter((k) => d.right.has(k) && !changed(d, k))),
    byReceiver,
  ),
  affectedKeys: builtin(
    0,
    (d) => {
      const keys = new Set<string>();
      for (const k of d.left.keys()) if (!d.right.has(k) || changed(d, k)) keys.add(k);
      for (const k of d.right.keys()) if (!d.left.has(k)) keys.add(k);
      return keySet(keys);
    },
    byReceiver,
  ),
};
