import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, renameTooSoonMessage } from '@queryhub/model';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { readSnapshot } from '../shared/documents';
import { claimDecision, requestedDisplayName } from './claim-decision';
import { displayNameClaimId } from './display-name-key';

/** Sign-in providers whose sessions only read (as firestore.rules' isMember). */
const READ_ONLY_PROVIDERS: ReadonlySet<string> = new Set(['anonymous', 'custom']);

function refuse(problem: string): never {
  throw new HttpsError('invalid-argument', `This username cannot be used (${problem}).`, {
    problem,
  });
}

/**
 * Claims a display name for the calling account, atomically: in one transaction the name's
 * canonical key `UserNames/{id}` is taken (refused with `already-exists` when another account
 * holds it), the account's previous claim is released, `NameClaims/{uid}` records the name, and
 * an existing Users record is renamed. A new account then creates its Users record with exactly
 * this name (firestore.rules). Sign-up (every provider), renames and the seed all come here.
 * Renames are limited (renameAllowedAtMillis: RENAMES_IN_FIRST_WEEK in an account's first week,
 * then once per RENAME_GAP_DAYS; `resource-exhausted` with `retryAt` otherwise), and a released name is kept
 * as `{uid, ReleasedAt}` so it stays the account's for RELEASED_NAME_HOLD_DAYS.
 */
export async function claimDisplayName(
  db: Firestore,
  request: Pick<CallableRequest, 'auth' | 'data'>,
): Promise<{ displayName: string }> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in.');
  if (READ_ONLY_PROVIDERS.has(String(auth.token.firebase?.sign_in_provider))) {
    throw new HttpsError('permission-denied', 'Please sign in with an account.');
  }
  const requested = requestedDisplayName(
    (request.data as { displayName?: unknown } | null)?.displayName,
  );
  if ('problem' in requested) refuse(requested.problem);
  const { displayName } = requested;

  const uid = auth.uid;
  const id = displayNameClaimId(displayName);
  const nameRef = db.collection(COLLECTIONS.userNames).doc(id);
  const claimRef = db.collection(COLLECTIONS.nameClaims).doc(uid);
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  const deletedRef = db.collection(COLLECTIONS.deletedAccounts).doc(uid);
  const suspendedRef = db.collection(COLLECTIONS.suspended).doc(uid);
  const nowMs = Date.now();
  await runTransactionWithRetry(db, async (transaction) => {
    const [name, claim, user, deleted, suspended] = await Promise.all(
      [nameRef, claimRef, userRef, deletedRef, suspendedRef].map((ref) => transaction.get(ref)),
    );
    if (!name || !claim || !user || !deleted || !suspended) throw new Error('Missing snapshot');
    if (deleted.exists) throw new HttpsError('permission-denied', 'This account has been deleted.');
    if (suspended.exists) throw new HttpsError('permission-denied', 'This account is suspended.');
    const holder = readSnapshot('userNames', name);
    const previous = readSnapshot('nameClaims', claim);
    const decision = claimDecision({
      uid,
      id,
      displayName,
      holder: holder && { uid: holder.uid, releasedAtMillis: holder.ReleasedAt?.toMillis() },
      previous: previous && {
        key: previous.key,
        displayName: previous.displayName,
        atMillis: previous.at?.toMillis() ?? 0,
        renames: previous.Renames ?? 0,
      },
      createdAtMillis: readSnapshot('users', user)?.CreatedAt?.toMillis() ?? null,
      nowMillis: nowMs,
    });
    if (decision.kind === 'taken') {
      throw new HttpsError('already-exists', 'This username is taken.');
    }
    // Claiming the name one already holds, exactly as held, changes nothing (a retried sign-up).
    if (decision.kind === 'unchanged') return;
    if (decision.kind === 'too-soon') {
      const allowedAt = decision.allowedAtMillis;
      throw new HttpsError(
        'resource-exhausted',
        renameTooSoonMessage(new Date(allowedAt).toISOString().slice(0, 10)),
        { retryAt: allowedAt },
      );
    }
    if (decision.releaseKey !== null) {
      // The released name stays held for this account for a while (RELEASED_NAME_HOLD_DAYS):
      // nobody else takes it the moment it is let go, and the account may take it back.
      const previousRef = db.collection(COLLECTIONS.userNames).doc(decision.releaseKey);
      const held = readSnapshot('userNames', await transaction.get(previousRef));
      if (held?.uid === uid)
        transaction.set(previousRef, { uid, ReleasedAt: FieldValue.serverTimestamp() });
    }
    transaction.set(nameRef, { uid });
    transaction.set(claimRef, {
      displayName,
      key: id,
      at: FieldValue.serverTimestamp(),
      Renames: decision.renames,
    });
    if (user.exists) transaction.update(userRef, { displayName });
  });
  return { displayName };
}
