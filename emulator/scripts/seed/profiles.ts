// A Users record as the register page writes it: in one batch with the claim of its display
// name, `UserNames/{SHA-256 of the lowercase name}` = {uid} (firestore.rules, usernames).
import { doc, getDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS, usernameClaimId } from '@queryhub/model';

interface Session {
  db: Firestore;
  uid: string;
}

/** The claim document of a display name. */
export async function nameClaim(db: Firestore, name: string) {
  return doc(db, COLLECTIONS.userNames, await usernameClaimId(name));
}

/** Creates `Users/{uid}` with `record` and claims `record.displayName`, in one batch. */
export async function createProfile(
  session: Session,
  record: DocumentData & { displayName: string },
): Promise<void> {
  const batch = writeBatch(session.db);
  batch.set(doc(session.db, COLLECTIONS.users, session.uid), record);
  batch.set(await nameClaim(session.db, record.displayName), { uid: session.uid });
  await batch.commit();
}

/** Renames the profile as the web app does: new name, new claim, old claim released. */
export async function renameProfile(session: Session, newName: string): Promise<void> {
  const profile = doc(session.db, COLLECTIONS.users, session.uid);
  const oldName = (await getDoc(profile)).get('displayName') as unknown;
  const newClaim = await nameClaim(session.db, newName);
  const oldClaim = typeof oldName === 'string' ? await nameClaim(session.db, oldName) : null;
  const batch = writeBatch(session.db);
  batch.update(profile, { displayName: newName });
  if (newClaim.path !== oldClaim?.path) {
    batch.set(newClaim, { uid: session.uid });
    if (oldClaim && (await getDoc(oldClaim)).get('uid') === session.uid) batch.delete(oldClaim);
  }
  await batch.commit();
}
