import { COLLECTIONS, newPresence, type PresenceState } from '@queryhub/model';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';

export type { PresenceState };

/** Presence/{uid}: the raw session event; a function maps it onto Users.Status/LoginTime. */
export async function writePresence(uid: string, state: PresenceState): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(
    sdk.doc(db, COLLECTIONS.presence, uid).withConverter(newDocuments.presence),
    newPresence(state, sdk.serverTimestamp()),
  );
}
