import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, errorCode } from '@queryhub/model';

/** gRPC ALREADY_EXISTS, as the Admin SDK reports a create() of an existing document. */
export const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return errorCode(error) === ALREADY_EXISTS;
}

/**
 * Makes `uid` follow the question unless it already does (a redelivered event, or a user
 * who followed by hand): the fields are those a client writes (docs/data-model.md).
 */
export async function followByDefault(
  db: Firestore,
  uid: string,
  questionId: string,
): Promise<boolean> {
  if (!uid || !questionId) return false;
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  try {
    await userRef.collection(COLLECTIONS.follows).doc(questionId).create({
      QuestionID: questionId,
      date: FieldValue.serverTimestamp(),
    });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
