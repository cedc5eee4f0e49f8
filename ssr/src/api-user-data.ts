// The public API's user reads (Admin SDK): the public profile (`Profiles/{uid}`, what the user
// page shows), never the account record (`Users`, which holds the e-mail address). A deleted
// account's profile is gone with it; its tombstone is checked too, so none is ever served.
import { COLLECTIONS, readProfileDoc, type ProfileDoc, type ReadTime } from '@queryhub/model';
import { firestore } from './admin-firestore';

/** null when there is no profile or the account was deleted. */
export async function readUserProfile(uid: string): Promise<ProfileDoc<ReadTime> | null> {
  const store = firestore();
  const [profile, deleted] = await store.getAll(
    store.collection(COLLECTIONS.profiles).doc(uid),
    store.collection(COLLECTIONS.deletedAccounts).doc(uid),
  );
  const data = profile?.data();
  if (!data || deleted?.exists !== false) return null;
  return readProfileDoc(data);
}
