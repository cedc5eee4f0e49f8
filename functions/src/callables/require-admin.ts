import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/** Admin callables: signed in, with the custom claim `admin: true`. */
export function requireAdmin(request: Pick<CallableRequest, 'auth'>): void {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in as an administrator.');
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', 'This needs the admin claim.');
  }
}
