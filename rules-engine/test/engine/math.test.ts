import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('math namespace', () => {
  it.each([
    ['math.abs(-3) == 3', true],
    ['math.abs(-3) is int', true],
    ['math.abs(-3.5) == 3.5', true],
    ['math.ceil(2.1) == 3', true],
    ['math.ceil(2.1) is float', true],
    ['math.floor(2) is float', true],
    ['math.floor(-2.1) == -3', true],
    ['math.round(2.5) == 3', true],
    ['math.round(-2.5) == -2', true],
    // Google's evaluator fails on every math.trunc and math.isInfinite call; so does ours.
    ['math.trunc(-2.7) == -2', 'error'],
    ['math.sqrt(16) == 4.0', true],
    ['math.pow(2, 10) == 1024', true],
    ['math.isInfinite(1.0 / 0)', 'error'],
    ['math.isNaN(1.0)', false],
    ["math.abs('a') == 1", 'error'],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});
