import type { Firestore } from 'firebase-admin/firestore';
import { PRESENCE, USERS } from '../shared/collections';

/** The Users fields a presence state sets (docs/data-model.md, `Presence/{uid}`). */
export function presenceUpdate(state: unknown, at: unknown): Record<string, unknown> | null {
  if (state === 'online') return { Status: 'Active Now', LoginTime: at, SetStatusDone: true };
  if (state === 'offline') return { Status: 'Offline Since', LogoutTime: at, SetStatusDone: false };
  return null;
}

/**
 * Mirrors the user's current Presence document onto Users/{uid}. It reads the document afresh
 * rather than trusting the event, so redelivered or out-of-order events always settle on the
 * latest state.
 */
export async function applyPresence(db: Firestore, uid: string): Promise<boolean> {
  const presenceRef = db.collection(PRESENCE).doc(uid);
  const userRef = db.collection(USERS).doc(uid);
  return db.runTransaction(async (transaction) => {
    const [presence, user] = await Promise.all([
      transaction.get(presenceRef),
      transaction.get(userRef),
    ]);
    const update = presenceUpdate(presence.get('state'), presence.get('at'));
    if (!update || !user.exists) return false;
    transaction.update(userRef, update);
    return true;
  });
}
