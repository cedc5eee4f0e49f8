import { nameNewProfilePicture, type UploadFn } from '@/features/images';
import { loadAuth } from '@/lib/firebase';
import { claimUsername } from '@/lib/usernames';

async function currentUser() {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return { user, sdk };
}

/**
 * Renames the account: claimDisplayName takes the new name, releases the old one and renames
 * Users/{uid} in one server transaction; then the Auth profile follows. A name another account
 * holds (in any case, or with lookalike letters) fails with UsernameTakenError.
 */
export async function updateUsername(username: string): Promise<string> {
  const { user, sdk } = await currentUser();
  const displayName = await claimUsername(username.trim());
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
