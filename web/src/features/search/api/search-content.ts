import { answerViews, questionViews } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import {
  COLLECTIONS,
  searchQueryWords,
  visiblePosts,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** Each results section shows at most this many matches. */
export const RESULTS_LIMIT = 50;

export interface SearchResults {
  questions: QuestionView[];
  answers: AnswerView[];
}

/** The typed search text as words for `Keywords array-contains-any` (no prefixes, ≤ 30 words). */
export function toSearchWords(searchText: string): string[] {
  return searchQueryWords(searchText);
}

export function searchContent(words: string[]): Subscribe<SearchResults> {
  return async (onData) => {
    if (words.length === 0) {
      onData({ questions: [], answers: [] });
      return () => {};
    }
    const { db, sdk } = await loadFirestore();
    const { collection, getDocs, limit, orderBy, query, where } = sdk;
    const matching = (name: string, direction: 'asc' | 'desc') =>
      query(
        collection(db, name),
        where('Keywords', 'array-contains-any', words),
        orderBy('date', direction),
        limit(RESULTS_LIMIT),
      );
    // The spec lists matching questions newest first and matching answers oldest first.
    const [questions, answers] = await Promise.all([
      getDocs(matching(COLLECTIONS.questions, 'desc')),
      getDocs(matching(COLLECTIONS.answers, 'asc')),
    ]);
    onData({
      questions: visiblePosts(questions.docs.map((d) => questionViews.fromFirestore(d))),
      answers: visiblePosts(answers.docs.map((d) => answerViews.fromFirestore(d))),
    });
    return () => {};
  };
}

/** Questions and answers whose keywords contain any word of the search text. */
export function useSearchResults(searchText: string) {
  const words = toSearchWords(searchText);
  return useSubscription(dataKeys.search(words), searchContent(words));
}
