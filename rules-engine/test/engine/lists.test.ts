import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('list methods', () => {
  it.each([
    ['[1, 2, 3].size() == 3', true],
    ['[1, 2, 3].hasAll([1, 3])', true],
    ['[1, 2, 3].hasAll([4])', false],
    ['[1, 2].hasAny([2, 9])', true],
    ['[1, 2].hasAny([])', false],
    ['[1, 2].hasOnly([1, 2, 3])', true],
    ['[1, 4].hasOnly([1, 2, 3])', false],
    ["['a', 'b'].join('-') == 'a-b'", true],
    ["['a', 'b'].join() == 'ab'", 'error'],
    ['[1, 2].hasAll([1.0])', false],
    ['[1, 2].toSet().hasAll([1.0])', true],
    ["['a', 1].join('-') == 'a-1'", true],
    ['[1, 2].hasAll([1].toSet())', 'error'],
    ['[1, 2].toSet().hasAll([1].toSet())', true],
    ['[1].concat([2]) == [1, 2]', true],
    ['[1, 2, 1, 3].removeAll([1]) == [2, 3]', true],
    ['[1, 1, 2].toSet().size() == 2', true],
    ['[1].hasAll(1)', 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});
