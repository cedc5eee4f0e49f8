import { loadFirestore } from '@/lib/firebase';
import { toQuestionView, type QuestionView, COLLECTIONS } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

function subscribeToQuestion(questionId: string): Subscribe<QuestionView | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { doc, onSnapshot } = sdk;
    return onSnapshot(
      doc(db, COLLECTIONS.questions, questionId),
      (snapshot) => {
        const data = snapshot.data();
        onData(data ? toQuestionView(snapshot.id, data) : null);
      },
      onError,
    );
  };
}

/** One question, live (so its screenshot variants appear once the backend has made them); `null` when it does not exist. */
export function useQuestion(questionId: string) {
  return useSubscription(dataKeys.question(questionId), subscribeToQuestion(questionId));
}
