import { COLLECTIONS, PAGE_SIZES, toAnswerView, type AnswerView } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { dataKeys } from '@/lib/data-keys';
import { loadFirestore } from '@/lib/firebase';
import { usePagedList, type PagedSource } from '@/lib/paged-list';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/**
 * The question's answers, highest score first, then newest, PAGE_SIZES.questionAnswers at a
 * time. The page pins the accepted answer above these (sortAnswers).
 */
export function questionAnswersSource(questionId: string): PagedSource<AnswerView> {
  return {
    pageSize: PAGE_SIZES.questionAnswers,
    query: (sdk, db) => catalogueQuery(sdk, db, 'answers.ofQuestion.top', questionId),
    toItem: toAnswerView,
  };
}

/** The question's answers, best first: the first page live, then "Load more". */
export function useQuestionAnswers(questionId: string) {
  return usePagedList(dataKeys.questionAnswers(questionId), questionAnswersSource(questionId));
}

function subscribeToAcceptedAnswer(
  questionId: string,
  answerId: string,
): Subscribe<AnswerView | null> {
  return async (onData, onError) => {
    if (answerId === '') {
      onData(null);
      return () => {};
    }
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.answers, answerId),
      (snapshot) => {
        const data = snapshot.data();
        const view = data ? toAnswerView(snapshot.id, data) : null;
        onData(view?.questionId === questionId ? view : null);
      },
      onError,
    );
  };
}

/**
 * The accepted answer, live, read on its own: it is shown first even when its score puts it on
 * a page not loaded yet (the server render adds it to the first page the same way).
 */
export function useAcceptedAnswer(questionId: string, answerId: string): AnswerView | null {
  const state = useSubscription(
    `${COLLECTIONS.answers}/${answerId}?accepted-for=${questionId}`,
    subscribeToAcceptedAnswer(questionId, answerId),
  );
  return state.status === 'ready' ? state.data : null;
}
