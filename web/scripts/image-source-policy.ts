import type { Plugin } from 'vite';

/** Where the Storage emulator serves the demo project's bucket (firebase.json, `npm start`). */
export const EMULATOR_BUCKET_SOURCE = 'http://127.0.0.1:9199/v0/b/demo-queryhub.appspot.com/';

const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * The one place images may load from: the project's own bucket as a CSP source with a path.
 * A production build names the configured bucket (VITE_FIREBASE_STORAGE_BUCKET, else the
 * project's default `<project>.appspot.com`); a build without production configuration talks
 * to the emulators, so it names the emulator's bucket.
 */
export function imageBucketSource(env: Record<string, string | undefined>): string {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId || !env.VITE_FIREBASE_API_KEY) return EMULATOR_BUCKET_SOURCE;
  const bucket = env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`;
  if (!BUCKET_NAME.test(bucket)) throw new Error(`Not a Cloud Storage bucket name: ${bucket}`);
  return `https://firebasestorage.googleapis.com/v0/b/${bucket}/`;
}

/** The policy the page adds to firebase.json's header: both apply, so only this bucket is left. */
export function imagePolicyMeta(source: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="img-src 'self' ${source}" />`;
}

/** Writes the image policy into index.html (the build's own, so `firebase deploy` is unchanged). */
export function imageSourcePolicy(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'queryhub:image-source-policy',
    transformIndexHtml(html) {
      const meta = imagePolicyMeta(imageBucketSource(env));
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${meta}`);
    },
  };
}
