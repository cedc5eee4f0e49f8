import { describe, expect, it } from 'vitest';
import { chunk } from '../src/shared/batches';

describe('chunk', () => {
  it('splits into groups of at most the batch size', () => {
    const groups = chunk(
      Array.from({ length: 1201 }, (_, i) => i),
      500,
    );
    expect(groups.map((group) => group.length)).toEqual([500, 500, 201]);
    expect(groups.flat()).toHaveLength(1201);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
