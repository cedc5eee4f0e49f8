import { errorCode } from '@queryhub/model';

/** The SDK error code a failure message shows (e.g. 'auth/wrong-password'), else 'unknown'. */
export function failureCode(error: unknown): string {
  const code = errorCode(error);
  return typeof code === 'string' && code !== '' ? code : 'unknown';
}

export const REQUIRES_RECENT_LOGIN = 'auth/requires-recent-login';

/** Codes whose error message is written for people (a rate limit, a username taken). */
const TOLD_IN_WORDS = new Set([
  'rate-limited',
  'functions/resource-exhausted',
  'username-taken',
  'username-refused',
  'rename-too-soon',
]);

/**
 * What a form shows for a failure: the message itself when it was written for the user (a rate
 * limit says when to try again), otherwise 'Something went wrong' with the SDK code.
 */
export function formFailure(error: unknown): { code: string | null; message?: string } {
  const code = failureCode(error);
  if (TOLD_IN_WORDS.has(code) && error instanceof Error && error.message !== '') {
    return { code: null, message: error.message };
  }
  return { code };
}
