import { adminQuery, readOptionalNumber, readQuestionDoc } from '@queryhub/model';
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

type CountedBy = 'questions.byAuthor' | 'answers.byAuthor' | 'answers.ofQuestion';

async function countOf(db: Firestore, name: CountedBy, value: string) {
  const snapshot = await adminQuery(db, name, value).count().get();
  return snapshot.data().count;
}

/**
 * Recomputes NoOfQuestionAsked / NoOfQuestionAnswered of every user and AnswerCount of every
 * question from the posts, fixing any drift (or a count a failed trigger never wrote).
 */
export async function recountUserCounters(db: Firestore): Promise<RecountCounts> {
  const writer = new BatchedWriter(db);
  let updated = 0;
  const users = await forEachDocument(adminQuery(db, 'users.all'), async (user) => {
    const [asked, answered] = await Promise.all([
      countOf(db, 'questions.byAuthor', user.id),
      countOf(db, 'answers.byAuthor', user.id),
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
  const questions = await forEachDocument(adminQuery(db, 'questions.all'), async (question) => {
    const answers = await countOf(db, 'answers.ofQuestion', question.id);
    if (readQuestionDoc(question.data()).AnswerCount === answers) return;
    answerCountsUpdated += 1;
    await writer.update(question.ref, { AnswerCount: answers });
  });
  await writer.flush();
  return { users, updated, questions, answerCountsUpdated };
}
