import { COLLECTIONS, IMAGE_FOLDERS, newUserRecord } from '@queryhub/model';
import { imagePath, newImageId, type UploadFn } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadAuth, loadFirestore } from '@/lib/firebase';

export interface Registration {
  username: string;
  email: string;
  password: string;
  picture: File | null;
}

/**
 * Creates the account, uploads the optional picture to `User's_Profile_Picture/{uid}/{id}`,
 * sets displayName/photoURL and writes the raw Users record (docs/data-model.md). If a later
 * step fails the new account is removed again, so the e-mail can be used for a new attempt.
 */
export async function registerAccount(input: Registration, upload: UploadFn): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const displayName = input.username.trim();
  const email = input.email.trim();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, input.password);
  try {
    const photoURL = input.picture
      ? await upload(imagePath(IMAGE_FOLDERS.profile, user.uid, newImageId()), input.picture)
      : '';
    // Without a picture photoURL is left unset: the Auth emulator refuses a null photoUrl.
    await sdk.updateProfile(user, photoURL ? { displayName, photoURL } : { displayName });
    const { db, sdk: store } = await loadFirestore();
    await store.setDoc(
      store.doc(db, COLLECTIONS.users, user.uid).withConverter(newDocuments.users),
      newUserRecord({ uid: user.uid, displayName, email, photoURL }, store.serverTimestamp()),
    );
  } catch (error) {
    await sdk.deleteUser(user).catch(() => undefined);
    throw error;
  }
}
