import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  RELEASED_NAME_HOLD_DAYS,
  TEXT_LIMITS,
  displayNameProblem,
  renameAllowedAtMillis,
  renameTooSoonMessage,
  type UserNameDoc,
} from '@queryhub/model';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { readSnapshot } from '../shared/documents';
import { displayNameClaimId, isReservedDisplayName } from './display-name-key';

/** Sign-in providers whose sessions only read (as firestore.rules' isMember). */
const READ_ONLY_PROVIDERS: ReadonlySet<string> = new Set(['anonymous', 'custom']);

/** The form a display name is stored in: NFC, without surrounding white space. */
export function storedDisplayName(name: string): string {
  return name.normalize('NFC').trim();
}

/** Why `name` cannot be claimed, as the `problem` detail of an `invalid-argument` refusal. */
export function claimProblem(name: string): string | null {
  const { min, max } = TEXT_LIMITS.displayName;
  if (name.length < min || name.length > max) return 'length';
  const problem = displayNameProblem(name);
  if (problem) return problem;
  return isReservedDisplayName(name) ? 'reserved' : null;
}

/** Whether a name's claim still stands: held now, or released less than the hold ago. */
function isStillHeld(holder: UserNameDoc, nowMs: number): boolean {
  const released = holder.ReleasedAt?.toMillis();
  return released === undefined || nowMs < released + RELEASED_NAME_HOLD_DAYS * 86_400_000;
}

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
  const raw = (request.data as { displayName?: unknown } | null)?.displayName;
  if (typeof raw !== 'string') refuse('length');
  const displayName = storedDisplayName(raw);
  const problem = claimProblem(displayName);
  if (problem) refuse(problem);

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
    if (holder && holder.uid !== uid && isStillHeld(holder, nowMs)) {
      throw new HttpsError('already-exists', 'This username is taken.');
    }
    const previous = readSnapshot('nameClaims', claim);
    // Claiming the name one already holds, exactly as held, changes nothing (a retried sign-up).
    if (previous && previous.key === id && previous.displayName === displayName) return;
    const renames = previous ? (previous.Renames ?? 0) + 1 : 0;
    if (previous) {
      const allowedAt = renameAllowedAtMillis({
        createdAtMillis: readSnapshot('users', user)?.CreatedAt?.toMillis() ?? null,
        lastClaimMillis: previous.at?.toMillis() ?? 0,
        renames: previous.Renames ?? 0,
        nowMillis: nowMs,
      });
      if (nowMs < allowedAt) {
        throw new HttpsError(
          'resource-exhausted',
          renameTooSoonMessage(new Date(allowedAt).toISOString().slice(0, 10)),
          { retryAt: allowedAt },
        );
      }
    }
    if (previous && previous.key !== '' && previous.key !== id) {
      // The released name stays held for this account for a while (RELEASED_NAME_HOLD_DAYS):
      // nobody else takes it the moment it is let go, and the account may take it back.
      const previousRef = db.collection(COLLECTIONS.userNames).doc(previous.key);
      const held = readSnapshot('userNames', await transaction.get(previousRef));
      if (held?.uid === uid)
        transaction.set(previousRef, { uid, ReleasedAt: FieldValue.serverTimestamp() });
    }
    transaction.set(nameRef, { uid });
    transaction.set(claimRef, {
      displayName,
      key: id,
      at: FieldValue.serverTimestamp(),
      Renames: renames,
    });
    if (user.exists) transaction.update(userRef, { displayName });
  });
  return { displayName };
}
