import { COLLECTIONS, PAGE_SIZES, toAnswerView, type AnswerView } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { usePagedList, type PagedSource } from '@/lib/paged-list';

/** The question's answers, newest first, PAGE_SIZES.questionAnswers at a time. */
export function questionAnswersSource(questionId: string): PagedSource<AnswerView> {
  return {
    pageSize: PAGE_SIZES.questionAnswers,
    query: (sdk, db) =>
      sdk.query(
        sdk.collection(db, COLLECTIONS.answers),
        sdk.where('QuestionID', '==', questionId),
        sdk.orderBy('date', 'desc'),
      ),
    toItem: toAnswerView,
  };
}

/** The question's answers, newest first: the first page live, then "Load more". */
export function useQuestionAnswers(questionId: string) {
  return usePagedList(dataKeys.questionAnswers(questionId), questionAnswersSource(questionId));
}
