import { imageObjectPath, type ImageFolder } from '@queryhub/model';
import { loadStorage, storageDownloadOrigin } from '@/lib/firebase';
import { validateImageFile } from '../validate-image';

export type { ImageFolder };

/** Matches the Storage rules' id pattern ^[A-Za-z0-9_-]{1,128}$ (never looks like a variant). */
export function newImageId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export const imagePath = imageObjectPath;

/**
 * The tokenless URL of an uploaded object. It does not download (no token), but it names the
 * object, which is all the image function needs to match the document to its upload.
 */
export function uploadedObjectUrl(bucket: string, fullPath: string, origin: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(fullPath)}?alt=media`;
}

function isObjectNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'storage/object-not-found';
}

/**
 * Resumable upload of a validated image to `path`; reports 0–100 and resolves with the
 * download URL. Throws the Storage error (its `code` is shown by the caller).
 */
export async function uploadImage(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const check = validateImageFile(file);
  if (!check.ok) throw new Error(check.message);
  const { storage, sdk } = await loadStorage();
  const fileRef = sdk.ref(storage, path);
  const task = sdk.uploadBytesResumable(fileRef, file, { contentType: check.contentType });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snap) => onProgress(snap.totalBytes ? (snap.bytesTransferred / snap.totalBytes) * 100 : 0),
      reject,
      () => resolve(),
    );
  });
  try {
    return await sdk.getDownloadURL(task.snapshot.ref);
  } catch (error) {
    // The image function may already have made the variants and deleted the original (the
    // SDK does not expose the upload's own download token, so this race cannot be avoided).
    // The document then records the object by name and the function attaches the variants.
    if (!isObjectNotFound(error)) throw error;
    const { bucket, fullPath } = task.snapshot.metadata;
    return uploadedObjectUrl(bucket, fullPath, storageDownloadOrigin());
  }
}
