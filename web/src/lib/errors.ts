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

/** What a form shows when something failed (<FormError>'s props). */
export interface FormFailure {
  /**
   * The SDK error code, e.g. 'storage/unauthorized', shown under the message. An `auth/…` code
   * is never shown: its sentence is (model/src/auth-errors.ts).
   */
  code?: string | null;
  message?: string;
  /** A sentence under the message that says why and what to do (instead of a code). */
  detail?: string | null;
}

/**
 * What a form shows for a failure: the message itself when it was written for the user (a rate
 * limit says when to try again), otherwise 'Something went wrong' with the SDK code.
 */
export function formFailure(error: unknown): FormFailure {
  const code = failureCode(error);
  if (TOLD_IN_WORDS.has(code) && error instanceof Error && error.message !== '') {
    return { code: null, message: error.message };
  }
  return { code };
}
