import { COLLECTIONS } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { fakeFirestore } from '@/testing/fake-firestore';
import { categoriesSource, toCategorySummary } from '../get-categories';

const at = (millis: number) => ({ toMillis: () => millis });

describe('toCategorySummary', () => {
  it('reads a Categories document', () => {
    expect(toCategorySummary('c1', { Subject: 'New', UserName: 'c', date: at(3) })).toEqual({
      id: 'c1',
      subject: 'New',
      userName: 'c',
      dateMillis: 3,
    });
    expect(toCategorySummary('c2', { Subject: 'Pending' })).toEqual({
      id: 'c2',
      subject: 'Pending',
      userName: '',
      dateMillis: null,
    });
  });
});

describe('categoriesSource', () => {
  it('orders Categories by date, newest first, 30 per page', () => {
    const fake = fakeFirestore();
    expect(categoriesSource.pageSize).toBe(30);
    expect(categoriesSource.query(fake.sdk as never, fake.db as never)).toEqual({
      path: COLLECTIONS.categories,
      id: COLLECTIONS.categories,
      constraints: [{ orderBy: ['date', 'desc'] }],
    });
  });
});
