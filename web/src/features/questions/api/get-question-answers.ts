import { answerViews } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import { type AnswerView, COLLECTIONS } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export function subscribeToQuestionAnswers(questionId: string): Subscribe<AnswerView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, onSnapshot, orderBy, query, where } = sdk;
    const answers = query(
      collection(db, COLLECTIONS.answers),
      where('QuestionID', '==', questionId),
      // Best first; the page pins the accepted answer above these (sortAnswers).
      orderBy('Score', 'desc'),
      orderBy('date', 'desc'),
    );
    return onSnapshot(
      answers,
      (snapshot) => onData(snapshot.docs.map((d) => answerViews.fromFirestore(d))),
      onError,
    );
  };
}

/** The question's answers, highest score first, then newest, live. */
export function useQuestionAnswers(questionId: string) {
  return useSubscription(
    dataKeys.questionAnswers(questionId),
    subscribeToQuestionAnswers(questionId),
  );
}
