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
  /** Under a question sort tab: the cursor of the next page of questions (`?after=`), if any. */
  nextAfter: string | null;
}

export const NO_RESULTS: SearchResults = { questions: [], answers: [], nextAfter: null };

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
  const answers = rankByRelevance(matches(answerDocs, toAnswerView)).slice(0, RESULTS_PAGE_SIZE);
  if (sort === 'relevance') {
    const questions = rankByRelevance(matches(questionDocs, toQuestionView));
    return { questions: questions.slice(0, RESULTS_PAGE_SIZE), answers, nextAfter: null };
  }
  const page = questionDocs.slice(0, RESULTS_PAGE_SIZE);
  return {
    questions: matches(page, toQuestionView).map(({ item }) => item),
    answers,
    nextAfter:
      questionDocs.length > RESULTS_PAGE_SIZE ? (page[RESULTS_PAGE_SIZE - 1]?.id ?? null) : null,
  };
}

export function searchContent(
  words: string[],
  sort: ResultsSort = 'relevance',
  afterId = '',
): Subscribe<SearchResults> {
  return async (onData) => {
    if (words.length === 0) {
      onData(NO_RESULTS);
      return () => {};
    }
    const { db, sdk } = await loadFirestore();
    const { collection, doc, getDoc, getDocs, limit, orderBy, query, startAfter, where } = sdk;
    const matching = (name: string, ordered: QueryConstraint[], size: number) =>
      query(
        collection(db, name),
        where('Keywords', 'array-contains-any', words),
        ...ordered,
        limit(size),
      );
    const newest = [orderBy('date', 'desc')];
    const questionOrder: QueryConstraint[] =
      sort === 'relevance'
        ? newest
        : [
            ...(sortPlan(sort).filter ? [where('AnswerCount', '==', 0)] : []),
            ...sortPlan(sort).order.map(({ field, direction }) => orderBy(field, direction)),
          ];
    if (sort !== 'relevance' && afterId) {
      const cursor = await getDoc(doc(db, COLLECTIONS.questions, afterId));
      if (cursor.exists()) questionOrder.push(startAfter(cursor));
    }
    const [questions, answers] = await Promise.all([
      getDocs(
        matching(
          COLLECTIONS.questions,
          questionOrder,
          sort === 'relevance' ? RELEVANCE_POOL : RESULTS_PAGE_SIZE + 1,
        ),
      ),
      getDocs(matching(COLLECTIONS.answers, newest, RELEVANCE_POOL)),
    ]);
    onData(toSearchResults(words, sort, questions.docs, answers.docs));
    return () => {};
  };
}

/**
 * Questions and answers whose keywords contain any word of the search text, in `sort` order;
 * under a question sort tab, the page of questions after `afterId`.
 */
export function useSearchResults(
  searchText: string,
  sort: ResultsSort = 'relevance',
  afterId = '',
) {
  const words = toSearchWords(searchText);
  const after = sort === 'relevance' ? '' : afterId;
  // The default (relevance) shares its key with the server render (lib/data-keys.ts).
  const key =
    sort === 'relevance'
      ? dataKeys.search(words)
      : `${dataKeys.search(words)}&sort=${sort}&after=${after}`;
  return useSubscription(key, searchContent(words, sort, after), { once: true });
}
