import { ref, uploadBytes, getDownloadURL } from 'firebase/storage';
import type { ClientSession } from './client.js';
import { emulators } from './client.js';

/**
 * Uploads as the signed-in user and returns the download URL. The URL is built from the upload's
 * own token, because the image trigger may already have replaced the original by the time a
 * separate getDownloadURL() call would run.
 */
export async function uploadImage(
  session: ClientSession,
  path: string,
  bytes: Buffer,
): Promise<string> {
  const fileRef = ref(session.storage, path);
  const result = await uploadBytes(fileRef, new Uint8Array(bytes), { contentType: 'image/png' });
  const token = result.metadata.downloadTokens?.[0];
  if (token === undefined) return getDownloadURL(fileRef);
  const { host, port } = emulators.storage;
  const object = encodeURIComponent(result.metadata.fullPath);
  return `http://${host}:${port}/v0/b/${result.metadata.bucket}/o/${object}?alt=media&token=${token}`;
}
