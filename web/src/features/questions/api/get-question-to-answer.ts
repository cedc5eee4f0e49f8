import { loadFirestore } from '@/lib/firebase';
import { toQuestionView, type QuestionView, COLLECTIONS } from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export function readQuestion(questionId: string): Subscribe<QuestionView | null> {
  return async (onData) => {
    const { db, sdk } = await loadFirestore();
    const { doc, getDoc } = sdk;
    const snapshot = await getDoc(doc(db, COLLECTIONS.questions, questionId));
    const data = snapshot.data();
    onData(data ? toQuestionView(snapshot.id, data) : null);
    return () => {};
  };
}

/** The question being answered, read once: its exact text is copied into the answer. */
export function useQuestionToAnswer(questionId: string) {
  return useSubscription(`${COLLECTIONS.questions}/${questionId}#once`, readQuestion(questionId));
}
