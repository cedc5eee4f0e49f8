import { COLLECTIONS } from '@queryhub/model';
import { loadAuth, loadFirestore } from '@/lib/firebase';
import type { User } from '@/lib/firebase-sdk/auth';
import type { AuthUser, UserProfile } from '../types';

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    photoURL: user.photoURL,
    email: user.email,
    emailVerified: user.emailVerified,
    providers: user.providerData.map((info) => info.providerId),
  };
}

/** Calls back with the signed-in user (or null) on every sign-in state change. */
export async function watchAuthUser(onUser: (user: AuthUser | null) => void): Promise<() => void> {
  const { auth, sdk } = await loadAuth();
  return sdk.onAuthStateChanged(auth, (user) => onUser(user ? toAuthUser(user) : null));
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

/** Re-reads the current user from Auth after updateProfile(), a verification or a new link. */
export async function readCurrentUser(): Promise<AuthUser | null> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  return user ? toAuthUser(user) : null;
}

/**
 * Users/{uid}.EMail follows the account's address: an address changed through a
 * verifyAndChangeEmail or recoverEmail link (perhaps opened in another browser) is written on
 * the owner's next sign-in. The rules accept only the address of the caller's ID token.
 */
export async function followAccountEmail(uid: string, email: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTIONS.users, uid), { EMail: email });
}
