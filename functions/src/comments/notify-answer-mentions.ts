import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import type { AlertScheduler } from '../mail/unread-alerts';
import { notify } from '../notifications/fan-out';
import { isWithheld } from '../spam-review/first-post-review';
import { readSnapshot } from '../shared/documents';
import { resolveMentions } from './resolve-mentions';

/**
 * A new answer's @mentions: each mentioned member (at most MAX_MENTIONS_PER_POST, never the
 * answerer) gets a `mention` inbox item with the id `mention-{answerId}` (a redelivery writes
 * nothing twice). The links themselves are part of the answer's Html (applyPostCreated).
 * A hidden answer or one held for review, or an answer to such a question, tells nobody.
 * Returns how many items were written.
 */
export async function notifyAnswerMentions(
  db: Firestore,
  answerId: string,
  alerts?: AlertScheduler,
): Promise<number> {
  const answer = readSnapshot(
    'answers',
    await db.collection(COLLECTIONS.answers).doc(answerId).get(),
  );
  if (!answer || (await isWithheld(db, 'answer', answer))) return 0;
  const answererUid = answer.uid;
  const mentions = await resolveMentions(db, answer.Answer, answererUid);
  if (mentions.notified.length === 0) return 0;
  const questionId = answer.QuestionID;
  const [question, answerer] = await Promise.all([
    db
      .collection(COLLECTIONS.questions)
      .doc(questionId || '-')
      .get(),
    answererUid ? db.collection(COLLECTIONS.users).doc(answererUid).get() : null,
  ]);
  const questionData = readSnapshot('questions', question);
  if (!questionData || (await isWithheld(db, 'question', questionData))) return 0;
  return notify(
    db,
    mentions.notified,
    {
      type: 'mention',
      questionId,
      catId: questionData.CatID,
      question: questionData.Question,
      postId: answerId,
      actorUid: answererUid,
      actorName: readSnapshot('users', answerer ?? undefined)?.displayName ?? '',
    },
    answerId,
    alerts,
  );
}
