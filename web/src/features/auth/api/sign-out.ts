import { clearFirestoreCache, loadAuth } from '@/lib/firebase';
import { writePresence } from './presence';

/**
 * The spec's logout: record the user as offline, sign out, and clear what this device cached
 * (Firestore's local cache and session storage). Best effort for the cache: the sign-out itself
 * is what must succeed.
 */
export async function signOutAndClear(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const uid = auth.currentUser?.uid;
  if (uid) {
    await writePresence(uid, 'offline').catch((error: unknown) =>
      console.warn('Could not record sign-out presence', error),
    );
  }
  await sdk.signOut(auth);
  sessionStorage.clear();
  await clearFirestoreCache().catch((error: unknown) =>
    console.warn('Could not clear the local cache', error),
  );
}
