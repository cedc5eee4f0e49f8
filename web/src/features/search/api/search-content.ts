import {
  COLLECTIONS,
  PAGE_SIZES,
  searchQueryWords,
  toAnswerView,
  toQuestionView,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { usePagedList, type PagedSource } from '@/lib/paged-list';

/** The typed search text as words for `Keywords array-contains-any` (no prefixes, ≤ 30 words). */
export function toSearchWords(searchText: string): string[] {
  return searchQueryWords(searchText);
}

/**
 * Matching questions (newest first, as specified) or answers (oldest first), read once,
 * PAGE_SIZES.searchResults at a time.
 */
export function searchSource<T extends { hidden: boolean }>(
  collection: (typeof COLLECTIONS)['questions' | 'answers'],
  words: string[],
  toItem: (id: string, data: Record<string, unknown>) => T,
): PagedSource<T> {
  return {
    pageSize: PAGE_SIZES.searchResults,
    once: true,
    empty: words.length === 0,
    query: (sdk, db) =>
      sdk.query(
        sdk.collection(db, collection),
        sdk.where('Keywords', 'array-contains-any', words),
        sdk.orderBy('date', collection === COLLECTIONS.questions ? 'desc' : 'asc'),
      ),
    toItem,
    keep: (post) => !post.hidden,
  };
}

/** Questions and answers whose keywords contain any word of the search text, each paged. */
export function useSearchResults(searchText: string) {
  const words = toSearchWords(searchText);
  const questions = usePagedList<QuestionView>(
    dataKeys.searchQuestions(words),
    searchSource(COLLECTIONS.questions, words, toQuestionView),
  );
  const answers = usePagedList<AnswerView>(
    dataKeys.searchAnswers(words),
    searchSource(COLLECTIONS.answers, words, toAnswerView),
  );
  return { questions, answers };
}
