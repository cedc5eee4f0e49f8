import { docPath } from '@queryhub/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { resolveUid, setSuspended } from '../moderation/suspend-user';
import { adminCallable } from './admin-callable';

function suspensionRequest(data: unknown) {
  const { uid, email, suspended } = (data ?? {}) as Record<string, unknown>;
  if (typeof suspended !== 'boolean') {
    throw new HttpsError('invalid-argument', 'Say whether the user is suspended.');
  }
  return { uid, email, suspended };
}

/** Admins suspend or unsuspend a user: { uid | email, suspended }. Audited. */
export const setUserSuspendedCallable = adminCallable('setUserSuspended', {
  parse: suspensionRequest,
  run: async (input, db, request) => {
    const uid = await resolveUid(input);
    if (!uid) throw new HttpsError('not-found', 'No such user.');
    if (uid === request.auth?.uid) {
      throw new HttpsError('failed-precondition', 'An administrator cannot suspend themselves.');
    }
    await setSuspended(db, uid, input.suspended, request.auth?.uid ?? '');
    return { uid, suspended: input.suspended };
  },
  audit: (_input, { uid, suspended }) => ({
    action: suspended ? 'suspendUser' : 'unsuspendUser',
    target: docPath('users', uid),
  }),
});
