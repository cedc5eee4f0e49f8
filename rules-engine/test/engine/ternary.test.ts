import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('conditional operator', () => {
  it('picks a branch by a bool condition', () => {
    expect(outcome('true ? 1 == 1 : false')).toBe(true);
    expect(outcome('false ? true : 1 == 2')).toBe(false);
  });

  it('only evaluates the chosen branch', () => {
    expect(outcome('true ? true : {}.missing')).toBe(true);
    expect(outcome('false ? {}.missing : true')).toBe(true);
  });

  it('fails when the condition is not a bool or fails', () => {
    expect(outcome('1 ? true : false')).toBe('error');
    expect(outcome('{}.missing ? true : true')).toBe('error');
  });

  it('nests to the right', () => {
    expect(outcome('false ? false : true ? true : false')).toBe(true);
  });
});
