import { describe, expect, it } from 'vitest';
import { evaluate, outcome } from './evaluate.js';
import { values } from '../../src/rules/index.js';

const show = (source: string) => values.describe(evaluate(source));

describe('int and float arithmetic', () => {
  it('keeps int arithmetic integral and truncates division', () => {
    expect(show('7 / 2')).toBe('3');
    expect(show('-7 / 2')).toBe('-3');
    expect(show('7 % 3')).toBe('1');
    expect(show('-7 % 3')).toBe('-1');
    expect(show('2 * 3 + 4')).toBe('10');
    expect(show('2 * (3 + 4)')).toBe('14');
  });

  it('promotes to float when either side is a float', () => {
    expect(show('7 / 2.0')).toBe('3.5');
    expect(show('1 + 1.0')).toBe('2.0');
    expect(outcome('(1 + 1.0) is float')).toBe(true);
    expect(outcome('(1 + 1) is int')).toBe(true);
  });

  it('fails on integer division by zero and overflow', () => {
    expect(outcome('1 / 0 == 0')).toBe('error');
    expect(outcome('1 % 0 == 0')).toBe('error');
    expect(outcome('9223372036854775807 + 1 > 0')).toBe('error');
    expect(show('-9223372036854775808')).toBe('-9223372036854775808');
  });

  it('follows IEEE rules for float division by zero', () => {
    expect(outcome('1.0 / 0 > 1000000.0')).toBe(true);
    expect(outcome('math.isNaN(0.0 / 0)')).toBe(true);
  });

  it('concatenates strings but not lists or mixed types', () => {
    expect(show("'ab' + 'cd'")).toBe('"abcd"');
    expect(outcome('[1] + [2] == [1, 2]')).toBe('error');
    expect(outcome("'a' + 1 == 'a1'")).toBe('error');
    expect(outcome('-"a" == 1')).toBe('error');
  });
});
