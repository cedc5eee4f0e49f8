import {
  COLLECTIONS,
  IMAGE_OWNERS,
  readMap,
  readOptionalString,
  readString,
  type DocumentData,
  type ImageKind,
  type ImageVariants,
} from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { imageObjectName, parseImagePath, type ImagePath } from './image-paths';

/** The processed variants the trigger records, with the original they were made from. */
export type ProcessedVariants = Required<ImageVariants>;

export type ImageResult =
  { status: 'processed'; variants: ProcessedVariants } | { status: 'rejected'; reason: string };

/** The collection of the document that names an upload of this kind. */
export function ownerCollection(kind: ImageKind): string {
  return COLLECTIONS[IMAGE_OWNERS[kind].collection];
}

/** The document id that names an upload: the uid for a picture, else the post id. */
export function ownerDocumentId(path: ImagePath): string {
  return path[IMAGE_OWNERS[path.kind].documentId];
}

/** The client-written field holding the object name of the upload, written before it starts. */
export function uploadField(kind: ImageKind): ImageOwnerField<'upload'> {
  return IMAGE_OWNERS[kind].upload;
}

type ImageOwnerField<Role extends 'upload' | 'variants' | 'rejected'> =
  (typeof IMAGE_OWNERS)[ImageKind][Role];

/**
 * The object name a document's upload field names, or null when it names none. Legacy and
 * older documents hold a download URL there instead; they name no pending upload.
 */
export function referencedObjectName(kind: ImageKind, data: DocumentData): string | null {
  const value = readOptionalString(data, IMAGE_OWNERS[kind].upload);
  if (value === null) return null;
  const path = parseImagePath(value);
  return path?.kind === kind && imageObjectName(path) === value ? value : null;
}

/** The original whose variants the document shows, or null. */
export function recordedVariantsOf(kind: ImageKind, data: DocumentData | undefined): string | null {
  return data ? readOptionalString(readMap(data, IMAGE_OWNERS[kind].variants), 'original') : null;
}

/** Whether the document already holds a result for this upload (so it awaits no bytes). */
function hasResultFor(kind: ImageKind, objectName: string, data: DocumentData): boolean {
  const owner = IMAGE_OWNERS[kind];
  // A post admits one upload: any result ends it. A profile takes a new picture each time.
  if (kind !== 'profile')
    return data[owner.variants] !== undefined || data[owner.rejected] !== undefined;
  return recordedVariantsOf(kind, data) === objectName;
}

/**
 * Whether this document, of the uploader, names exactly this upload and has no result for it
 * yet: the condition storage.rules checks before it admits the bytes, checked again here.
 */
export function documentAwaitsUpload(
  path: ImagePath,
  objectName: string,
  data: DocumentData | undefined,
): boolean {
  return (
    data !== undefined &&
    readString(data, 'uid') === path.uid &&
    referencedObjectName(path.kind, data) === objectName &&
    !hasResultFor(path.kind, objectName, data)
  );
}

/** The document update that records an image result. */
export function imageResultUpdate(kind: ImageKind, result: ImageResult): Record<string, unknown> {
  const owner = IMAGE_OWNERS[kind];
  if (result.status === 'processed') {
    return { [owner.variants]: result.variants, [owner.rejected]: FieldValue.delete() };
  }
  return {
    [owner.upload]: '',
    [owner.rejected]: result.reason,
    [owner.variants]: FieldValue.delete(),
  };
}
