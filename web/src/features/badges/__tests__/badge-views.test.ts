import { describe, expect, it } from 'vitest';
import { BADGES } from '@queryhub/model';
import { holdersText, toBadgeSummaries, toHolderView } from '../api/badge-views';

describe('badge views', () => {
  it('lists every badge of the table with its counts, 0 where no document exists yet', () => {
    const summaries = toBadgeSummaries([
      { id: 'student', data: { Holders: 4, Awarded: 4 } },
      { id: 'unknown', data: { Holders: 9 } },
    ]);
    expect(summaries).toHaveLength(BADGES.length);
    expect(summaries.find((s) => s.badge.slug === 'student')?.holders).toBe(4);
    expect(summaries.find((s) => s.badge.slug === 'critic')?.holders).toBe(0);
  });

  it('reads a holder and says the count', () => {
    expect(toHolderView('ann_student', { uid: 'ann', UserName: 'Ann', date: 7 })).toEqual({
      id: 'ann_student',
      uid: 'ann',
      userName: 'Ann',
      dateMillis: 7,
    });
    expect(holdersText(1)).toBe('1 holder');
    expect(holdersText(0)).toBe('0 holders');
  });
});
