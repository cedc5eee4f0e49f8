import { COLLECTIONS, newUserRecord } from '@queryhub/model';
import { firstPictureQuota, newProfilePicturePath, type UploadFn } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadAuth, loadFirestore, type User } from '@/lib/firebase';
import { claimUsername } from '@/lib/usernames';

export interface NewProfile {
  displayName: string;
  email: string;
  picture: File | null;
}

/**
 * The profile of a new account (e-mail sign-up and the /Welcome step of social accounts): the
 * server claims the display name (claimDisplayName; a name another account holds, in any case
 * or with lookalike letters, fails with UsernameTakenError), then one batch writes the raw Users
 * record with exactly the claimed name, naming the optional picture
 * `User's_Profile_Picture/{uid}/{id}` with its ProfilePictureQuota, then the picture is uploaded
 * (docs/data-model.md).
 */
export async function createProfile(
  user: User,
  input: NewProfile,
  upload: UploadFn,
): Promise<void> {
  const displayName = await claimUsername(input.displayName.trim());
  const { sdk } = await loadAuth();
  // The Auth profile gets no photoURL: pages show the processed variants from Users.Photo.
  await sdk.updateProfile(user, { displayName });
  const photoURL = input.picture ? newProfilePicturePath(user.uid) : '';
  const { db, sdk: store } = await loadFirestore();
  const batch = store.writeBatch(db);
  batch.set(
    store.doc(db, COLLECTIONS.users, user.uid).withConverter(newDocuments.users),
    newUserRecord(
      { uid: user.uid, displayName, email: input.email.trim(), photoURL },
      store.serverTimestamp(),
    ),
  );
  if (input.picture) {
    const quota = firstPictureQuota(store.serverTimestamp());
    batch.set(store.doc(db, COLLECTIONS.profilePictureQuota, user.uid), quota);
  }
  await batch.commit();
  if (input.picture) await upload(photoURL, input.picture);
}
