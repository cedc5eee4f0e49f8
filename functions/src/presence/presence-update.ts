import {
  COLLECTIONS,
  readMillis,
  readOptionalChoice,
  readTime,
  type DocumentData,
  type PresenceRaw,
  type PresenceState,
  type ReadTime,
  type StoredTime,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';

const PRESENCE_STATES = ['online', 'offline'] as const satisfies readonly PresenceState[];

/** The Presence state a document or an event carries. */
export type PresenceEvent = PresenceRaw<ReadTime>;

/** A Presence document's state, or null when it holds no known one. */
export function readPresenceEvent(data: DocumentData | undefined): PresenceEvent | null {
  const state = data ? readOptionalChoice(data, 'state', PRESENCE_STATES) : null;
  return data && state ? { state, at: readTime(data, 'at') } : null;
}

/** The Users fields a presence state sets (docs/data-model.md, `Presence/{uid}`). */
export function presenceUpdate(presence: PresenceEvent | null) {
  if (presence?.state === 'online') {
    return { Status: 'Active Now', LoginTime: presence.at, SetStatusDone: true } as const;
  }
  if (presence?.state === 'offline') {
    return { Status: 'Offline Since', LogoutTime: presence.at, SetStatusDone: false } as const;
  }
  return null;
}

/**
 * The LoginTime an 'online' event records on its own: its `at`, when newer than the stored
 * LoginTime. A sign-in followed at once by a sign-out may find Presence already 'offline'.
 */
export function eventLoginTime(
  event: PresenceEvent | null | undefined,
  stored: ReadTime | string | undefined,
): StoredTime | null {
  if (event?.state !== 'online' || !event.at) return null;
  // A legacy LoginTime text (no time to compare) is older than any event.
  const storedMillis = readMillis(stored);
  if (storedMillis !== null && storedMillis >= event.at.toMillis()) return null;
  return event.at;
}

/**
 * Mirrors the user's current Presence document onto Users/{uid}. It reads the document afresh
 * rather than trusting the event, so redelivered or out-of-order events always settle on the
 * latest state; only the LoginTime of an 'online' event is kept even when a later state won.
 */
export async function applyPresence(
  db: Firestore,
  uid: string,
  event?: PresenceEvent | null,
): Promise<boolean> {
  const presenceRef = db.collection(COLLECTIONS.presence).doc(uid);
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  return runTransactionWithRetry(db, async (transaction) => {
    const [presence, user] = await Promise.all([
      transaction.get(presenceRef),
      transaction.get(userRef),
    ]);
    const stored = readSnapshot('users', user);
    if (!stored) return false;
    const LoginTime = eventLoginTime(event, stored.LoginTime);
    const update = {
      ...(LoginTime ? { LoginTime } : {}),
      // The latest state's own LoginTime, if any, is at least as new as the event's.
      ...presenceUpdate(readPresenceEvent(presence.data())),
    };
    if (Object.keys(update).length === 0) return false;
    transaction.update(userRef, update);
    return true;
  });
}
