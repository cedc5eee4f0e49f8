import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, errorCode } from '@queryhub/model';
import { adminAuth } from '../shared/firebase';

/** The uid of an account given by uid or e-mail; null when there is none. */
export async function resolveUid(target: {
  uid?: string | undefined;
  email?: string | undefined;
}): Promise<string | null> {
  if (target.uid) return target.uid;
  if (!target.email) return null;
  try {
    return (await adminAuth().getUserByEmail(target.email)).uid;
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Suspended/{uid} present means suspended: the rules refuse that user's writes. Setting it
 * again or removing it twice is harmless.
 */
export async function setSuspended(
  db: Firestore,
  uid: string,
  suspended: boolean,
  by: string,
): Promise<void> {
  const ref = db.collection(COLLECTIONS.suspended).doc(uid);
  if (suspended) await ref.set({ uid, By: by, At: FieldValue.serverTimestamp() });
  else await ref.delete();
}
