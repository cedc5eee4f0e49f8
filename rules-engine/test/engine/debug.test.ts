import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('debug()', () => {
  it('returns its argument and reports it', () => {
    const lines: string[] = [];
    expect(
      outcome("debug({'a': [1, 2.0]}).a.size() == 2", { debug: (line) => lines.push(line) }),
    ).toBe(true);
    expect(lines).toEqual(['{"a": [1, 2.0]}']);
  });
});
