import { failureCode } from '@/lib/errors';
import type { UploadFn } from '../hooks/use-image-upload';

export interface UploadAfterPost {
  /** Give this to the post's creator: it uploads once the post names the path. */
  run: (path: string) => Promise<void>;
  /** The error code of a failed upload, read after the post is created; null when it worked. */
  failure: () => string | null;
}

/**
 * A screenshot upload that runs after its post is saved. Its failure does not fail the post
 * (which is published, without an image, and must not be submitted twice); the page reports it.
 */
export function uploadAfterPost(upload: UploadFn, file: File): UploadAfterPost {
  let failure: string | null = null;
  return {
    run: (path) =>
      upload(path, file).catch((error: unknown) => {
        failure = failureCode(error);
      }),
    failure: () => failure,
  };
}

/** The alert shown when a post was saved but its screenshot did not upload. */
export function screenshotFailedAlert(postKind: 'question' | 'answer', code: string) {
  return {
    title: 'Screenshot Not Uploaded',
    text: `Your ${postKind} was posted without its screenshot (${code}).`,
  };
}
