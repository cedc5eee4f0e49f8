import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';

/** The asker's choice of accepted answer; `''` clears it. The rules allow only the asker. */
export async function setAcceptedAnswer(questionId: string, answerId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTIONS.questions, questionId), {
    AcceptedAnswerID: answerId,
  });
}
