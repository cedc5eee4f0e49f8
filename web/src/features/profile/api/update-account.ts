import { COLLECTIONS, IMAGE_FOLDERS } from '@queryhub/model';
import { imagePath, newImageId, type UploadFn } from '@/features/images';
import { loadAuth, loadFirestore } from '@/lib/firebase';

async function currentUser() {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return { user, sdk };
}

/** Users/{uid}: the client may change only displayName, EMail and photoURL. */
async function updateUserRecord(
  uid: string,
  fields: Partial<Record<'displayName' | 'EMail' | 'photoURL', string>>,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTIONS.users, uid), fields);
}

export async function updateUsername(username: string): Promise<string> {
  const displayName = username.trim();
  const { user, sdk } = await currentUser();
  await sdk.updateProfile(user, { displayName });
  await updateUserRecord(user.uid, { displayName });
  return displayName;
}

export async function updateEmailAddress(email: string): Promise<string> {
  const address = email.trim();
  const { user, sdk } = await currentUser();
  await sdk.updateEmail(user, address);
  // The rules compare nothing with the token, but a fresh token keeps `email` claims current.
  await user.getIdToken(true);
  await updateUserRecord(user.uid, { EMail: address });
  return address;
}

/** Changes the password in Firebase Auth only: it is never written anywhere else. */
export async function updatePasswordOnly(password: string): Promise<void> {
  const { user, sdk } = await currentUser();
  await sdk.updatePassword(user, password);
}

export async function updateProfilePicture(picture: File, upload: UploadFn): Promise<string> {
  const { user, sdk } = await currentUser();
  const photoURL = await upload(imagePath(IMAGE_FOLDERS.profile, user.uid, newImageId()), picture);
  await sdk.updateProfile(user, { photoURL });
  await updateUserRecord(user.uid, { photoURL });
  return photoURL;
}

/** Deletes the Auth account; the backend removes the user's data (see docs/data-model.md). */
export async function deleteAccount(): Promise<void> {
  const { user, sdk } = await currentUser();
  await sdk.deleteUser(user);
}
