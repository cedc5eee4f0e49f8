// What the weekly digest adds for a member's follows: their followed categories, and
// the newest questions of their followed tags. Both reads are bounded.
import { adminQuery, COLLECTIONS, FOLLOW_KINDS } from '@queryhub/model';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** At most this many followed tags are looked at, each for at most TAG_QUESTIONS questions. */
const DIGEST_MAX_TAGS = 10;
const TAG_QUESTIONS = 20;

/** The ids of the categories the member follows (most recently followed first, bounded). */
export async function followedCategoryIds(
  db: Firestore,
  uid: string,
  max: number,
): Promise<string[]> {
  const user = db.collection(COLLECTIONS.users).doc(uid);
  const follows = await adminQuery(user, FOLLOW_KINDS.category.newest).limit(max).get();
  return follows.docs.map((doc) => doc.id);
}

/** The newest questions of each tag the member follows. */
export async function followedTagQuestions(
  db: Firestore,
  uid: string,
): Promise<QueryDocumentSnapshot[]> {
  const user = db.collection(COLLECTIONS.users).doc(uid);
  const follows = await adminQuery(user, FOLLOW_KINDS.tag.newest).limit(DIGEST_MAX_TAGS).get();
  const pages = await Promise.all(
    follows.docs.map((follow) =>
      adminQuery(db, 'questions.tag.newest', follow.id).limit(TAG_QUESTIONS).get(),
    ),
  );
  return pages.flatMap((page) => page.docs);
}
