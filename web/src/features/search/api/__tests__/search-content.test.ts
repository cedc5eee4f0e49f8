import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore } from '@/testing/fake-firestore';
import {
  RELEVANCE_POOL,
  RESULTS_PAGE_SIZE,
  searchContent,
  toSearchResults,
  toSearchWords,
} from '../search-content';

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
  it('queries the newest matches of both kinds by keyword, for relevance ranking', async () => {
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
          { limit: RELEVANCE_POOL },
        ],
      },
      {
        path: COLLECTIONS.answers,
        id: COLLECTIONS.answers,
        constraints: [
          { where: ['Keywords', 'array-contains-any', ['react', 'hooks']] },
          { orderBy: ['date', 'desc'] },
          { limit: RELEVANCE_POOL },
        ],
      },
    ]);
    expect(onData).toHaveBeenCalledWith({
      questions: [expect.objectContaining({ id: 'q1', question: 'React hooks?' })],
      answers: [expect.objectContaining({ id: 'a1', answer: 'Use hooks', questionId: 'q1' })],
      nextAfter: null,
    });
  });

  it('ranks by matched words, then score, then recency', async () => {
    const fake = fakeFirestore({
      Questions: [
        { id: 'newest-one-word', Keywords: ['react'], Score: 0, date: 30 },
        { id: 'both-words', Keywords: ['react', 'hooks'], Score: 0, date: 10 },
        { id: 'one-word-top', Keywords: ['hooks'], Score: 5, date: 20 },
      ],
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await searchContent(['react', 'hooks'])(onData, vi.fn());
    const [{ questions }] = onData.mock.calls[0] as [{ questions: { id: string }[] }];
    expect(questions.map((q) => q.id)).toEqual(['both-words', 'one-word-top', 'newest-one-word']);
  });

  it('orders questions by a chosen sort in the query', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await searchContent(['react'], 'unanswered')(vi.fn(), vi.fn());
    expect(fake.sdk.getDocs.mock.calls[0]?.[0]).toMatchObject({
      constraints: [
        { where: ['Keywords', 'array-contains-any', ['react']] },
        { where: ['AnswerCount', '==', 0] },
        { orderBy: ['date', 'desc'] },
        { limit: RESULTS_PAGE_SIZE + 1 },
      ],
    });
  });

  it('reads the page of a sort tab after the cursor question', async () => {
    const fake = fakeFirestore({ Questions: [{ id: 'q20', Question: 'Twentieth?' }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await searchContent(['react'], 'top', 'q20')(vi.fn(), vi.fn());
    expect(fake.sdk.getDocs.mock.calls[0]?.[0]).toMatchObject({
      constraints: [
        { where: ['Keywords', 'array-contains-any', ['react']] },
        { orderBy: ['Score', 'desc'] },
        { orderBy: ['date', 'desc'] },
        { startAfter: 'q20' },
        { limit: RESULTS_PAGE_SIZE + 1 },
      ],
    });
  });

  it('answers with empty results, without loading Firestore, when there is no word', async () => {
    const onData = vi.fn();
    await searchContent([])(onData, vi.fn());
    expect(onData).toHaveBeenCalledWith({ questions: [], answers: [], nextAfter: null });
    expect(loadFirestore).not.toHaveBeenCalled();
  });
});

describe('toSearchResults', () => {
  const doc = (id: string, data: Record<string, unknown>) => ({ id, data: () => data });

  it('leaves out the posts moderation hid', () => {
    const results = toSearchResults(
      ['react'],
      'relevance',
      [doc('q1', { Keywords: ['react'], Hidden: true }), doc('q2', { Keywords: ['react'] })],
      [doc('a1', { Keywords: ['react'], Hidden: true }), doc('a2', { Keywords: ['react'] })],
    );
    expect(results.questions.map((q) => q.id)).toEqual(['q2']);
    expect(results.answers.map((a) => a.id)).toEqual(['a2']);
  });

  it('under a sort tab, shows a page and names its last document as the next cursor', () => {
    const docs = Array.from({ length: RESULTS_PAGE_SIZE + 1 }, (_, i) =>
      doc(`q${i}`, { Keywords: ['x'], Hidden: i === RESULTS_PAGE_SIZE - 1 }),
    );
    const results = toSearchResults(['x'], 'top', docs, []);
    // The hidden one is left out but still counts for the cursor.
    expect(results.questions).toHaveLength(RESULTS_PAGE_SIZE - 1);
    expect(results.nextAfter).toBe(`q${RESULTS_PAGE_SIZE - 1}`);
    expect(toSearchResults(['x'], 'top', docs.slice(0, 3), []).nextAfter).toBeNull();
    expect(toSearchResults(['x'], 'relevance', docs, []).nextAfter).toBeNull();
  });

  it('shows at most a page per section, from a pool the rules allow', () => {
    const many = Array.from({ length: RELEVANCE_POOL }, (_, i) =>
      doc(`p${i}`, { Keywords: ['x'] }),
    );
    const results = toSearchResults(['x'], 'relevance', many, many);
    expect(results.questions).toHaveLength(RESULTS_PAGE_SIZE);
    expect(results.answers).toHaveLength(RESULTS_PAGE_SIZE);
    expect(RELEVANCE_POOL).toBeLessThanOrEqual(50);
  });
});
