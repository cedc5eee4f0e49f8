import type { Firestore } from 'firebase-admin/firestore';
import type { ImagePath } from './image-paths';
import {
  documentAwaitsUpload,
  imageResultUpdate,
  ownerCollection,
  ownerDocumentId,
  recordedVariantsOf,
  type ImageResult,
} from './image-result';
import { runTransactionWithRetry } from '../shared/retry-contended';

export type RecordOutcome = 'recorded' | 'duplicate' | 'superseded';

/**
 * Records an image result on the document that names the upload. The document was written
 * before the upload (storage.rules refuses any other order), so it exists. `duplicate`: a
 * redelivered event already recorded variants of this very object; `superseded`: the document
 * meanwhile names another upload (a newer profile picture) or has another result.
 */
export async function recordImageResult(
  db: Firestore,
  path: ImagePath,
  objectName: string,
  result: ImageResult,
): Promise<RecordOutcome> {
  const docRef = db.collection(ownerCollection(path.kind)).doc(ownerDocumentId(path));
  return runTransactionWithRetry(db, async (transaction) => {
    const doc = await transaction.get(docRef);
    const data = doc.data();
    if (recordedVariantsOf(path.kind, data) === objectName) return 'duplicate';
    if (!documentAwaitsUpload(path, objectName, data)) return 'superseded';
    transaction.update(docRef, imageResultUpdate(path.kind, result));
    return 'recorded';
  });
}
