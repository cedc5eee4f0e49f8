import { COLLECTIONS } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { objectNameFromDownloadUrl } from './download-url';
import type { ImageKind, ImagePath } from './image-paths';

/** The processed variants a document points at (`Photo` / `ScreenShot`). */
export interface ImageVariants {
  large: string;
  thumb: string;
  width: number;
  height: number;
}

export type ImageResult =
  { status: 'processed'; variants: ImageVariants } | { status: 'rejected'; reason: string };

/** The collection of the document that references an upload of this kind. */
export function ownerCollection(kind: ImageKind): string {
  return kind === 'profile'
    ? COLLECTIONS.users
    : kind === 'question'
      ? COLLECTIONS.questions
      : COLLECTIONS.answers;
}

/** The document id that references an upload: the uid for a picture, else the post id. */
export function ownerDocumentId(path: ImagePath): string {
  return path.kind === 'profile' ? path.uid : path.id;
}

/** The client-written field holding the original upload's download URL. */
export function uploadUrlField(
  kind: ImageKind,
): 'photoURL' | 'QuestionScreenShot' | 'AnswerScreenShot' {
  return kind === 'profile'
    ? 'photoURL'
    : kind === 'question'
      ? 'QuestionScreenShot'
      : 'AnswerScreenShot';
}

/** The object name a document's upload field points at, or null when it has none. */
export function referencedObjectName(
  kind: ImageKind,
  data: Record<string, unknown>,
): string | null {
  const url = data[uploadUrlField(kind)];
  return typeof url === 'string' && url !== '' ? objectNameFromDownloadUrl(url) : null;
}

/** Whether this document is the one that references the upload, and belongs to its uploader. */
export function documentReferencesUpload(
  path: ImagePath,
  objectName: string,
  data: Record<string, unknown>,
): boolean {
  return data.uid === path.uid && referencedObjectName(path.kind, data) === objectName;
}

/** The document update that records an image result. */
export function imageResultUpdate(kind: ImageKind, result: ImageResult): Record<string, unknown> {
  const [variantsField, rejectedField] =
    kind === 'profile' ? ['Photo', 'PhotoRejected'] : ['ScreenShot', 'ScreenShotRejected'];
  if (result.status === 'processed') {
    return { [variantsField]: result.variants, [rejectedField]: FieldValue.delete() };
  }
  return {
    [uploadUrlField(kind)]: '',
    [rejectedField]: result.reason,
    [variantsField]: FieldValue.delete(),
  };
}

/** PendingImages document id for an object name (Firestore ids cannot hold `/`). */
export function pendingImageId(objectName: string): string {
  return encodeURIComponent(objectName);
}
