import { docPath } from '@queryhub/model';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { recordAudit } from '../moderation/audit';
import { resolveUid, setSuspended } from '../moderation/suspend-user';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

/** Admins suspend or unsuspend a user: { uid | email, suspended }. Audited. */
export const setUserSuspendedCallable = onCall({ timeoutSeconds: 60 }, async (request) => {
  requireAdmin(request);
  const data = (request.data ?? {}) as Record<string, unknown>;
  if (typeof data.suspended !== 'boolean') {
    throw new HttpsError('invalid-argument', 'Say whether the user is suspended.');
  }
  const uid = await resolveUid(data);
  if (!uid) throw new HttpsError('not-found', 'No such user.');
  if (uid === request.auth?.uid) {
    throw new HttpsError('failed-precondition', 'An administrator cannot suspend themselves.');
  }
  const db = firestore();
  await setSuspended(db, uid, data.suspended, request.auth?.uid ?? '');
  await recordAudit(db, {
    action: data.suspended ? 'suspendUser' : 'unsuspendUser',
    by: request.auth?.uid ?? '',
    target: docPath('users', uid),
  });
  return { uid, suspended: data.suspended };
});
