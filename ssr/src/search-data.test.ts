import { describe, expect, it, vi } from 'vitest';
import { newSearchRequest } from '@queryhub/search';
import { NO_RESULTS } from '@queryhub/web/server';
import { loadKeywordSearch } from './keyword-search';
import { loadSearchResults, loadSimilarQuestions } from './search-data';
import { searchPool } from './search-pool';

vi.mock('./search-pool', () => ({ searchPool: vi.fn() }));
vi.mock('./keyword-search', () => ({ loadKeywordSearch: vi.fn() }));
vi.mock('./admin-firestore', () => ({ firestore: vi.fn() }));

const request = newSearchRequest('react hooks', { tag: 'react' });

describe('loadSearchResults when the search database cannot answer', () => {
  it('answers with the keyword search of the same request instead of failing', async () => {
    vi.mocked(searchPool).mockResolvedValue({
      query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5439')),
    });
    const keyword = { ...NO_RESULTS, degraded: true };
    vi.mocked(loadKeywordSearch).mockResolvedValue(keyword);
    await expect(loadSearchResults(request)).resolves.toEqual(keyword);
    expect(loadKeywordSearch).toHaveBeenCalledWith(request);
  });

  it('uses the keyword search when no database is configured', async () => {
    vi.mocked(searchPool).mockResolvedValue(null);
    vi.mocked(loadKeywordSearch).mockResolvedValue({ ...NO_RESULTS, degraded: true });
    await expect(loadSearchResults(request)).resolves.toMatchObject({ degraded: true });
  });

  it('suggests no similar questions rather than failing', async () => {
    vi.mocked(searchPool).mockRejectedValue(new Error('timeout'));
    await expect(loadSimilarQuestions('anything')).resolves.toEqual([]);
  });
});
