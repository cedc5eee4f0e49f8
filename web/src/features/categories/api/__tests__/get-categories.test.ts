import { describe, expect, it } from 'vitest';
import { toCategoryList } from '../get-categories';

const at = (millis: number) => ({ toMillis: () => millis });

describe('toCategoryList', () => {
  it('sorts categories newest first and keeps undated ones last', () => {
    const list = toCategoryList({
      categories: [
        { id: 'old', Subject: 'Old', UserName: 'a', date: at(1) },
        { id: 'pending', Subject: 'Pending', UserName: 'b' },
        { id: 'new', Subject: 'New', UserName: 'c', date: at(3) },
      ],
    });
    expect(list.map((c) => c.id)).toEqual(['new', 'old', 'pending']);
    expect(list[0]).toEqual({ id: 'new', subject: 'New', userName: 'c', dateMillis: 3 });
  });

  it('returns an empty list for a missing document or malformed items', () => {
    expect(toCategoryList(undefined)).toEqual([]);
    expect(toCategoryList({ categories: 'nope' })).toEqual([]);
    expect(toCategoryList({ categories: [null, 5, { id: '', Subject: 'x' }] })).toEqual([]);
  });
});
