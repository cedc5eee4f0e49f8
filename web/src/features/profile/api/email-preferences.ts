import { COLLECTIONS, effectivePreferences } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import type { Subscribe } from '@/lib/subscription';

export interface EmailPreferences {
  Activity: boolean;
  Digest: boolean;
}

/** EmailPreferences/{uid}, live; the defaults while the member has never saved any. */
export function subscribeToEmailPreferences(uid: string): Subscribe<EmailPreferences> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.emailPreferences, uid),
      (snapshot) => onData(effectivePreferences(snapshot.data())),
      onError,
    );
  };
}

/** Saves the whole document, as the rules require (exactly Activity, Digest and UpdatedAt). */
export async function saveEmailPreferences(uid: string, value: EmailPreferences): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(sdk.doc(db, COLLECTIONS.emailPreferences, uid), {
    Activity: value.Activity,
    Digest: value.Digest,
    UpdatedAt: sdk.serverTimestamp(),
  });
}
