import { randomUUID } from 'node:crypto';
import { IMAGE_MESSAGES } from '@queryhub/model';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../shared/firebase';
import { attachImageResult, type AttachOutcome } from './attach-image-result';
import { downloadUrl } from './download-url';
import {
  IMAGE_FOLDERS,
  isVariantObject,
  originalOfObject,
  parseImagePath,
  variantObjectName,
} from './image-paths';
import type { ImageResult, ImageVariants } from './image-result';
import { makeVariants, type VariantImage } from './make-variants';
import { contentRejection, sizeRejection } from './validate-image';

/** Variants never change once written (a new upload gets a new name), so caches may keep them. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface UploadedObject {
  name: string;
  size: number;
  customMetadata?: Record<string, string>;
}

export type UploadOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'processed' | 'rejected'; attached: AttachOutcome };

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 404;
}

async function writeVariants(
  bucket: Bucket,
  original: string,
  images: VariantImage[],
): Promise<ImageVariants> {
  const urls: Record<string, string> = {};
  for (const image of images) {
    const name = variantObjectName(original, image.variant);
    const token = randomUUID();
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
  };
}

/** Deletes a user's profile pictures (originals and variants) other than `keep`. */
export async function deleteOtherProfilePictures(bucket: Bucket, uid: string, keep: string) {
  const [files] = await bucket.getFiles({ prefix: `${IMAGE_FOLDERS.profile}/${uid}/` });
  await Promise.all(
    files
      .filter((file) => originalOfObject(file.name) !== keep)
      .map((file) => file.delete({ ignoreNotFound: true })),
  );
}

/**
 * The image pipeline for one finalized object: validate by size and magic bytes, make the
 * variants, delete the original, and record the result on the document that references it.
 * Safe to run twice for the same object: once the original is gone there is nothing to do.
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

  let result: ImageResult;
  const tooLarge = sizeRejection(object.size);
  if (tooLarge) {
    result = { status: 'rejected', reason: tooLarge };
  } else {
    let bytes: Buffer;
    try {
      [bytes] = await file.download();
    } catch (error) {
      if (isNotFound(error)) return { status: 'skipped', reason: 'already handled' };
      throw error;
    }
    const refused = contentRejection(bytes);
    if (refused) {
      result = { status: 'rejected', reason: refused };
    } else {
      let images: VariantImage[] | null = null;
      try {
        images = await makeVariants(bytes);
      } catch (error) {
        logger.warn('Upload is not a decodable image', { name: object.name, error: String(error) });
      }
      result = images
        ? { status: 'processed', variants: await writeVariants(bucket, object.name, images) }
        : { status: 'rejected', reason: IMAGE_MESSAGES.formatNotSupported };
    }
  }

  // The original may carry EXIF/GPS data; rejected or processed, it goes.
  await file.delete({ ignoreNotFound: true });
  const attached = await attachImageResult(db, path, object.name, result);
  if (result.status === 'processed' && attached === 'applied' && path.kind === 'profile') {
    await deleteOtherProfilePictures(bucket, path.uid, object.name);
  }
  return { status: result.status, attached };
}
