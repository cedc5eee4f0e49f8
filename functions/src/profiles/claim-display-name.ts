import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, TEXT_LIMITS, displayNameProblem } from '@queryhub/model';
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
  await runTransactionWithRetry(db, async (transaction) => {
    const [name, claim, user, deleted, suspended] = await Promise.all(
      [nameRef, claimRef, userRef, deletedRef, suspendedRef].map((ref) => transaction.get(ref)),
    );
    if (!name || !claim || !user || !deleted || !suspended) throw new Error('Missing snapshot');
    if (deleted.exists) throw new HttpsError('permission-denied', 'This account has been deleted.');
    if (suspended.exists) throw new HttpsError('permission-denied', 'This account is suspended.');
    const holder = readSnapshot('userNames', name);
    if (holder && holder.uid !== uid) {
      throw new HttpsError('already-exists', 'This username is taken.');
    }
    const previous = readSnapshot('nameClaims', claim);
    if (previous && previous.key !== '' && previous.key !== id) {
      const previousRef = db.collection(COLLECTIONS.userNames).doc(previous.key);
      const held = readSnapshot('userNames', await transaction.get(previousRef));
      if (held?.uid === uid) transaction.delete(previousRef);
    }
    transaction.set(nameRef, { uid });
    transaction.set(claimRef, { displayName, key: id, at: FieldValue.serverTimestamp() });
    if (user.exists) transaction.update(userRef, { displayName });
  });
  return { displayName };
}
