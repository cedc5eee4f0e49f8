import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFirestore } from '@/testing/fake-firestore';
import { toCategoryRef } from '../get-category';
import { questionAnswersSource } from '../get-question-answers';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('toCategoryRef', () => {
  it('reads the exact Subject of the category', () => {
    expect(toCategoryRef('c1', { Subject: 'Web-Dev' })).toEqual({ id: 'c1', subject: 'Web-Dev' });
  });
});

describe('questionAnswersSource', () => {
  it("pages the question's answers newest first, 20 at a time", () => {
    const fake = fakeFirestore();
    const source = questionAnswersSource('q1');
    expect(source.pageSize).toBe(20);
    expect(source.query(fake.sdk as never, fake.db as never)).toMatchObject({
      path: COLLECTIONS.answers,
      constraints: [
        { where: ['QuestionID', '==', 'q1'] },
        { orderBy: ['Score', 'desc'] },
        { orderBy: ['date', 'desc'] },
      ],
    });
  });
});
