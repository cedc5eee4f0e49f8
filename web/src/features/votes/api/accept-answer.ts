import { ACCEPT_STAMP, COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

/**
 * The asker's choice of accepted answer; `''` clears it. The rules allow only the asker, counted
 * in the account's hourly `Accepts` window in the same batch (a full window fails with
 * TooManyError, saying when to try again).
 */
export async function setAcceptedAnswer(
  uid: string,
  questionId: string,
  answerId: string,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await commitWithStamp(uid, ACCEPT_STAMP, questionId, (batch) =>
    batch.update(sdk.doc(db, COLLECTIONS.questions, questionId), { AcceptedAnswerID: answerId }),
  );
}
