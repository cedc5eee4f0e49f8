import type { Firestore } from 'firebase-admin/firestore';
import { BatchedWriter } from '../shared/batches';
import { ANSWERS, QUESTIONS, USERS } from '../shared/collections';
import { forEachDocument } from '../shared/paging';

export interface RecountCounts {
  users: number;
  updated: number;
}

/** Recomputes NoOfQuestionAsked / NoOfQuestionAnswered from the posts, fixing any drift. */
export async function recountUserCounters(db: Firestore): Promise<RecountCounts> {
  const writer = new BatchedWriter(db);
  let updated = 0;
  const users = await forEachDocument(db.collection(USERS), async (user) => {
    const [asked, answered] = await Promise.all(
      [QUESTIONS, ANSWERS].map(async (collection) => {
        const snapshot = await db.collection(collection).where('uid', '==', user.id).count().get();
        return snapshot.data().count;
      }),
    );
    if (user.get('NoOfQuestionAsked') === asked && user.get('NoOfQuestionAnswered') === answered) {
      return;
    }
    updated += 1;
    await writer.update(user.ref, { NoOfQuestionAsked: asked, NoOfQuestionAnswered: answered });
  });
  await writer.flush();
  return { users, updated };
}
