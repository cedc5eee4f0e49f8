import { describe, expect, it, vi } from 'vitest';
import { NO_RESULTS } from '@queryhub/web/server';
import { loadKeywordSearch } from './page-data';
import { loadSearchResults, loadSimilarQuestions } from './search-data';
import { searchPool } from './search-pool';

vi.mock('./search-pool', () => ({ searchPool: vi.fn() }));
vi.mock('./page-data', () => ({ loadKeywordSearch: vi.fn(), firestore: vi.fn() }));

const query = {
  text: 'react hooks',
  sort: 'relevance',
  page: 1,
  category: '',
  answered: 'any',
  accepted: false,
  exact: false,
  tag: '',
} as const;

describe('loadSearchResults when the search database cannot answer', () => {
  it('answers with the keyword search, marked degraded, instead of failing', async () => {
    vi.mocked(searchPool).mockResolvedValue({
      query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5439')),
    });
    const keyword = { ...NO_RESULTS, nextAfter: 'q9' };
    vi.mocked(loadKeywordSearch).mockResolvedValue(keyword);
    await expect(loadSearchResults(query)).resolves.toEqual({ ...keyword, degraded: true });
    expect(loadKeywordSearch).toHaveBeenCalledWith('react hooks');
  });

  it('uses the keyword search when no database is configured', async () => {
    vi.mocked(searchPool).mockResolvedValue(null);
    vi.mocked(loadKeywordSearch).mockResolvedValue(NO_RESULTS);
    await expect(loadSearchResults(query)).resolves.toMatchObject({ degraded: true });
  });

  it('suggests no similar questions rather than failing', async () => {
    vi.mocked(searchPool).mockRejectedValue(new Error('timeout'));
    await expect(loadSimilarQuestions('anything')).resolves.toEqual([]);
  });
});
