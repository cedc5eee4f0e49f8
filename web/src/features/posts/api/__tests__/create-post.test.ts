import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { createPost } from '../create-post';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const ANSWER_INPUT = {
  text: 'Because.',
  question: { id: 'q1', question: 'Why?', catId: 'c1' },
  uid: 'u2',
};

describe('createPost', () => {
  it("writes the raw answer naming Answer's_Screenshot/{uid}/{answerId}, with the stamp, in one batch", async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const created = await createPost('answer', { ...ANSWER_INPUT, withScreenshot: true });
    expect(created).toEqual({ id: 'new-id', screenshotPath: "Answer's_Screenshot/u2/new-id" });
    expect(fake.sdk.writeBatch).toHaveBeenCalledTimes(1);
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: `${COLLECTIONS.rateLimits}/u2`, id: 'u2' },
      { [COLLECTIONS.answers]: { at: SERVER_TIME, id: 'new-id' } },
      { merge: true },
    );
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: `${COLLECTIONS.answers}/new-id`, id: 'new-id' },
      {
        id: 'new-id',
        Answer: 'Because.',
        Question: 'Why?',
        QuestionID: 'q1',
        CatID: 'c1',
        uid: 'u2',
        date: SERVER_TIME,
        AnswerScreenShot: "Answer's_Screenshot/u2/new-id",
      },
    );
  });

  it('writes the raw question in its category, naming no screenshot without one', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const created = await createPost('question', {
      text: 'Why?',
      category: { id: 'c1', subject: 'Cats' },
      tags: ['cats'],
      uid: 'u1',
      withScreenshot: false,
    });
    expect(created).toEqual({ id: 'new-id', screenshotPath: '' });
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: `${COLLECTIONS.questions}/new-id`, id: 'new-id' },
      {
        id: 'new-id',
        Question: 'Why?',
        Category: 'Cats',
        CatID: 'c1',
        uid: 'u1',
        date: SERVER_TIME,
        QuestionScreenShot: '',
        Tags: ['cats'],
      },
    );
  });

  it('sends the post without reading the rate stamp first (the rules refuse one too soon)', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await createPost('answer', { ...ANSWER_INPUT, withScreenshot: false });
    expect(fake.sdk.getDoc).not.toHaveBeenCalled();
  });
});
