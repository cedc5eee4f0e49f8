// Which images a post may show inline: download URLs of objects in our own Storage bucket.

const PRODUCTION_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * A predicate for `MarkdownEnv.isAllowedImage`: true for a download URL of `bucket` (on the
 * Storage emulator at `emulatorHost` when given, else on Firebase Storage), without credentials.
 */
export function bucketImagePolicy(bucket: string, emulatorHost?: string): (src: string) => boolean {
  const origin = emulatorHost
    ? `http://${emulatorHost.replace(/^https?:\/\//, '')}`
    : PRODUCTION_ORIGIN;
  const pathPrefix = `/v0/b/${encodeURIComponent(bucket)}/o/`;
  return (src) => {
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      return false;
    }
    return (
      url.origin === origin &&
      url.username === '' &&
      url.password === '' &&
      url.pathname.startsWith(pathPrefix) &&
      url.pathname.length > pathPrefix.length
    );
  };
}
