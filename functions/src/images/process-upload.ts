import { createHash, randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { errorCode, IMAGE_FOLDERS, variantObjectName } from '@queryhub/model';
import type { Bucket } from '../shared/firebase';
import { downloadUrl } from './download-url';
import { isVariantObject, originalOfObject, parseImagePath } from './image-paths';
import {
  documentAwaitsUpload,
  ownerCollection,
  ownerDocumentId,
  type ImageResult,
  type ProcessedVariants,
} from './image-result';
import { recordImageResult, type RecordOutcome } from './record-image-result';
import { claimUpload } from './upload-claim';
import { makeVariants, type VariantImage } from './make-variants';
import { contentRejection, sizeRejection } from './validate-image';

/** Variants never change once written (a new upload gets a new name), so caches may keep them. */
const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface UploadedObject {
  name: string;
  size: number;
  /** The object's generation: the same upload delivered twice gets the same variant tokens. */
  generation?: string;
  customMetadata?: Record<string, string>;
}

export type UploadOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'processed' | 'rejected'; recorded: RecordOutcome };

function isNotFound(error: unknown): boolean {
  return errorCode(error) === 404;
}

/**
 * A variant's download token. For a known generation it is derived from it, so a redelivered
 * event that rewrites the variants keeps the URLs an earlier delivery already recorded.
 */
export function variantToken(variantName: string, generation?: string): string {
  if (!generation) return randomUUID();
  const hex = createHash('sha256').update(`${variantName}#${generation}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function writeVariants(
  bucket: Bucket,
  original: string,
  images: VariantImage[],
  generation?: string,
): Promise<ProcessedVariants> {
  const urls: Record<string, string> = {};
  for (const image of images) {
    const name = variantObjectName(original, image.variant);
    const token = variantToken(name, generation);
    await bucket.file(name).save(image.data, {
      resumable: false,
      contentType: 'image/webp',
      metadata: {
        cacheControl: VARIANT_CACHE_CONTROL,
        metadata: { firebaseStorageDownloadTokens: token, variantOf: original },
      },
    });
    urls[image.variant] = downloadUrl(
      bucket.name,
      name,
      token,
      process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    );
  }
  const large = images.find((image) => image.variant === 'large');
  return {
    large: urls.large ?? '',
    thumb: urls.thumb ?? '',
    width: large?.width ?? 0,
    height: large?.height ?? 0,
    original,
  };
}

/** Deletes a user's profile pictures (originals and variants) other than `keep`. */
async function deleteOtherProfilePictures(bucket: Bucket, uid: string, keep: string) {
  const [files] = await bucket.getFiles({ prefix: `${IMAGE_FOLDERS.profile}/${uid}/` });
  await Promise.all(
    files
      .filter((file) => originalOfObject(file.name) !== keep)
      .map((file) => file.delete({ ignoreNotFound: true })),
  );
}

/** Deletes the variants of an original (when its result could not be recorded). */
async function deleteVariants(bucket: Bucket, original: string): Promise<void> {
  await Promise.all(
    (['large', 'thumb'] as const).map((variant) =>
      bucket.file(variantObjectName(original, variant)).delete({ ignoreNotFound: true }),
    ),
  );
}

/** Deletes this upload's generation only, never a newer object under the same name. */
async function deleteGeneration(bucket: Bucket, object: UploadedObject): Promise<void> {
  const generation = object.generation ? Number(object.generation) : undefined;
  await bucket
    .file(object.name, generation === undefined ? {} : { generation })
    .delete({ ignoreNotFound: true });
}

/** Validates by size, magic bytes and declared dimensions, then makes the variants. */
async function judgeUpload(
  bucket: Bucket,
  { name, size, generation }: UploadedObject,
): Promise<ImageResult | 'gone'> {
  const tooLarge = sizeRejection(size);
  if (tooLarge) return { status: 'rejected', reason: tooLarge };
  let bytes: Buffer;
  try {
    [bytes] = await bucket.file(name).download();
  } catch (error) {
    if (isNotFound(error)) return 'gone';
    throw error;
  }
  const refused = contentRejection(bytes);
  if (refused) return { status: 'rejected', reason: refused };
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await makeVariants(bytes);
  } catch (error) {
    logger.warn('Upload is not a decodable image', { name, error: String(error) });
    return { status: 'rejected', reason: 'File Format Not Supported' };
  }
  if ('rejected' in made) return { status: 'rejected', reason: made.rejected };
  return { status: 'processed', variants: await writeVariants(bucket, name, made, generation) };
}

/**
 * The image pipeline for one finalized object. The document naming the upload was written
 * before it (storage.rules admits nothing else), so it is read first: an object no document
 * awaits is deleted unprocessed, and so is every upload after the first finalized one of the
 * same object (claimUpload). Otherwise: validate, make the variants, record the result on
 * the document, then delete the original (recording first, so that the original's path can
 * never be uploaded again once the post shows its image). Safe to run twice for the same object:
 * once the original is gone there is nothing to do.
 */
export async function processUpload(
  db: Firestore,
  bucket: Bucket,
  object: UploadedObject,
): Promise<UploadOutcome> {
  if (isVariantObject(object.name, object.customMetadata)) {
    return { status: 'skipped', reason: 'variant' };
  }
  const path = parseImagePath(object.name);
  if (!path) return { status: 'skipped', reason: 'not an image upload path' };
  const file = bucket.file(object.name);
  const owner = await db.collection(ownerCollection(path.kind)).doc(ownerDocumentId(path)).get();
  if (!documentAwaitsUpload(path, object.name, owner.data())) {
    await file.delete({ ignoreNotFound: true });
    return { status: 'skipped', reason: 'no document awaits this upload' };
  }
  if (!(await claimUpload(db, object.name, owner.createTime, object.generation))) {
    // A second upload raced the first onto the same object: only the first is published.
    await deleteGeneration(bucket, object);
    return { status: 'skipped', reason: 'a later upload of an awaited object' };
  }

  const result = await judgeUpload(bucket, object);
  if (result === 'gone') return { status: 'skipped', reason: 'already handled' };
  const recorded = await recordImageResult(db, path, object.name, result);
  if (recorded === 'superseded' && result.status === 'processed') {
    await deleteVariants(bucket, object.name);
  }
  // The original may carry EXIF/GPS data; rejected or processed, it goes: the claimed generation
  // (which a bucket with object versioning would keep as a noncurrent version once overwritten)
  // and whatever concurrent upload replaced it meanwhile, at once, without waiting for that
  // upload's own trigger: the document has its result, so no object under this name is awaited.
  await Promise.all([deleteGeneration(bucket, object), file.delete({ ignoreNotFound: true })]);
  if (result.status === 'processed' && recorded === 'recorded' && path.kind === 'profile') {
    await deleteOtherProfilePictures(bucket, path.uid, object.name);
  }
  return { status: result.status, recorded };
}
