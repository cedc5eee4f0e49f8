import type { SearchRequest } from '@queryhub/search/request';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import { searchApiUrl, searchDataKey } from '../search-query';
import { readJson, searchResultsSchema, type SearchResults } from './search-response';

export const NO_RESULTS: SearchResults = {
  questions: [],
  answers: [],
  nextPage: null,
  snippets: {},
  corrected: null,
  degraded: false,
};

/** The results of a request from the search's JSON route (full-text, or keywords when degraded). */
export function searchContent(request: SearchRequest): Subscribe<SearchResults> {
  return async (onData, onError) => {
    if (request.text === '') {
      onData(NO_RESULTS);
      return () => {};
    }
    const controller = new AbortController();
    fetch(searchApiUrl(request), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Search failed (${response.status}).`);
        onData(await readJson(response, searchResultsSchema));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          onError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => controller.abort();
  };
}

/** The results of a search as the results page's URL states it. */
export function useSearchResults(request: SearchRequest) {
  // The key is shared with the server render, which hands its results to the first paint.
  return useSubscription(searchDataKey(request), searchContent(request), { once: true });
}
