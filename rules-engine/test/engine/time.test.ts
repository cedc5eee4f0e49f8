import { describe, expect, it } from 'vitest';
import { outcome, str } from './evaluate.js';
import { parseTimestamp, values } from '../../src/rules/index.js';

const variables = { now: parseTimestamp('2024-02-29T13:45:30.123456789Z'), text: str('x') };

describe('timestamps', () => {
  it.each([
    ['now.year() == 2024', true],
    ['now.month() == 2', true],
    ['now.day() == 29', true],
    ['now.hours() == 13', true],
    ['now.minutes() == 45', true],
    ['now.seconds() == 30', true],
    ['now.nanos() == 123456789', true],
    ['now.dayOfWeek() == 4', true],
    ['now.dayOfYear() == 60', true],
    ['now.date() == timestamp.date(2024, 2, 29)', true],
    ['now.toMillis() == 1709214330123', true],
    ['now.time() == duration.time(13, 45, 30, 123456789)', true],
    ['timestamp.value(1000).toMillis() == 1000', true],
    ['now > timestamp.date(2024, 1, 1)', true],
    ['now - timestamp.date(2024, 2, 29) == now.time()', true],
    ['timestamp.date(2024, 2, 29) + duration.value(1, "d") == timestamp.date(2024, 3, 1)', true],
    ['timestamp.date(2023, 2, 29) is timestamp', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source, { variables })).toBe(expected);
  });

  it('parses RFC 3339 with offsets and rejects garbage', () => {
    expect(parseTimestamp('2024-01-01T01:00:00+01:00')).toEqual(
      parseTimestamp('2024-01-01T00:00:00Z'),
    );
    expect(values.isError(parseTimestamp('yesterday'))).toBe(true);
  });
});

describe('durations', () => {
  it.each([
    ['duration.value(90, "s").seconds() == 90', true],
    ['duration.value(1, "m") == duration.value(60, "s")', true],
    ['duration.value(1, "w") == duration.value(7, "d")', true],
    ['duration.value(1500, "ms").nanos() == 500000000', true],
    ['duration.abs(duration.value(-5, "s")) == duration.value(5, "s")', true],
    ['duration.value(1, "h") > duration.value(59, "m")', true],
    ['duration.value(1, "parsec") is duration', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source, { variables })).toBe(expected);
  });
});
