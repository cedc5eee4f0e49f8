import {
  MAX_LIST_LIMIT,
  PAGE_SIZES,
  searchQueryWords,
  toAnswerView,
  toQuestionView,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import type { ResultsSort } from '@/lib/question-sort';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import { matchedWords, rankByRelevance } from '../relevance';
import { searchApiUrl, searchDataKey, type SearchQuery } from '../search-query';

/**
 * Relevance ranks the most recent matches of this many (array-contains-any cannot rank): the
 * largest list the rules allow.
 */
export const RELEVANCE_POOL = MAX_LIST_LIMIT;

export interface SearchResults {
  questions: QuestionView[];
  answers: AnswerView[];
  /** Keyword search under a question sort tab: the next page's cursor (`?after=`), if any. */
  nextAfter: string | null;
  /** Full-text search: the next page of questions (`?page=`), if any. */
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
  nextAfter: null,
  nextPage: null,
  snippets: {},
  corrected: null,
  degraded: false,
};

/** The typed search text as words for `Keywords array-contains-any` (no prefixes, ≤ 30 words). */
export function toSearchWords(searchText: string): string[] {
  return searchQueryWords(searchText);
}

/** A matching document as both SDKs give it. */
export interface MatchDoc {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/**
 * The results the page shows from the matching documents: hidden posts left out (moderation),
 * then ranked by relevance (questions only for the relevance sort) and cut to a page. Under a
 * question sort tab the query read a page and one more: the page's last document (hidden or
 * not, so hidden ones never stop the paging) is the next page's cursor. Pure, so the server
 * render and the browser show the same list.
 */
export function toSearchResults(
  words: readonly string[],
  sort: ResultsSort,
  questionDocs: readonly MatchDoc[],
  answerDocs: readonly MatchDoc[],
): SearchResults {
  const matches = <T extends { hidden: boolean }>(
    docs: readonly MatchDoc[],
    toView: (id: string, data: Record<string, unknown>) => T,
  ) =>
    docs
      .map((doc) => {
        const data = doc.data() ?? {};
        return { item: toView(doc.id, data), matched: matchedWords(data.Keywords, words) };
      })
      .filter(({ item }) => !item.hidden);
  const answers = rankByRelevance(matches(answerDocs, toAnswerView)).slice(
    0,
    PAGE_SIZES.searchResults,
  );
  if (sort === 'relevance') {
    const questions = rankByRelevance(matches(questionDocs, toQuestionView));
    return { ...NO_RESULTS, questions: questions.slice(0, PAGE_SIZES.searchResults), answers };
  }
  const page = questionDocs.slice(0, PAGE_SIZES.searchResults);
  return {
    ...NO_RESULTS,
    questions: matches(page, toQuestionView).map(({ item }) => item),
    answers,
    nextAfter:
      questionDocs.length > PAGE_SIZES.searchResults
        ? (page[PAGE_SIZES.searchResults - 1]?.id ?? null)
        : null,
  };
}

/** The results of a query from the search's JSON route (full-text, or keywords when degraded). */
export function searchContent(query: SearchQuery): Subscribe<SearchResults> {
  return async (onData, onError) => {
    if (query.text.trim() === '') {
      onData(NO_RESULTS);
      return () => {};
    }
    const controller = new AbortController();
    fetch(searchApiUrl(query), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Search failed (${response.status}).`);
        onData((await response.json()) as SearchResults);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          onError(error instanceof Error ? error : new Error(String(error)));
      });
    return () => controller.abort();
  };
}

/** The results of a search as the results page's URL states it. */
export function useSearchResults(query: SearchQuery) {
  // The key is shared with the server render, which hands its results to the first paint.
  return useSubscription(searchDataKey(query), searchContent(query), { once: true });
}
