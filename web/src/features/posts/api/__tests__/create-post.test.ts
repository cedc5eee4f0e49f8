import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { createAnswer } from '../create-answer';
import { readQuestion } from '../get-question-to-answer';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('createAnswer', () => {
  it("writes the raw answer naming Answer's_Screenshot/{uid}/{answerId}, then uploads there", async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const upload = vi.fn(async () => {
      // The Storage rules admit the upload only once its document exists (written in one
      // batch with the rate stamp).
      expect(fake.sdk.setDoc).toHaveBeenCalledWith(
        expect.objectContaining({ path: `${COLLECTIONS.answers}/new-id` }),
        expect.anything(),
      );
    });
    const id = await createAnswer(
      { answer: 'Because.', question: 'Why?', questionId: 'q1', catId: 'c1', uid: 'u2' },
      upload,
    );
    expect(id).toBe('new-id');
    expect(upload).toHaveBeenCalledWith("Answer's_Screenshot/u2/new-id");
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

  it('names no screenshot and uploads nothing without one', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await createAnswer({
      answer: 'No.',
      question: 'Why?',
      questionId: 'q1',
      catId: 'c1',
      uid: 'u2',
    });
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ AnswerScreenShot: '' }),
    );
  });
});

describe('readQuestion', () => {
  it('reads the question once (null when missing)', async () => {
    const fake = fakeFirestore({ Questions: [{ id: 'q1', Question: 'Why?', CatID: 'c1' }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await readQuestion('q1')(onData, vi.fn());
    expect(onData).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'q1', question: 'Why?', catId: 'c1' }),
    );
    await readQuestion('nope')(onData, vi.fn());
    expect(onData).toHaveBeenLastCalledWith(null);
    expect(fake.sdk.onSnapshot).not.toHaveBeenCalled();
  });
});
