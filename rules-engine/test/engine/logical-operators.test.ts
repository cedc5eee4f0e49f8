import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

// `err` stands for an operand that fails to evaluate (a missing map key).
const operands = { true: 'true', false: 'false', err: '{}.missing' } as const;
type Operand = keyof typeof operands;

describe('&& truth table with error absorption', () => {
  const table: [Operand, Operand, boolean | 'error'][] = [
    ['true', 'true', true],
    ['true', 'false', false],
    ['false', 'true', false],
    ['false', 'false', false],
    ['true', 'err', 'error'],
    ['err', 'true', 'error'],
    ['false', 'err', false],
    ['err', 'false', false],
    ['err', 'err', 'error'],
  ];
  it.each(table)('%s && %s is %s', (left, right, expected) => {
    expect(outcome(`${operands[left]} && ${operands[right]}`)).toBe(expected);
  });
});

describe('|| truth table with error absorption', () => {
  const table: [Operand, Operand, boolean | 'error'][] = [
    ['true', 'true', true],
    ['true', 'false', true],
    ['false', 'true', true],
    ['false', 'false', false],
    ['true', 'err', true],
    ['err', 'true', true],
    ['false', 'err', 'error'],
    ['err', 'false', 'error'],
    ['err', 'err', 'error'],
  ];
  it.each(table)('%s || %s is %s', (left, right, expected) => {
    expect(outcome(`${operands[left]} || ${operands[right]}`)).toBe(expected);
  });
});

describe('negation and non-bool operands', () => {
  it('negates bools and fails on anything else', () => {
    expect(outcome('!true')).toBe(false);
    expect(outcome('!!false')).toBe(false);
    expect(outcome('!1')).toBe('error');
    expect(outcome('!{}.missing')).toBe('error');
  });

  it('treats non-bool operands as errors unless the other side decides', () => {
    expect(outcome('1 && true')).toBe('error');
    expect(outcome("'a' || false")).toBe('error');
    expect(outcome('1 || true')).toBe(true);
    expect(outcome('null && false')).toBe(false);
  });

  it('short-circuits so the right side is not evaluated', () => {
    expect(outcome('false && (1 / 0 == 1)')).toBe(false);
    expect(outcome('true || (1 / 0 == 1)')).toBe(true);
  });

  it('binds && tighter than ||', () => {
    expect(outcome('true || false && false')).toBe(true);
    expect(outcome('(true || false) && false')).toBe(false);
  });
});
