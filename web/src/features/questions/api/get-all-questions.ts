import { dataKeys } from '@/lib/data-keys';
import { ALL_QUESTIONS, useQuestionPage } from '@/lib/question-page-query';
import type { QuestionSort } from '@/lib/question-sort';

/**
 * A page of every question (no category or tag filter) in the chosen order, live; the default
 * first page shares its key with the server render.
 */
export function useAllQuestions(sort: QuestionSort = 'newest', afterId = '') {
  return useQuestionPage(ALL_QUESTIONS, dataKeys.allQuestions(), sort, afterId);
}
