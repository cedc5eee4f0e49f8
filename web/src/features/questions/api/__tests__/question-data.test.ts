import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { createQuestion } from '../create-question';
import { readCategory } from '../get-category';
import { questionAnswersSource } from '../get-question-answers';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const input = { question: 'Why?', category: 'React', catId: 'c1', uid: 'u1', tags: ['react'] };

describe('createQuestion', () => {
  it('writes the raw question with an empty screenshot when there is none', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await expect(createQuestion(input)).resolves.toBe('new-id');
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: `${COLLECTIONS.questions}/new-id`, id: 'new-id' },
      {
        id: 'new-id',
        Question: 'Why?',
        Category: 'React',
        CatID: 'c1',
        uid: 'u1',
        date: SERVER_TIME,
        QuestionScreenShot: '',
        Tags: ['react'],
      },
    );
  });

  it("names Question's_Screenshot/{uid}/{questionId} in the question, then uploads there", async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const upload = vi.fn(async () => {
      // The Storage rules admit the upload only once its document exists (written in one
      // batch with the rate stamp).
      expect(fake.sdk.setDoc).toHaveBeenCalledWith(
        expect.objectContaining({ path: `${COLLECTIONS.questions}/new-id` }),
        expect.anything(),
      );
    });
    await createQuestion(input, upload);
    expect(upload).toHaveBeenCalledWith("Question's_Screenshot/u1/new-id");
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ QuestionScreenShot: "Question's_Screenshot/u1/new-id" }),
    );
  });

  it('reports a failed upload after the question is saved', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await expect(
      createQuestion(input, () => Promise.reject(new Error('storage/canceled'))),
    ).rejects.toThrow('storage/canceled');
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      expect.objectContaining({ path: `${COLLECTIONS.questions}/new-id` }),
      expect.anything(),
    );
  });
});

describe('readCategory', () => {
  it('reads the exact Subject of the category, or null when it does not exist', async () => {
    const fake = fakeFirestore({ Categories: [{ id: 'c1', Subject: 'Web-Dev' }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await readCategory('c1')(onData, vi.fn());
    expect(onData).toHaveBeenLastCalledWith({ id: 'c1', subject: 'Web-Dev' });
    await readCategory('missing')(onData, vi.fn());
    expect(onData).toHaveBeenLastCalledWith(null);
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
