import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { nextPictureQuota, pictureRateLimited, type PictureQuota } from './picture-quota';
import { imagePath, newImageId } from './upload-image';

/** A new, never used object name for one of the user's profile pictures. */
export function newProfilePicturePath(uid: string): string {
  return imagePath("User's_Profile_Picture", uid, newImageId());
}

/** ProfilePictureQuota/{uid} of a new account that registers with a picture. */
export function firstPictureQuota<Time>(serverTime: Time) {
  return { windowStart: serverTime, count: 1, at: serverTime };
}

/**
 * Points Users/{uid}.photoURL at a new picture and counts it in ProfilePictureQuota/{uid}, in
 * one transaction (the rules demand both), and resolves with the object name to upload to.
 * Throws `resource-exhausted`, saying when to retry, once the hour's pictures are used up.
 */
export async function nameNewProfilePicture(uid: string): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const path = newProfilePicturePath(uid);
  const quotaRef = sdk.doc(db, COLLECTIONS.profilePictureQuota, uid);
  await sdk.runTransaction(db, async (transaction) => {
    const quota = await transaction.get(quotaRef);
    const step = nextPictureQuota(
      quota.data() as PictureQuota | undefined,
      Date.now(),
      sdk.serverTimestamp(),
    );
    if (!step.allowed) throw pictureRateLimited(step.retryAtMillis);
    transaction.set(quotaRef, step.next);
    transaction.update(sdk.doc(db, COLLECTIONS.users, uid), { photoURL: path });
  });
  return path;
}
