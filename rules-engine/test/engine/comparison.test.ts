import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('equality', () => {
  it.each([
    ['1 == 1', true],
    ['1 == 1.0', true],
    ['1 != 2', true],
    ["'a' == 'a'", true],
    ["1 == '1'", false],
    ['null == null', true],
    ['null == false', false],
    ['[1, 2] == [1, 2]', true],
    ['[1, 2] == [2, 1]', false],
    ["{'a': 1} == {'a': 1.0}", false],
    ['[1] == [1.0]', false],
    ['[1.0] == [1.0]', true],
    ["{'a': 1} == {'a': 1, 'b': 2}", false],
    ['[1, 2].toSet() == [2, 1, 1].toSet()', true],
    ['{}.missing == null', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});

describe('ordering', () => {
  it.each([
    ['1 < 2', true],
    ['2 <= 2', true],
    ['3 > 2.5', true],
    ['2.5 >= 3', false],
    ["'abc' < 'abd'", true],
    ["'b' > 'abc'", true],
    ['1 < "2"', 'error'],
    ['null < 1', 'error'],
    ['true < 1', 'error'],
    ['false < true', 'error'],
    ['[1, 2] < [1, 3]', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});
