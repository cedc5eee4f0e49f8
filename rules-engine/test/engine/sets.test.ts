import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('set methods', () => {
  it.each([
    ['[1, 2].toSet().union([3].toSet()) == [1, 2, 3].toSet()', true],
    ['[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()', true],
    ['[1, 2].toSet().difference([2].toSet()) == [1].toSet()', true],
    ['[1, 2].toSet().hasAll([1])', true],
    ['[1, 2].toSet().hasAny([3].toSet())', false],
    ['[1, 2].toSet().hasOnly([1, 2])', true],
    ['[1, 2].toSet().size() == 2', true],
    ['[1].toSet() == [1]', false],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});
