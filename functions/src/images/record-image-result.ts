import type { Firestore } from 'firebase-admin/firestore';
import type { ImagePath } from './image-paths';
import {
  documentAwaitsUpload,
  imageResultUpdate,
  ownerCollection,
  ownerDocumentId,
  type ImageResult,
} from './image-result';
import { runTransactionWithRetry } from '../shared/retry-contended';

/**
 * Records an image result on the document that names the upload. The document was written
 * before the upload (storage.rules refuses any other order), so it exists; it is `superseded`
 * only when it meanwhile names another upload (a newer profile picture) or already has a result.
 */
export async function recordImageResult(
  db: Firestore,
  path: ImagePath,
  objectName: string,
  result: ImageResult,
): Promise<'recorded' | 'superseded'> {
  const docRef = db.collection(ownerCollection(path.kind)).doc(ownerDocumentId(path));
  return runTransactionWithRetry(db, async (transaction) => {
    const doc = await transaction.get(docRef);
    if (!documentAwaitsUpload(path, objectName, doc.data())) return 'superseded';
    transaction.update(docRef, imageResultUpdate(path.kind, result));
    return 'recorded';
  });
}
