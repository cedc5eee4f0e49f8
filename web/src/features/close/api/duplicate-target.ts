import { loadFirestore } from '@/lib/firebase';
import { COLLECTIONS, toQuestionView, type QuestionView } from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

function subscribeToTarget(questionId: string): Subscribe<QuestionView | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.questions, questionId),
      (snapshot) => {
        const data = snapshot.data();
        onData(data ? toQuestionView(snapshot.id, data) : null);
      },
      onError,
    );
  };
}

/** The question a duplicate points at, for its link (live: its title may be edited). */
export function useDuplicateTarget(questionId: string) {
  return useSubscription(`${COLLECTIONS.questions}/${questionId}`, subscribeToTarget(questionId));
}
