import { COLLECTIONS } from '@queryhub/model';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** The Users fields a presence state sets (docs/data-model.md, `Presence/{uid}`). */
export function presenceUpdate(state: unknown, at: unknown): Record<string, unknown> | null {
  if (state === 'online') return { Status: 'Active Now', LoginTime: at, SetStatusDone: true };
  if (state === 'offline') return { Status: 'Offline Since', LogoutTime: at, SetStatusDone: false };
  return null;
}

/** The Presence state an event carried. */
export interface PresenceEvent {
  state: unknown;
  at: unknown;
}

/**
 * The LoginTime an 'online' event records on its own: its `at`, when newer than the stored
 * LoginTime. A sign-in followed at once by a sign-out may find Presence already 'offline'.
 */
export function eventLoginTime(
  event: PresenceEvent | undefined,
  stored: unknown,
): Timestamp | null {
  if (event?.state !== 'online' || !(event.at instanceof Timestamp)) return null;
  if (stored instanceof Timestamp && stored.toMillis() >= event.at.toMillis()) return null;
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
  event?: PresenceEvent,
): Promise<boolean> {
  const presenceRef = db.collection(COLLECTIONS.presence).doc(uid);
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  return runTransactionWithRetry(db, async (transaction) => {
    const [presence, user] = await Promise.all([
      transaction.get(presenceRef),
      transaction.get(userRef),
    ]);
    if (!user.exists) return false;
    const LoginTime = eventLoginTime(event, user.get('LoginTime'));
    const update = {
      ...(LoginTime ? { LoginTime } : {}),
      // The latest state's own LoginTime, if any, is at least as new as the event's.
      ...presenceUpdate(presence.get('state'), presence.get('at')),
    };
    if (Object.keys(update).length === 0) return false;
    transaction.update(userRef, update);
    return true;
  });
}
