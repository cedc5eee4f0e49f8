// Runtime values of the Firebase Security Rules language. Errors are values too, so the
// error-absorbing `&&`, `||` and `?:` can inspect them instead of catching exceptions.

export type Value =
  | { kind: 'null' }
  | { kind: 'bool'; value: boolean }
  | { kind: 'int'; value: bigint }
  | { kind: 'float'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'list'; items: Value[] }
  | { kind: 'set'; items: Value[] }
  | { kind: 'map'; entries: Map<string, Value> }
  | { kind: 'mapdiff'; left: Map<string, Value>; right: Map<string, Value> }
  | { kind: 'path'; segments: string[] }
  | { kind: 'timestamp'; nanos: bigint }
  | { kind: 'duration'; nanos: bigint }
  | { kind: 'latlng'; lat: number; lng: number }
  | { kind: 'error'; message: string };

export type ValueKind = Value['kind'];
export type ValueOf<K extends ValueKind> = Extract<Value, { kind: K }>;
export type ErrorValue = ValueOf<'error'>;

export const NULL: Value = { kind: 'null' };
export const TRUE: Value = { kind: 'bool', value: true };
export const FALSE: Value = { kind: 'bool', value: false };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export const bool = (value: boolean): Value => (value ? TRUE : FALSE);
export const str = (value: string): Value => ({ kind: 'string', value });
export const float = (value: number): Value => ({ kind: 'float', value });
export const list = (items: Value[]): Value => ({ kind: 'list', items });
export const map = (entries: Map<string, Value>): Value => ({ kind: 'map', entries });
export const error = (message: string): ErrorValue => ({ kind: 'error', message });

/** A 64-bit signed integer, or an overflow error. */
export function int(value: bigint | number): Value {
  const big = typeof value === 'number' ? BigInt(value) : value;
  if (big < INT64_MIN || big > INT64_MAX) return error('Integer overflow.');
  return { kind: 'int', value: big };
}

export function set(items: Value[]): Value {
  const unique: Value[] = [];
  for (const item of items) if (!unique.some((u) => equals(u, item))) unique.push(item);
  return { kind: 'set', items: unique };
}

export const isError = (value: Value): value is ErrorValue => value.kind === 'error';

/** The type name used by `is` checks and error messages. */
export function typeName(value: Value): string {
  switch (value.kind) {
    case 'null':
      return 'null';
    case 'mapdiff':
      return 'map_diff';
    default:
      return value.kind;
  }
}

export function isNumber(value: Value): value is ValueOf<'int'> | ValueOf<'float'> {
  return value.kind === 'int' || value.kind === 'float';
}

export function toNumber(value: ValueOf<'int'> | ValueOf<'float'>): number {
  return value.kind === 'int' ? Number(value.value) : value.value;
}

function sameItems(a: Value[], b: Value[]): boolean {
  return a.length === b.length && a.every((item, i) => equals(item, b[i] as Value, true));
}

function sameMembers(a: Value[], b: Value[]): boolean {
  return a.length === b.length && a.every((item) => b.some((other) => equals(item, other)));
}

function sameEntries(a: Map<string, Value>, b: Map<string, Value>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, item] of a) {
    const other = b.get(key);
    if (other === undefined || !equals(item, other, true)) return false;
  }
  return true;
}

/**
 * Structural equality. At the top level ints and floats compare by value (`1 == 1.0`); inside
 * lists and maps, and for `in` on lists, they do not (`[1] != [1.0]`), as Google's engine does.
 */
export function equals(a: Value, b: Value, numericKindsMatter = false): boolean {
  if (isNumber(a) && isNumber(b)) {
    if (a.kind === 'int' && b.kind === 'int') return a.value === b.value;
    if (numericKindsMatter && a.kind !== b.kind) return false;
    return toNumber(a) === toNumber(b);
  }
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'null':
      return true;
    case 'bool':
    case 'string':
      return a.value === (b as typeof a).value;
    case 'bytes': {
      const other = (b as typeof a).value;
      return a.value.length === other.length && a.value.every((byte, i) => byte === other[i]);
    }
    case 'list':
      return sameItems(a.items, (b as typeof a).items);
    case 'set':
      return sameMembers(a.items, (b as typeof a).items);
    case 'map':
      return sameEntries(a.entries, (b as typeof a).entries);
    case 'path':
      return a.segments.join('/') === (b as typeof a).segments.join('/');
    case 'timestamp':
    case 'duration':
      return a.nanos === (b as typeof a).nanos;
    case 'latlng':
      return a.lat === (b as typeof a).lat && a.lng === (b as typeof a).lng;
    default:
      return false;
  }
}

/** Ordering for `<`-style operators; undefined when the two values are not comparable. */
export function compare(a: Value, b: Value): number | undefined {
  if (isNumber(a) && isNumber(b)) {
    if (a.kind === 'int' && b.kind === 'int')
      return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
    const x = toNumber(a);
    const y = toNumber(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return undefined;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a.kind === 'string' && b.kind === 'string')
    return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  if ((a.kind === 'timestamp' || a.kind === 'duration') && a.kind === b.kind) {
    const other = (b as typeof a).nanos;
    return a.nanos < other ? -1 : a.nanos > other ? 1 : 0;
  }
  return undefined;
}

export function contains(items: Value[], needle: Value, numericKindsMatter = false): boolean {
  return items.some((item) => equals(item, needle, numericKindsMatter));
}

/**
 * Floats print as Java's Double.toString does (Google's engine: string(1e20) == '1.0E20',
 * string(-0.0) == '-0.0'): plain decimals from 10^-3 up to 10^7, scientific notation outside.
 */
function formatFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(x);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(x);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = '0'] = x.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/** A short rendering for debug() output and error messages. */
export function describe(value: Value): string {
  switch (value.kind) {
    case 'null':
      return 'null';
    case 'bool':
    case 'int':
      return String(value.value);
    case 'float':
      return formatFloat(value.value);
    case 'string':
      return JSON.stringify(value.value);
    case 'bytes':
      return `b'${Buffer.from(value.value).toString('base64')}'`;
    case 'list':
      return `[${value.items.map(describe).join(', ')}]`;
    case 'set':
      return `set([${value.items.map(describe).join(', ')}])`;
    case 'map':
      return `{${[...value.entries].map(([k, v]) => `${JSON.stringify(k)}: ${describe(v)}`).join(', ')}}`;
    case 'mapdiff':
      return 'map_diff';
    case 'path':
      return `/${value.segments.join('/')}`;
    case 'timestamp':
      return `timestamp(${value.nanos}ns)`;
    case 'duration':
      return `duration(${value.nanos}ns)`;
    case 'latlng':
      return `latlng(${value.lat}, ${value.lng})`;
    case 'error':
      return `error(${value.message})`;
  }
}
