import { COLLECTIONS } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../shared/firebase';
import { readPendingImage } from './attach-image-result';
import { deleteOtherProfilePictures } from './process-upload';
import { runTransactionWithRetry } from '../shared/retry-contended';

/**
 * Applies a pending result for the picture Users/{uid}.photoURL now points at, then deletes
 * the user's older pictures. Does nothing when no result is pending (the image trigger will
 * find the document itself).
 */
export async function applyPendingProfilePicture(
  db: Firestore,
  bucket: Bucket,
  uid: string,
): Promise<boolean> {
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  const applied = await runTransactionWithRetry(db, async (transaction) => {
    const user = await transaction.get(userRef);
    const pending = await readPendingImage(transaction, db, 'profile', user);
    if (!pending) return null;
    transaction.update(userRef, pending.update);
    transaction.delete(pending.ref);
    return { objectName: pending.objectName, processed: pending.result.status === 'processed' };
  });
  if (applied?.processed) await deleteOtherProfilePictures(bucket, uid, applied.objectName);
  return applied !== null;
}
