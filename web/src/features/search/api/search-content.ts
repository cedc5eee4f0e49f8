import type { AnswerView, QuestionView } from '@queryhub/model';
import type { SearchRequest } from '@queryhub/search/request';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import { searchApiUrl, searchDataKey } from '../search-query';
import { readJson, searchResultsSchema } from './search-response';

/** The search's JSON route's answer (ssr/src/search-data.ts), also handed to the first paint. */
export interface SearchResults {
  questions: QuestionView[];
  answers: AnswerView[];
  /** The next page of questions (`?page=`), if any. */
  nextPage: number | null;
  /** Full-text search: passages of each post (`question:ID`, `answer:ID`) with marked matches. */
  snippets: Record<string, string>;
  /** The text searched instead of the typed one (spelling correction), or null. */
  corrected: string | null;
  /** True when the keyword search answered because the search database could not. */
  degraded: boolean;
}

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
