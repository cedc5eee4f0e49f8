import { COLLECTIONS, newUserRecord } from '@queryhub/model';
import { firstPictureQuota, newProfilePicturePath, type UploadFn } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadAuth, loadFirestore } from '@/lib/firebase';
import type { User } from '@/lib/firebase-sdk/auth';
import { throwIfUsernameTaken, usernameClaim, writeClaimingName } from '@/lib/usernames';

/**
 * Gives a new account its QueryHub profile: sets the Auth displayName, writes the raw Users
 * record with the username's claim, naming the optional picture `User's_Profile_Picture/{uid}/{id}`
 * (with its ProfilePictureQuota), in one batch, then uploads the picture (docs/data-model.md).
 * Used by /Register (a new e-mail/password account) and /Welcome (a new Google or GitHub
 * account). A username another account holds, in any case, fails with UsernameTakenError.
 */
export async function createProfile(
  user: User,
  input: { displayName: string; email: string; picture: File | null },
  upload: UploadFn,
): Promise<void> {
  const { sdk } = await loadAuth();
  const { displayName, email, picture } = input;
  await throwIfUsernameTaken(displayName, user.uid);
  const photoURL = picture ? newProfilePicturePath(user.uid) : '';
  // The Auth profile gets no photoURL: pages show the processed variants from Users.Photo.
  await sdk.updateProfile(user, { displayName });
  const { db, sdk: store } = await loadFirestore();
  const batch = store.writeBatch(db);
  batch.set(
    store.doc(db, COLLECTIONS.users, user.uid).withConverter(newDocuments.users),
    newUserRecord({ uid: user.uid, displayName, email, photoURL }, store.serverTimestamp()),
  );
  if (picture) {
    const quota = firstPictureQuota(store.serverTimestamp());
    batch.set(store.doc(db, COLLECTIONS.profilePictureQuota, user.uid), quota);
  }
  batch.set(await usernameClaim(displayName), { uid: user.uid });
  await writeClaimingName(displayName, user.uid, () => batch.commit());
  if (picture) await upload(photoURL, picture);
}
