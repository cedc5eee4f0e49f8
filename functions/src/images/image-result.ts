import { COLLECTIONS } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { imageObjectName, parseImagePath, type ImageKind, type ImagePath } from './image-paths';

/** The processed variants a document points at (`Photo` / `ScreenShot`). */
export interface ImageVariants {
  large: string;
  thumb: string;
  width: number;
  height: number;
  /** The original object they were made from (it is deleted once they exist). */
  original: string;
}

export type ImageResult =
  { status: 'processed'; variants: ImageVariants } | { status: 'rejected'; reason: string };

/** The collection of the document that names an upload of this kind. */
export function ownerCollection(kind: ImageKind): string {
  return kind === 'profile'
    ? COLLECTIONS.users
    : kind === 'question'
      ? COLLECTIONS.questions
      : COLLECTIONS.answers;
}

/** The document id that names an upload: the uid for a picture, else the post id. */
export function ownerDocumentId(path: ImagePath): string {
  return path.kind === 'profile' ? path.uid : path.id;
}

/** The client-written field holding the object name of the upload, written before it starts. */
export function uploadField(
  kind: ImageKind,
): 'photoURL' | 'QuestionScreenShot' | 'AnswerScreenShot' {
  return kind === 'profile'
    ? 'photoURL'
    : kind === 'question'
      ? 'QuestionScreenShot'
      : 'AnswerScreenShot';
}

function variantsField(kind: ImageKind): 'Photo' | 'ScreenShot' {
  return kind === 'profile' ? 'Photo' : 'ScreenShot';
}

function rejectedField(kind: ImageKind): 'PhotoRejected' | 'ScreenShotRejected' {
  return kind === 'profile' ? 'PhotoRejected' : 'ScreenShotRejected';
}

/**
 * The object name a document's upload field names, or null when it names none. Legacy and
 * older documents hold a download URL there instead; they name no pending upload.
 */
export function referencedObjectName(
  kind: ImageKind,
  data: Record<string, unknown>,
): string | null {
  const value = data[uploadField(kind)];
  if (typeof value !== 'string') return null;
  const path = parseImagePath(value);
  return path?.kind === kind && imageObjectName(path) === value ? value : null;
}

/** The original whose variants the document shows, or null. */
export function recordedVariantsOf(
  kind: ImageKind,
  data: Record<string, unknown> | undefined,
): string | null {
  const variants = data?.[variantsField(kind)] as { original?: unknown } | undefined;
  return typeof variants?.original === 'string' ? variants.original : null;
}

/** Whether the document already holds a result for this upload (so it awaits no bytes). */
function hasResultFor(kind: ImageKind, objectName: string, data: Record<string, unknown>): boolean {
  if (kind !== 'profile') {
    return data[variantsField(kind)] !== undefined || data[rejectedField(kind)] !== undefined;
  }
  return recordedVariantsOf(kind, data) === objectName;
}

/**
 * Whether this document, of the uploader, names exactly this upload and has no result for it
 * yet: the condition storage.rules checks before it admits the bytes, checked again here.
 */
export function documentAwaitsUpload(
  path: ImagePath,
  objectName: string,
  data: Record<string, unknown> | undefined,
): boolean {
  return (
    data !== undefined &&
    data.uid === path.uid &&
    referencedObjectName(path.kind, data) === objectName &&
    !hasResultFor(path.kind, objectName, data)
  );
}

/** The document update that records an image result. */
export function imageResultUpdate(kind: ImageKind, result: ImageResult): Record<string, unknown> {
  if (result.status === 'processed') {
    return { [variantsField(kind)]: result.variants, [rejectedField(kind)]: FieldValue.delete() };
  }
  return {
    [uploadField(kind)]: '',
    [rejectedField(kind)]: result.reason,
    [variantsField(kind)]: FieldValue.delete(),
  };
}
