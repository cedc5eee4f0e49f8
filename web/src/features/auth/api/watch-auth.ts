import { COLLECTIONS } from '@queryhub/model';
import { loadAuth, loadFirestore } from '@/lib/firebase';
import type { AuthUser, UserProfile } from '../types';

/** Calls back with the signed-in user (or null) on every sign-in state change. */
export async function watchAuthUser(onUser: (user: AuthUser | null) => void): Promise<() => void> {
  const { auth, sdk } = await loadAuth();
  return sdk.onAuthStateChanged(auth, (user) =>
    onUser(
      user
        ? {
            uid: user.uid,
            displayName: user.displayName,
            photoURL: user.photoURL,
            email: user.email,
          }
        : null,
    ),
  );
}

/** Live Users/{uid}; null while it does not exist (e.g. during registration). */
export async function watchUserProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { db, sdk } = await loadFirestore();
  return sdk.onSnapshot(
    sdk.doc(db, COLLECTIONS.users, uid),
    (snap) => onProfile(snap.exists() ? (snap.data() as UserProfile) : null),
    onError,
  );
}

/** Re-reads the current user from Auth after updateProfile()/updateEmail(). */
export async function readCurrentUser(): Promise<AuthUser | null> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  return user
    ? { uid: user.uid, displayName: user.displayName, photoURL: user.photoURL, email: user.email }
    : null;
}
