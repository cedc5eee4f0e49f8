// timestamp and duration values: methods and the `timestamp.*` / `duration.*` namespaces.
import type { Value, ValueOf } from '../values.js';
import { error, int, isError } from '../values.js';
import { argument, builtin, type BuiltinTable } from './signature.js';

const NANOS_PER_MILLI = 1_000_000n;
const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;
// Firestore's timestamp range: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
const MIN_TIMESTAMP = -62_135_596_800n * NANOS_PER_SECOND;
const MAX_TIMESTAMP = 253_402_300_800n * NANOS_PER_SECOND - 1n;

export function timestamp(nanos: bigint): Value {
  if (nanos < MIN_TIMESTAMP || nanos > MAX_TIMESTAMP) return error('Timestamp out of range.');
  return { kind: 'timestamp', nanos };
}

export function duration(nanos: bigint): Value {
  const limit = 315_576_000_000n * NANOS_PER_SECOND;
  if (nanos < -limit || nanos > limit) return error('Duration out of range.');
  return { kind: 'duration', nanos };
}

/** Parses RFC 3339 text such as 2026-11-22T10:00:00.123456Z. */
export function parseTimestamp(text: string): Value {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/.exec(
      text,
    );
  if (!match) return error(`Invalid timestamp '${text}'.`);
  const [, y, mo, d, h, mi, s, fraction = '', zone = 'Z'] = match;
  const millis = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(millis)) return error(`Invalid timestamp '${text}'.`);
  let offsetMinutes = 0;
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  }
  const nanos =
    BigInt(millis - offsetMinutes * 60_000) * NANOS_PER_MILLI +
    BigInt(fraction.padEnd(9, '0') || '0');
  return timestamp(nanos);
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function utcDate(t: ValueOf<'timestamp'>): Date {
  return new Date(Number(floorDiv(t.nanos, NANOS_PER_MILLI)));
}

function nanosOfDay(t: ValueOf<'timestamp'>): bigint {
  return t.nanos - floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY;
}

export const timestampMethods: BuiltinTable<ValueOf<'timestamp'>> = {
  date: builtin(0, (t) => timestamp(floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY)),
  year: builtin(0, (t) => int(utcDate(t).getUTCFullYear())),
  month: builtin(0, (t) => int(utcDate(t).getUTCMonth() + 1)),
  day: builtin(0, (t) => int(utcDate(t).getUTCDate())),
  dayOfWeek: builtin(0, (t) => int(utcDate(t).getUTCDay() || 7)),
  dayOfYear: builtin(0, (t) => {
    const date = utcDate(t);
    return int(
      Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1,
    );
  }),
  hours: builtin(0, (t) => int(utcDate(t).getUTCHours())),
  minutes: builtin(0, (t) => int(utcDate(t).getUTCMinutes())),
  seconds: builtin(0, (t) => int(utcDate(t).getUTCSeconds())),
  nanos: builtin(0, (t) => int(t.nanos - floorDiv(t.nanos, NANOS_PER_SECOND) * NANOS_PER_SECOND)),
  time: builtin(0, (t) => duration(nanosOfDay(t))),
  toMillis: builtin(0, (t) => int(floorDiv(t.nanos, NANOS_PER_MILLI))),
};

export const durationMethods: BuiltinTable<ValueOf<'duration'>> = {
  seconds: builtin(0, (d) => int(d.nanos / NANOS_PER_SECOND)),
  nanos: builtin(0, (d) => int(d.nanos % NANOS_PER_SECOND)),
};

function integer(name: string, value: Value | undefined): bigint | ReturnType<typeof error> {
  const arg = argument(name, value, 'int');
  return isError(arg) ? arg : arg.value;
}

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

export const timestampNamespace: BuiltinTable<Value> = {
  date: builtin(3, (_, [y, m, d]) => {
    const parts = [
      integer('timestamp.date', y),
      integer('timestamp.date', m),
      integer('timestamp.date', d),
    ];
    for (const part of parts) if (typeof part !== 'bigint') return part;
    const [year, month, day] = parts.map(Number) as [number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > 31)
      return error('timestamp.date: invalid date.');
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (date.getUTCDate() !== day) return error('timestamp.date: invalid date.');
    return timestamp(BigInt(date.getTime()) * NANOS_PER_MILLI);
  }),
  value: builtin(1, (_, [millis]) => {
    const value = integer('timestamp.value', millis);
    return typeof value === 'bigint' ? timestamp(value * NANOS_PER_MILLI) : value;
  }),
};

export const durationNamespace: BuiltinTable<Value> = {
  abs: builtin(1, (_, [d]) => {
    const arg = argument('duration.abs', d, 'duration');
    return isError(arg) ? arg : duration(arg.nanos < 0n ? -arg.nanos : arg.nanos);
  }),
  time: builtin(4, (_, args) => {
    const parts = args.map((arg) => integer('duration.time', arg));
    for (const part of parts) if (typeof part !== 'bigint') return part;
    const [h, m, s, ns] = parts as bigint[];
    return duration(
      (h as bigint) * 3600n * NANOS_PER_SECOND +
        (m as bigint) * 60n * NANOS_PER_SECOND +
        (s as bigint) * NANOS_PER_SECOND +
        (ns as bigint),
    );
  }),
  value: builtin(2, (_, [magnitude, unitArg]) => {
    const amount = integer('duration.value', magnitude);
    if (typeof amount !== 'bigint') return amount;
    const unit = argument('duration.value', unitArg, 'string');
    if (isError(unit)) return unit;
    const scale = UNIT_NANOS[unit.value];
    if (scale === undefined) return error(`duration.value: unknown unit '${unit.value}'.`);
    return duration(amount * scale);
  }),
};
