// Reading into values: `a.b`, `a[i]` and `a[i:j]` on maps, lists, paths and strings.
import type { ErrorValue, Value } from './values.js';
import { error, isError, list, str, typeName } from './values.js';

export function member(object: Value, name: string): Value {
  if (isError(object)) return object;
  if (object.kind === 'map')
    return object.entries.get(name) ?? error(`Property ${name} is undefined on object.`);
  if (object.kind === 'null') return error(`Null value error: cannot read '${name}' of null.`);
  return error(`Cannot read property '${name}' of ${typeName(object)}.`);
}

function checkedIndex(i: Value, length: number): number | ErrorValue {
  if (i.kind !== 'int') return error(`Index must be an int, got ${typeName(i)}.`);
  if (i.value < 0n || i.value >= BigInt(length)) return error(`Index ${i.value} out of range.`);
  return Number(i.value);
}

/** Strings index and measure by UTF-16 code unit, as Google's engine does ('😀'.size() == 2). */
function* stringUnits(text: string): Generator<Value> {
  for (let i = 0; i < text.length; i++) yield str(text[i] as string);
}

export function index(object: Value, key: Value): Value {
  if (isError(object)) return object;
  if (isError(key)) return key;
  if (object.kind === 'map') {
    if (key.kind !== 'string') return error(`Map keys must be strings, got ${typeName(key)}.`);
    return object.entries.get(key.value) ?? error(`Property ${key.value} is undefined on object.`);
  }
  if (object.kind === 'list' || object.kind === 'path' || object.kind === 'string') {
    const items =
      object.kind === 'list'
        ? object.items
        : object.kind === 'path'
          ? object.segments.map(str)
          : [...stringUnits(object.value)];
    const at = checkedIndex(key, items.length);
    return typeof at === 'number' ? (items[at] as Value) : at;
  }
  if (object.kind === 'null') return error('Null value error: cannot index null.');
  return error(`Cannot index a ${typeName(object)}.`);
}

function bound(value: Value | undefined, fallback: number, length: number): number | ErrorValue {
  if (value === undefined) return fallback;
  if (isError(value)) return value;
  if (value.kind !== 'int') return error(`Range bounds must be ints, got ${typeName(value)}.`);
  if (value.value < 0n || value.value > BigInt(length))
    return error(`Range bound ${value.value} is out of range.`);
  return Number(value.value);
}

export function slice(object: Value, start: Value | undefined, end: Value | undefined): Value {
  if (isError(object)) return object;
  if (object.kind !== 'list' && object.kind !== 'string')
    return error(`Cannot take a range of a ${typeName(object)}.`);
  const length = object.kind === 'list' ? object.items.length : object.value.length;
  const from = bound(start, 0, length);
  if (typeof from !== 'number') return from;
  const to = bound(end, length, length);
  if (typeof to !== 'number') return to;
  if (from > to) return error(`Range start ${from} is after its end ${to}.`);
  if (object.kind === 'string') return str(object.value.slice(from, to));
  return list(object.items.slice(from, to));
}
