import type { QuestionView } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { subscribeToQuestionPage, useQuestionPage } from '@/lib/question-page-query';
import type { QuestionSort } from '@/lib/question-sort';
import type { Subscribe } from '@/lib/subscription';

/** One page of a category's questions (`CatID ==`), live: see subscribeToQuestionPage. */
export function subscribeToCategoryQuestions(
  catId: string,
  sort: QuestionSort = 'newest',
  afterId = '',
): Subscribe<QuestionView[]> {
  return subscribeToQuestionPage({ kind: 'category', categoryId: catId }, sort, afterId);
}

/** A page of the category's questions in the chosen order, live. */
export function useCategoryQuestions(catId: string, sort: QuestionSort = 'newest', afterId = '') {
  const scope = { kind: 'category', categoryId: catId } as const;
  return useQuestionPage(scope, dataKeys.categoryQuestions(catId), sort, afterId);
}
