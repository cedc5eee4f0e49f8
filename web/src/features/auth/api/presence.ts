import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';

export type PresenceState = 'online' | 'offline';

/** Presence/{uid}: the raw session event; a function maps it onto Users.Status/LoginTime. */
export async function writePresence(uid: string, state: PresenceState): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(sdk.doc(db, COLLECTIONS.presence, uid), { state, at: sdk.serverTimestamp() });
}
