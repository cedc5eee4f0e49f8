// Firebase Storage download URLs, in production and against the Storage emulator.

const PRODUCTION_ORIGIN = 'https://firebasestorage.googleapis.com';

/** `emulatorHost` is FIREBASE_STORAGE_EMULATOR_HOST (host:port) when running on the emulators. */
export function downloadUrl(
  bucket: string,
  objectName: string,
  token: string,
  emulatorHost?: string,
): string {
  const origin = emulatorHost
    ? `http://${emulatorHost.replace(/^https?:\/\//, '')}`
    : PRODUCTION_ORIGIN;
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(objectName)}?alt=media&token=${encodeURIComponent(token)}`;
}

/** The object name inside a Firebase download URL, or null if the text is not one. */
export function objectNameFromDownloadUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(parsed.pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
