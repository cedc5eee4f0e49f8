import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { createCategory } from '../create-category';
import { subscribeToCategoryQuestions } from '../get-category-questions';

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

describe('subscribeToCategoryQuestions', () => {
  it("queries the category's questions newest first, a page and one more, and maps each document", async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await subscribeToCategoryQuestions('c1')(onData, vi.fn());
    const [target, next] = fake.sdk.onSnapshot.mock.calls[0] as unknown as [
      { path: string; constraints: unknown[] },
      (snapshot: { docs: { id: string; data: () => unknown }[] }) => void,
    ];
    expect(target).toMatchObject({
      path: COLLECTIONS.questions,
      constraints: [{ where: ['CatID', '==', 'c1'] }, { orderBy: ['date', 'desc'] }, { limit: 21 }],
    });
    next({
      docs: [{ id: 'q1', data: () => ({ Question: 'Why?', CatID: 'c1', UserName: 'ann' }) }],
    });
    expect(onData).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'q1', question: 'Why?', catId: 'c1', userName: 'ann' }),
    ]);
  });

  it.each([
    ['top', [{ orderBy: ['Score', 'desc'] }, { orderBy: ['date', 'desc'] }]],
    ['unanswered', [{ where: ['AnswerCount', '==', 0] }, { orderBy: ['date', 'desc'] }]],
    ['active', [{ orderBy: ['LastActivity', 'desc'] }]],
  ] as const)('orders the %s tab by its fields', async (sort, constraints) => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await subscribeToCategoryQuestions('c1', sort)(vi.fn(), vi.fn());
    expect(fake.sdk.onSnapshot.mock.calls[0]?.[0]).toMatchObject({
      constraints: [{ where: ['CatID', '==', 'c1'] }, ...constraints, { limit: 21 }],
    });
  });
});
