import { COLLECTIONS } from '@queryhub/model';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ImageKind, ImagePath } from './image-paths';
import {
  documentReferencesUpload,
  imageResultUpdate,
  ownerCollection,
  ownerDocumentId,
  pendingImageId,
  referencedObjectName,
  type ImageResult,
} from './image-result';
import { runTransactionWithRetry } from '../shared/retry-contended';

export type AttachOutcome = 'applied' | 'pending';

export interface PendingImage {
  objectName: string;
  result: ImageResult;
  /** The document update that records the result. */
  update: Record<string, unknown>;
  /** The PendingImages document, to delete once applied. */
  ref: DocumentReference;
}

/**
 * Records an image result on the document that references the upload, or, when no document
 * references it yet, keeps it under PendingImages for the document's own trigger to apply.
 * One transaction, so a document created meanwhile cannot miss it.
 */
export async function attachImageResult(
  db: Firestore,
  path: ImagePath,
  objectName: string,
  result: ImageResult,
): Promise<AttachOutcome> {
  const docRef = db.collection(ownerCollection(path.kind)).doc(ownerDocumentId(path));
  const pendingRef = db.collection(COLLECTIONS.pendingImages).doc(pendingImageId(objectName));
  return runTransactionWithRetry(db, async (transaction) => {
    const doc = await transaction.get(docRef);
    if (doc.exists && documentReferencesUpload(path, objectName, doc.data() ?? {})) {
      transaction.update(docRef, imageResultUpdate(path.kind, result));
      transaction.delete(pendingRef);
      return 'applied';
    }
    transaction.set(pendingRef, {
      objectName,
      kind: path.kind,
      uid: path.uid,
      id: path.id,
      result,
      createdAt: FieldValue.serverTimestamp(),
    });
    return 'pending';
  });
}

/**
 * Reads, inside a transaction, the pending image result for the upload a document references,
 * or null when none is pending. Call it before the transaction's first write.
 */
export async function readPendingImage(
  transaction: Transaction,
  db: Firestore,
  kind: ImageKind,
  doc: DocumentSnapshot,
): Promise<PendingImage | null> {
  const data = doc.data();
  if (!data) return null;
  const objectName = referencedObjectName(kind, data);
  if (!objectName) return null;
  const ref = db.collection(COLLECTIONS.pendingImages).doc(pendingImageId(objectName));
  const pending = await transaction.get(ref);
  const stored = pending.data();
  if (!stored || stored.uid !== data.uid || stored.kind !== kind) return null;
  const result = stored.result as ImageResult;
  return { objectName, result, update: imageResultUpdate(kind, result), ref };
}
