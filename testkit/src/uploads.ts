import { ref, uploadBytes } from 'firebase/storage';
import type { ClientSession } from './clients.js';

/**
 * Uploads as the signed-in user, as the web app does once the document naming `path` is
 * written (the Storage rules admit nothing else). Pages show the variants the image trigger
 * records on that document.
 */
export async function uploadImage(
  session: Pick<ClientSession, 'storage'>,
  path: string,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<void> {
  await uploadBytes(ref(session.storage, path), new Uint8Array(bytes), { contentType });
}
