import { COLLECTIONS, EDIT_STAMP, questionTags } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

/** The question's current tags (one read). */
export async function fetchQuestionTags(questionId: string): Promise<string[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, COLLECTIONS.questions, questionId));
  return questionTags(snapshot.data());
}

/**
 * Writes a question's new tags with the editor's `Edits` rate stamp, as any edit: the author's
 * own question, or another's with the editOthersTags privilege (firestore.rules).
 */
export async function saveQuestionTags(
  uid: string,
  questionId: string,
  tags: readonly string[],
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, COLLECTIONS.questions, questionId);
  await commitWithStamp(uid, EDIT_STAMP, questionId, (batch) =>
    batch.update(ref, { Tags: [...tags] }),
  );
}
