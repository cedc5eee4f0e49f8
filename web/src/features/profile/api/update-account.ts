import { COLLECTIONS } from '@queryhub/model';
import { nameNewProfilePicture, type UploadFn } from '@/features/images';
import { loadAuth, loadFirestore } from '@/lib/firebase';
import { throwIfUsernameTaken, usernameClaim, writeClaimingName } from '@/lib/usernames';

async function currentUser() {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return { user, sdk };
}

/**
 * Renames the account: one batch updates Users.displayName, claims the new name and releases
 * the old claim (the rules require all three together); then the Auth profile follows. A name
 * another account holds, in any case, fails with UsernameTakenError.
 */
export async function updateUsername(username: string): Promise<string> {
  const displayName = username.trim();
  const { user, sdk } = await currentUser();
  await throwIfUsernameTaken(displayName, user.uid);
  const { db, sdk: store } = await loadFirestore();
  const profile = store.doc(db, COLLECTIONS.users, user.uid);
  const oldName = (await store.getDoc(profile)).data()?.displayName as unknown;
  const newClaim = await usernameClaim(displayName);
  const oldClaim = typeof oldName === 'string' ? await usernameClaim(oldName) : null;
  const batch = store.writeBatch(db);
  batch.update(profile, { displayName });
  if (newClaim.path !== oldClaim?.path) {
    batch.set(newClaim, { uid: user.uid });
    if (oldClaim && (await store.getDoc(oldClaim)).data()?.uid === user.uid) {
      batch.delete(oldClaim);
    }
  }
  await writeClaimingName(displayName, user.uid, () => batch.commit());
  await sdk.updateProfile(user, { displayName });
  return displayName;
}

/**
 * Sends a verification link to the new address; the account's address changes only when that
 * link is opened (/Auth/Action, mode verifyAndChangeEmail), and Users.EMail follows on the next
 * sign-in. `updateEmail` is refused where e-mail enumeration protection is on (the default).
 */
export async function requestEmailChange(email: string): Promise<string> {
  const address = email.trim();
  const { user, sdk } = await currentUser();
  await sdk.verifyBeforeUpdateEmail(user, address, {
    url: `${globalThis.location.origin}/Profile`,
  });
  return address;
}

/** Changes the password in Firebase Auth only: it is never written anywhere else. */
export async function updatePasswordOnly(password: string): Promise<void> {
  const { user, sdk } = await currentUser();
  await sdk.updatePassword(user, password);
}

/**
 * Names the new picture in Users/{uid}.photoURL (counted against the hourly quota), then
 * uploads it; the profile shows it once the image function has made its variants.
 */
export async function updateProfilePicture(picture: File, upload: UploadFn): Promise<string> {
  const { user } = await currentUser();
  const photoURL = await nameNewProfilePicture(user.uid);
  await upload(photoURL, picture);
  return photoURL;
}

/** Deletes the Auth account; the backend removes the user's data (see docs/data-model.md). */
export async function deleteAccount(): Promise<void> {
  const { user, sdk } = await currentUser();
  await sdk.deleteUser(user);
}
