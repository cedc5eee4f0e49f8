import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import {
  COLLECTIONS,
  MAX_LIST_LIMIT,
  PAGE_SIZES,
  searchQueryWords,
  toAnswerView,
  toQuestionView,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { sortPlan, type ResultsSort } from '@/lib/question-sort';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import { matchedWords, rankByRelevance } from '../relevance';

/** Each results section shows at most this many matches. */
export const RESULTS_PAGE_SIZE = PAGE_SIZES.searchResults;
/**
 * Relevance ranks the most recent matches of this many (array-contains-any cannot rank): the
 * largest list the rules allow.
 */
export const RELEVANCE_POOL = MAX_LIST_LIMIT;

export interface SearchResults {
  questions: QuestionView[];
  answers: AnswerView[];
}

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
 * then ranked by relevance (questions only for the relevance sort) and cut to a page. Pure, so
 * the server render and the browser show the same list.
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
  const questions = matches(questionDocs, toQuestionView);
  return {
    questions:
      sort === 'relevance'
        ? rankByRelevance(questions).slice(0, RESULTS_PAGE_SIZE)
        : questions.map(({ item }) => item),
    answers: rankByRelevance(matches(answerDocs, toAnswerView)).slice(0, RESULTS_PAGE_SIZE),
  };
}

export function searchContent(
  words: string[],
  sort: ResultsSort = 'relevance',
): Subscribe<SearchResults> {
  return async (onData) => {
    if (words.length === 0) {
      onData({ questions: [], answers: [] });
      return () => {};
    }
    const { db, sdk } = await loadFirestore();
    const { collection, getDocs, limit, orderBy, query, where } = sdk;
    const matching = (name: string, ordered: QueryConstraint[], size: number) =>
      query(
        collection(db, name),
        where('Keywords', 'array-contains-any', words),
        ...ordered,
        limit(size),
      );
    const newest = [orderBy('date', 'desc')];
    const questionOrder =
      sort === 'relevance'
        ? newest
        : [
            ...(sortPlan(sort).filter ? [where('AnswerCount', '==', 0)] : []),
            ...sortPlan(sort).order.map(({ field, direction }) => orderBy(field, direction)),
          ];
    const [questions, answers] = await Promise.all([
      getDocs(
        matching(
          COLLECTIONS.questions,
          questionOrder,
          sort === 'relevance' ? RELEVANCE_POOL : RESULTS_PAGE_SIZE,
        ),
      ),
      getDocs(matching(COLLECTIONS.answers, newest, RELEVANCE_POOL)),
    ]);
    onData(toSearchResults(words, sort, questions.docs, answers.docs));
    return () => {};
  };
}

/** Questions and answers whose keywords contain any word of the search text, in `sort` order. */
export function useSearchResults(searchText: string, sort: ResultsSort = 'relevance') {
  const words = toSearchWords(searchText);
  // The default (relevance) shares its key with the server render (lib/data-keys.ts).
  const key =
    sort === 'relevance' ? dataKeys.search(words) : `${dataKeys.search(words)}&sort=${sort}`;
  return useSubscription(key, searchContent(words, sort));
}
