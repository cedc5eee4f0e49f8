import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('in', () => {
  it.each([
    ['1 in [1, 2]', true],
    ['1.0 in [1, 2]', false],
    ['1.0 in [1.0]', true],
    ["'x' in ['a']", false],
    ["'a' in {'a': 1}", true],
    ["'b' in {'a': 1}", false],
    ['2 in [1, 2].toSet()', true],
    ["'a' in 'abc'", 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});

describe('is', () => {
  it.each([
    ['1 is int', true],
    ['1 is float', false],
    ['1 is number', true],
    ['1.5 is number', true],
    ["'a' is string", true],
    ['true is bool', true],
    ['[1] is list', true],
    ['{} is map', true],
    // As in Google's engine, `is set` holds for nothing.
    ['[1].toSet() is set', false],
    ['/a/b is path', true],
    ['null is map', false],
    ['timestamp.value(0) is timestamp', true],
    ['duration.value(1, "s") is duration', true],
    ['latlng.value(1, 2) is latlng', true],
    ["'a'.toUtf8() is bytes", true],
    ['{}.missing is map', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});
