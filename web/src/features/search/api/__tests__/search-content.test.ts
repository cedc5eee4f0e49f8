import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore } from '@/testing/fake-firestore';
import { RESULTS_LIMIT, searchContent, toSearchWords } from '../search-content';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('toSearchWords', () => {
  it('lowercases, drops punctuation and duplicates, adds no prefixes', () => {
    expect(toSearchWords('React HOOKS? react')).toEqual(['react', 'hooks']);
  });

  it('keeps at most 30 words (the array-contains-any limit)', () => {
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(toSearchWords(many)).toHaveLength(30);
  });
});

describe('searchContent', () => {
  it('queries questions newest first and answers oldest first by keyword', async () => {
    const fake = fakeFirestore({
      Questions: [{ id: 'q1', Question: 'React hooks?', CatID: 'c1' }],
      Answers: [{ id: 'a1', Answer: 'Use hooks', QuestionID: 'q1', CatID: 'c1' }],
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await searchContent(['react', 'hooks'])(onData, vi.fn());

    const queried = fake.sdk.getDocs.mock.calls.map(([query]) => query);
    expect(queried).toEqual([
      {
        path: COLLECTIONS.questions,
        id: COLLECTIONS.questions,
        constraints: [
          { where: ['Keywords', 'array-contains-any', ['react', 'hooks']] },
          { orderBy: ['date', 'desc'] },
          { limit: RESULTS_LIMIT },
        ],
      },
      {
        path: COLLECTIONS.answers,
        id: COLLECTIONS.answers,
        constraints: [
          { where: ['Keywords', 'array-contains-any', ['react', 'hooks']] },
          { orderBy: ['date', 'asc'] },
          { limit: RESULTS_LIMIT },
        ],
      },
    ]);
    expect(onData).toHaveBeenCalledWith({
      questions: [expect.objectContaining({ id: 'q1', question: 'React hooks?' })],
      answers: [expect.objectContaining({ id: 'a1', answer: 'Use hooks', questionId: 'q1' })],
    });
  });

  it('answers with empty results, without loading Firestore, when there is no word', async () => {
    const onData = vi.fn();
    await searchContent([])(onData, vi.fn());
    expect(onData).toHaveBeenCalledWith({ questions: [], answers: [] });
    expect(loadFirestore).not.toHaveBeenCalled();
  });
});
