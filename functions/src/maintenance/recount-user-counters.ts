import { COLLECTIONS, readOptionalNumber, readQuestionDoc } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { BatchedWriter } from '../shared/batches';
import { forEachDocument } from '../shared/paging';

export interface RecountCounts {
  users: number;
  /** Users whose counters were rewritten. */
  updated: number;
  questions: number;
  /** Questions whose AnswerCount was rewritten. */
  answerCountsUpdated: number;
}

async function countWhere(db: Firestore, collection: string, field: string, value: string) {
  const snapshot = await db.collection(collection).where(field, '==', value).count().get();
  return snapshot.data().count;
}

/**
 * Recomputes NoOfQuestionAsked / NoOfQuestionAnswered of every user and AnswerCount of every
 * question from the posts, fixing any drift (or a count a failed trigger never wrote).
 */
export async function recountUserCounters(db: Firestore): Promise<RecountCounts> {
  const writer = new BatchedWriter(db);
  let updated = 0;
  const users = await forEachDocument(db.collection(COLLECTIONS.users), async (user) => {
    const [asked, answered] = await Promise.all([
      countWhere(db, COLLECTIONS.questions, 'uid', user.id),
      countWhere(db, COLLECTIONS.answers, 'uid', user.id),
    ]);
    // A counter that is missing (not only a wrong one) is written.
    const stored = user.data();
    if (
      readOptionalNumber(stored, 'NoOfQuestionAsked') === asked &&
      readOptionalNumber(stored, 'NoOfQuestionAnswered') === answered
    ) {
      return;
    }
    updated += 1;
    await writer.update(user.ref, { NoOfQuestionAsked: asked, NoOfQuestionAnswered: answered });
  });
  let answerCountsUpdated = 0;
  const questions = await forEachDocument(
    db.collection(COLLECTIONS.questions),
    async (question) => {
      const answers = await countWhere(db, COLLECTIONS.answers, 'QuestionID', question.id);
      if (readQuestionDoc(question.data()).AnswerCount === answers) return;
      answerCountsUpdated += 1;
      await writer.update(question.ref, { AnswerCount: answers });
    },
  );
  await writer.flush();
  return { users, updated, questions, answerCountsUpdated };
}
