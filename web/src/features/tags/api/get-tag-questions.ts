import { dataKeys } from '@/lib/data-keys';
import { useQuestionPage } from '@/lib/question-page-query';
import type { QuestionSort } from '@/lib/question-sort';

/**
 * A page of the questions carrying `tag` (`Tags array-contains`), live; the default first page
 * shares its key with the server render.
 */
export function useTagQuestions(tag: string, sort: QuestionSort = 'newest', afterId = '') {
  return useQuestionPage({ kind: 'tag', tag }, dataKeys.tagQuestions(tag), sort, afterId);
}
