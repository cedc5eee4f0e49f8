// Following on a member's behalf: the asker follows their question, and each answerer the
// question they answer, as if they had pressed "Follow" (the same document a client writes).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { errorCode, followFields, followPath, type FollowTarget } from '@queryhub/model';

/** gRPC ALREADY_EXISTS, as the Admin SDK reports a create() of an existing document. */
const ALREADY_EXISTS = 6;

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
  const target: FollowTarget = { kind: 'question', questionId };
  try {
    await db
      .doc(followPath(uid, target))
      .create(followFields(target, FieldValue.serverTimestamp()));
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
