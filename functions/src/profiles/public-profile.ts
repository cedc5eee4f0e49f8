import { COLLECTIONS, type DocumentData, type ReadTime, type UserDoc } from '@queryhub/model';
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';

/**
 * The fields of Users/{uid} that are public; never EMail, Status, LoginTime or LogoutTime, and
 * never photoURL (the name of an original upload, which is never public): pages show `Photo`.
 */
export function publicProfileFields(user: UserDoc<ReadTime>) {
  return {
    UserName: user.displayName,
    Photo: user.Photo ?? FieldValue.delete(),
    CreatedAt: user.CreatedAt,
    NoOfQuestionAsked: user.NoOfQuestionAsked,
    NoOfQuestionAnswered: user.NoOfQuestionAnswered,
  };
}

const PUBLIC_SOURCE_FIELDS = [
  'displayName',
  'Photo',
  'CreatedAt',
  'NoOfQuestionAsked',
  'NoOfQuestionAnswered',
] as const;

/** Whether two versions of a user record show the same public profile (presence writes don't). */
export function samePublicFields(a: DocumentData, b: DocumentData): boolean {
  return PUBLIC_SOURCE_FIELDS.every((field) => isDeepStrictEqual(a[field], b[field]));
}

/**
 * Mirrors the user's current private record into `Profiles/{uid}` (merged, so Reputation and
 * AcceptedCount, which other triggers add up, stay). Reads the record afresh, so events handled
 * out of order still end with the latest state; the profile goes when the record is gone.
 */
export async function syncPublicProfile(
  db: Firestore,
  uid: string,
): Promise<'written' | 'deleted'> {
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  const user = readSnapshot('users', await db.collection(COLLECTIONS.users).doc(uid).get());
  if (!user) {
    await profileRef.delete();
    return 'deleted';
  }
  await profileRef.set({ uid, ...publicProfileFields(user) }, { merge: true });
  return 'written';
}
