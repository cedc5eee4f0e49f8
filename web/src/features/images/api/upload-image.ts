import { imageObjectPath } from '@queryhub/model';
import { loadStorage } from '@/lib/firebase';
import { validateImageFile } from '../validate-image';

/** Matches the Storage rules' id pattern ^[A-Za-z0-9_-]{1,128}$ (never looks like a variant). */
export function newImageId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export const imagePath = imageObjectPath;

/**
 * Resumable upload of a validated image to `path`, reporting 0–100. The document naming `path`
 * must be written first: the Storage rules admit only an upload its document awaits. Nothing
 * comes back: pages show the variants the image function records on that document. Throws the
 * Storage error (its `code` is shown by the caller).
 */
export async function uploadImage(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const check = validateImageFile(file);
  if (!check.ok) throw new Error(check.message);
  const { storage, sdk } = await loadStorage();
  const task = sdk.uploadBytesResumable(sdk.ref(storage, path), file, {
    contentType: check.contentType,
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snap) => onProgress(snap.totalBytes ? (snap.bytesTransferred / snap.totalBytes) * 100 : 0),
      reject,
      () => resolve(),
    );
  });
}
