import { docPath } from '@queryhub/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod/v4';
import { resolveUid, setSuspended } from '../moderation/suspend-user';
import { parseCallableInput } from '../shared/input-schema';
import { adminCallable } from './admin-callable';

export const SuspensionRequest = z.object({
  uid: z.string().max(128).optional().catch(undefined),
  email: z.string().max(320).optional().catch(undefined),
  suspended: z.boolean({ error: 'Say whether the user is suspended.' }),
});

/** Admins suspend or unsuspend a user: { uid | email, suspended }. Audited. */
export const setUserSuspendedCallable = adminCallable('setUserSuspended', {
  parse: (data) => parseCallableInput(SuspensionRequest, data),
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
