import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/** Admin callables: signed in, with the custom claim `admin: true`. */
export function requireAdmin(request: Pick<CallableRequest, 'auth'>): void {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in as an administrator.');
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', 'This needs the admin claim.');
  }
}

/**
 * The callables moderators share with administrators (the flag and close queues): signed in,
 * with the custom claim `admin: true` or `moderator: true`.
 */
export function requireModerator(request: Pick<CallableRequest, 'auth'>): void {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in as a moderator.');
  const { admin, moderator } = request.auth.token;
  if (admin !== true && moderator !== true) {
    throw new HttpsError('permission-denied', 'This needs the moderator or admin claim.');
  }
}
