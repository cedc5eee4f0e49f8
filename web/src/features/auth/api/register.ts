import { COLLECTIONS, newUserRecord } from '@queryhub/model';
import { firstPictureQuota, newProfilePicturePath, type UploadFn } from '@/features/images';
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
 * Creates the account, sets its displayName, writes the raw Users record with the username's
 * claim, naming the optional picture `User's_Profile_Picture/{uid}/{id}` (with its
 * ProfilePictureQuota), in one batch, then uploads the picture (docs/data-model.md). A username
 * another account holds, in any case, fails with UsernameTakenError before the account is made.
 * If a later step fails the new account is removed again, so the e-mail can be used for a new
 * attempt.
 */
export async function registerAccount(input: Registration, upload: UploadFn): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const displayName = input.username.trim();
  const email = input.email.trim();
  await throwIfUsernameTaken(displayName, null);
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
    batch.set(await usernameClaim(displayName), { uid: user.uid });
    await writeClaimingName(displayName, user.uid, () => batch.commit());
    if (input.picture) await upload(photoURL, input.picture);
  } catch (error) {
    await sdk.deleteUser(user).catch(() => undefined);
    throw error;
  }
}
