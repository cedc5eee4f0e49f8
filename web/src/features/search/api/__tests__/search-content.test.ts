import { PAGE_SIZES } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_RESULTS,
  RELEVANCE_POOL,
  searchContent,
  toSearchResults,
  toSearchWords,
} from '../search-content';

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
  it('reads the results from the search route', async () => {
    const results = { ...NO_RESULTS, corrected: 'react' };
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(results)));
    vi.stubGlobal('fetch', fetchMock);
    const onData = vi.fn();
    await searchContent({
      text: 'raect -class',
      sort: 'top',
      page: 2,
      category: '',
      answered: 'any',
      accepted: true,
      exact: false,
      tag: 'c#',
    })(onData, vi.fn());
    await vi.waitFor(() => expect(onData).toHaveBeenCalledWith(results));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/search?q=raect+-class&sort=top&page=2&accepted=1&tag=c%23',
    );
    vi.unstubAllGlobals();
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
    const docs = Array.from({ length: PAGE_SIZES.searchResults + 1 }, (_, i) =>
      doc(`q${i}`, { Keywords: ['x'], Hidden: i === PAGE_SIZES.searchResults - 1 }),
    );
    const results = toSearchResults(['x'], 'top', docs, []);
    // The hidden one is left out but still counts for the cursor.
    expect(results.questions).toHaveLength(PAGE_SIZES.searchResults - 1);
    expect(results.nextAfter).toBe(`q${PAGE_SIZES.searchResults - 1}`);
    expect(toSearchResults(['x'], 'top', docs.slice(0, 3), []).nextAfter).toBeNull();
    expect(toSearchResults(['x'], 'relevance', docs, []).nextAfter).toBeNull();
  });

  it('shows at most a page per section, from a pool the rules allow', () => {
    const many = Array.from({ length: RELEVANCE_POOL }, (_, i) =>
      doc(`p${i}`, { Keywords: ['x'] }),
    );
    const results = toSearchResults(['x'], 'relevance', many, many);
    expect(results.questions).toHaveLength(PAGE_SIZES.searchResults);
    expect(results.answers).toHaveLength(PAGE_SIZES.searchResults);
    expect(RELEVANCE_POOL).toBeLessThanOrEqual(50);
  });
});
