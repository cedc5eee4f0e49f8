import { clearFirestoreCache, loadAuth } from '@/lib/firebase';
import { writePresence } from './presence';

/**
 * Forgets what this device cached for the signed-in user: Firestore's local cache and session
 * storage. Run while still signed in and before navigating, so that the next page starts a fresh
 * Firestore instance instead of one that is being terminated. Best effort.
 */
export async function clearLocalData(): Promise<void> {
  sessionStorage.clear();
  await clearFirestoreCache().catch((error: unknown) =>
    console.warn('Could not clear the local cache', error),
  );
}

/** The spec's logout: the user is recorded as offline, local data is cleared, then sign-out. */
export async function signOutAndClear(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const uid = auth.currentUser?.uid;
  if (uid) {
    await writePresence(uid, 'offline').catch((error: unknown) =>
      console.warn('Could not record sign-out presence', error),
    );
  }
  await clearLocalData();
  await sdk.signOut(auth);
}
