import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { createCategory } from '../create-category';
import { categoryQuestionsSource } from '../get-category-questions';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('createCategory', () => {
  it('writes only the raw fields, under a generated id that the document repeats', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await expect(createCategory({ subject: 'Rust', uid: 'u1' })).resolves.toBe('new-id');
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: `${COLLECTIONS.categories}/new-id`, id: 'new-id' },
      { id: 'new-id', Subject: 'Rust', uid: 'u1', date: SERVER_TIME },
    );
  });
});

describe('categoryQuestionsSource', () => {
  it("pages the category's questions newest first, 20 at a time, and maps each document", () => {
    const fake = fakeFirestore();
    const source = categoryQuestionsSource('c1');
    expect(source.pageSize).toBe(20);
    expect(source.query(fake.sdk as never, fake.db as never)).toMatchObject({
      path: COLLECTIONS.questions,
      constraints: [{ where: ['CatID', '==', 'c1'] }, { orderBy: ['date', 'desc'] }],
    });
    expect(source.toItem('q1', { Question: 'Why?', CatID: 'c1', UserName: 'ann' })).toMatchObject({
      id: 'q1',
      question: 'Why?',
      catId: 'c1',
      userName: 'ann',
    });
  });

  it('leaves out the questions moderation hid', () => {
    const source = categoryQuestionsSource('c1');
    expect(source.keep?.(source.toItem('q1', { Question: 'Spam', Hidden: true }))).toBe(false);
    expect(source.keep?.(source.toItem('q2', { Question: 'Fine' }))).toBe(true);
  });
});
