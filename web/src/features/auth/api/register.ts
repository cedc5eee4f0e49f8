import { COLLECTIONS, IMAGE_FOLDERS, newUserRecord } from '@queryhub/model';
import { imagePath, newImageId, type UploadFn } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadAuth, loadFirestore } from '@/lib/firebase';
import { throwIfUsernameTaken, usernameClaim, writeClaimingName } from '@/lib/usernames';

export interface Registration {
  username: string;
  email: string;
  password: string;
  picture: File | null;
}

/**
 * Creates the account, uploads the optional picture to `User's_Profile_Picture/{uid}/{id}`,
 * sets displayName/photoURL and writes the raw Users record with the username's claim, in one
 * batch (docs/data-model.md). A username another account holds, in any case, fails with
 * UsernameTakenError before the account is made. If a later step fails the new account is
 * removed again, so the e-mail can be used for a new attempt.
 */
export async function registerAccount(input: Registration, upload: UploadFn): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const displayName = input.username.trim();
  const email = input.email.trim();
  await throwIfUsernameTaken(displayName, null);
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, input.password);
  try {
    const photoURL = input.picture
      ? await upload(imagePath(IMAGE_FOLDERS.profile, user.uid, newImageId()), input.picture)
      : '';
    // Without a picture photoURL is left unset: the Auth emulator refuses a null photoUrl.
    await sdk.updateProfile(user, photoURL ? { displayName, photoURL } : { displayName });
    const { db, sdk: store } = await loadFirestore();
    const batch = store.writeBatch(db);
    batch.set(
      store.doc(db, COLLECTIONS.users, user.uid).withConverter(newDocuments.users),
      newUserRecord({ uid: user.uid, displayName, email, photoURL }, store.serverTimestamp()),
    );
    batch.set(await usernameClaim(displayName), { uid: user.uid });
    await writeClaimingName(displayName, user.uid, () => batch.commit());
  } catch (error) {
    await sdk.deleteUser(user).catch(() => undefined);
    throw error;
  }
}
