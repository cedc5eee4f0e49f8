/** The SDK error code (e.g. 'auth/wrong-password'), or 'unknown' for anything else. */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'unknown';
}

export const REQUIRES_RECENT_LOGIN = 'auth/requires-recent-login';

/** Codes whose error message is written for people (a rate limit, a username taken). */
const TOLD_IN_WORDS = new Set([
  'rate-limited',
  'functions/resource-exhausted',
  'username-taken',
  'username-refused',
]);

/**
 * What a form shows for a failure: the message itself when it was written for the user (a rate
 * limit says when to try again), otherwise 'Something went wrong' with the SDK code.
 */
export function formFailure(error: unknown): { code: string | null; message?: string } {
  const code = errorCode(error);
  if (TOLD_IN_WORDS.has(code) && error instanceof Error && error.message !== '') {
    return { code: null, message: error.message };
  }
  return { code };
}
