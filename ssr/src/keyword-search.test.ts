import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_LIMITS } from '@queryhub/model';
import { newSearchRequest, searchRequestFromParams } from '@queryhub/search';
import { loadKeywordSearch, toKeywordResults, type MatchDoc } from './keyword-search';
import { firestore } from './admin-firestore';

vi.mock('./admin-firestore', () => ({ firestore: vi.fn() }));

const doc = (id: string, data: Record<string, unknown>): MatchDoc => ({ id, data: () => data });

/** A Firestore stand-in whose queries return `size` documents, at most their limit. */
function fakeStore(size: number) {
  const limits: number[] = [];
  const store = {
    collection: (name: string) => {
      const query = {
        where: () => query,
        orderBy: () => query,
        limit: (n: number) => {
          limits.push(n);
          const docs = Array.from({ length: Math.min(n, size) }, (_, i) =>
            doc(`${name}-${i}`, { Keywords: ['x'] }),
          );
          return { get: () => Promise.resolve({ docs }) };
        },
      };
      return query;
    },
  };
  vi.mocked(firestore).mockReturnValue(store as never);
  return limits;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('toKeywordResults', () => {
  it('ranks by matched words, then score, and leaves out the posts moderation hid', () => {
    const results = toKeywordResults(
      newSearchRequest('react hooks'),
      [
        doc('q1', { Keywords: ['react'], Score: 9 }),
        doc('q2', { Keywords: ['react', 'hooks'] }),
        doc('q3', { Keywords: ['react', 'hooks'], Hidden: true }),
      ],
      [doc('a1', { Keywords: ['react'], Hidden: true }), doc('a2', { Keywords: ['react'] })],
    );
    expect(results.questions.map((q) => q.id)).toEqual(['q2', 'q1']);
    expect(results.answers.map((a) => a.id)).toEqual(['a2']);
    expect(results.degraded).toBe(true);
  });

  it('keeps only the questions with the tag, and no answers, under a tag', () => {
    const results = toKeywordResults(
      newSearchRequest('react', { tag: 'hooks' }),
      [doc('q1', { Keywords: ['react'], Tags: ['hooks'] }), doc('q2', { Keywords: ['react'] })],
      [doc('a1', { Keywords: ['react'] })],
    );
    expect(results.questions.map((q) => q.id)).toEqual(['q1']);
    expect(results.answers).toEqual([]);
  });

  it('shows at most a page per section', () => {
    const many = Array.from({ length: 50 }, (_, i) => doc(`p${i}`, { Keywords: ['x'] }));
    const results = toKeywordResults(newSearchRequest('x'), many, many);
    expect(results.questions).toHaveLength(SEARCH_LIMITS.pageSize);
    expect(results.answers).toHaveLength(SEARCH_LIMITS.pageSize);
  });
});

describe('loadKeywordSearch', () => {
  it('reads at most SEARCH_LIMITS.keywordReads documents, however many match', async () => {
    const limits = fakeStore(10_000);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    await loadKeywordSearch(newSearchRequest(words));
    expect(limits.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(SEARCH_LIMITS.keywordReads);
  });

  it('reads nothing for a text that was only control characters, or a later page', async () => {
    const limits = fakeStore(100);
    const cleaned = searchRequestFromParams(new URLSearchParams('q=%00%00%07'));
    await expect(loadKeywordSearch(cleaned)).resolves.toMatchObject({ questions: [] });
    await loadKeywordSearch(newSearchRequest('x', { page: 2 }));
    expect(limits).toEqual([]);
  });

  it('skips the answers’ query under a tag', async () => {
    const limits = fakeStore(100);
    await loadKeywordSearch(newSearchRequest('x', { tag: 'go' }));
    expect(limits).toHaveLength(1);
  });
});
