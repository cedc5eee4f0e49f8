import type { FullMetadata } from 'firebase/storage';
import { loadStorage, storageDownloadOrigin } from '@/lib/firebase';
import { validateImageFile } from '../validate-image';

export type ImageFolder =
  "User's_Profile_Picture" | "Question's_Screenshot" | "Answer's_Screenshot";

/** Matches the Storage rules' id pattern ^[A-Za-z0-9_-]{1,128}$ (never looks like a variant). */
export function newImageId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function imagePath(folder: ImageFolder, uid: string, id: string): string {
  return `${folder}/${uid}/${id}`;
}

/**
 * The download URL of a finished upload, built from the token its own response carries.
 * Asking Storage again (getDownloadURL) would race the image function, which deletes the
 * original as soon as its variants exist.
 */
export function downloadUrlFromUpload(metadata: FullMetadata, origin: string): string | null {
  const token = metadata.downloadTokens?.[0];
  if (!token) return null;
  const object = encodeURIComponent(metadata.fullPath);
  return `${origin}/v0/b/${metadata.bucket}/o/${object}?alt=media&token=${token}`;
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
  return (
    downloadUrlFromUpload(task.snapshot.metadata, storageDownloadOrigin()) ??
    sdk.getDownloadURL(task.snapshot.ref)
  );
}
