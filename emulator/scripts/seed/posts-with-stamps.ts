// Posts as a member writes them: the post and the author's rate stamp in one batch
// (firestore.rules, RateLimits). Scripts that post faster than a person (the seed, tests,
// benchmarks) lift the account's gap first with the Admin SDK, as an administrator could; the
// rules themselves are unchanged, and tests/security/rate-limits checks that they bite.
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@queryhub/model';
import { adminApp } from './client.js';

export type PostCollection = (typeof COLLECTIONS)['categories' | 'questions' | 'answers'];

/** Writes `collection/id` together with the author's rate stamp naming it. */
export async function createStampedPost(
  session: { db: Firestore; uid: string },
  collection: PostCollection,
  id: string,
  data: DocumentData,
): Promise<void> {
  const batch = writeBatch(session.db);
  batch.set(
    doc(session.db, COLLECTIONS.rateLimits, session.uid),
    { [collection]: { at: serverTimestamp(), id } },
    { merge: true },
  );
  batch.set(doc(session.db, collection, id), data);
  await batch.commit();
}

/** Deletes an account's rate stamps (Admin SDK), so its next post is not held back. */
export async function liftRateLimits(uid: string): Promise<void> {
  await getAdminFirestore(adminApp()).collection(COLLECTIONS.rateLimits).doc(uid).delete();
}

/** A post written by a script: the gap lifted, then the stamped post. */
export async function createPostAs(
  session: { db: Firestore; uid: string },
  collection: PostCollection,
  id: string,
  data: DocumentData,
): Promise<void> {
  await liftRateLimits(session.uid);
  await createStampedPost(session, collection, id, data);
}
