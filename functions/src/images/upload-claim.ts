import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, errorCode } from '@queryhub/model';
import { readSnapshot } from '../shared/documents';

/** gRPC ALREADY_EXISTS: `create()` of a document that exists. */
const ALREADY_EXISTS = 6;

/**
 * One upload per document, atomically: the first finalized upload of an object its document
 * awaits creates `UploadClaims/{id}` with its generation, and only that upload is processed;
 * a later one (a concurrent overwrite of the same object) finds the claim and is deleted
 * unprocessed. The id hashes the object name with its document's creation time, so a post
 * re-created under the same id (an honest re-post) awaits a new upload; it holds no name or uid.
 * Returns true for the claiming upload (and for a redelivery of its event).
 */
export async function claimUpload(
  db: Firestore,
  objectName: string,
  ownerCreated: Timestamp | undefined,
  generation: string | undefined,
): Promise<boolean> {
  const id = createHash('sha256')
    .update(`${objectName}#${ownerCreated?.toMillis() ?? 0}`)
    .digest('hex');
  const ref = db.collection(COLLECTIONS.uploadClaims).doc(id);
  const mine = generation ?? 'unknown';
  try {
    await ref.create({ generation: mine, at: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
    return readSnapshot('uploadClaims', await ref.get())?.generation === mine;
  }
}
