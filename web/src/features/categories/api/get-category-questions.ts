import { COLLECTIONS, PAGE_SIZES, toQuestionView, type QuestionView } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { usePagedList, type PagedSource } from '@/lib/paged-list';

/** The category's questions, newest first, PAGE_SIZES.categoryQuestions at a time. */
export function categoryQuestionsSource(catId: string): PagedSource<QuestionView> {
  return {
    pageSize: PAGE_SIZES.categoryQuestions,
    query: (sdk, db) =>
      sdk.query(
        sdk.collection(db, COLLECTIONS.questions),
        sdk.where('CatID', '==', catId),
        sdk.orderBy('date', 'desc'),
      ),
    toItem: toQuestionView,
    keep: (question) => !question.hidden,
  };
}

/** The category's questions, newest first: the first page live, then "Load more". */
export function useCategoryQuestions(catId: string) {
  return usePagedList(dataKeys.categoryQuestions(catId), categoryQuestionsSource(catId));
}
