import { COLLECTIONS, newUserRecord } from '@queryhub/model';
import { firstPictureQuota, newProfilePicturePath, type UploadFn } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadAuth, loadFirestore } from '@/lib/firebase';

export interface Registration {
  username: string;
  email: string;
  password: string;
  picture: File | null;
}

/**
 * Creates the account, sets its displayName, writes the raw Users record naming the optional
 * picture `User's_Profile_Picture/{uid}/{id}` (with its ProfilePictureQuota, in one batch), then
 * uploads the picture (docs/data-model.md). If a later step fails the new account is removed
 * again, so the e-mail can be used for a new attempt.
 */
export async function registerAccount(input: Registration, upload: UploadFn): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const displayName = input.username.trim();
  const email = input.email.trim();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, input.password);
  try {
    const photoURL = input.picture ? newProfilePicturePath(user.uid) : '';
    // The Auth profile gets no photoURL: pages show the processed variants from Users.Photo.
    await sdk.updateProfile(user, { displayName });
    const { db, sdk: store } = await loadFirestore();
    const batch = store.writeBatch(db);
    batch.set(
      store.doc(db, COLLECTIONS.users, user.uid).withConverter(newDocuments.users),
      newUserRecord({ uid: user.uid, displayName, email, photoURL }, store.serverTimestamp()),
    );
    if (input.picture) {
      const quota = firstPictureQuota(store.serverTimestamp());
      batch.set(store.doc(db, COLLECTIONS.profilePictureQuota, user.uid), quota);
    }
    await batch.commit();
    if (input.picture) await upload(photoURL, input.picture);
  } catch (error) {
    await sdk.deleteUser(user).catch(() => undefined);
    throw error;
  }
}
