import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ACCEPTED_ANSWER_POINTS } from '../reputation/reputation-rules';
import { runOncePerEvent } from '../shared/idempotency';

/** The raw `AcceptedAnswerID` as an id, `''` when none. */
export function acceptedAnswerId(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The asker changed the accepted answer from `beforeId` to `afterId` (either may be `''`):
 * +15 reputation (and AcceptedCount) to the newly accepted answer's author, −15 to the one
 * losing it (never for accepting one's own answer), once per event. The derived flags
 * (`Accepted` on the answers, `HasAcceptedAnswer` on the question) follow the question's
 * current choice, so events handled out of order still leave them right.
 */
export async function applyAcceptedAnswer(
  db: Firestore,
  eventId: string,
  questionId: string,
  beforeId: string,
  afterId: string,
): Promise<boolean> {
  const questionRef = db.collection(COLLECTIONS.questions).doc(questionId);
  const marker = { trigger: 'on-question-accepted', path: questionRef.path };
  return runOncePerEvent(db, eventId, marker, async (transaction) => {
    // Plain reads: the question is a hot document (vote and answer counters).
    const question = await questionRef.get();
    if (!question.exists) return;
    const asker = question.get('uid') as unknown;
    const current = acceptedAnswerId(question.get('AcceptedAnswerID'));
    const answerOf = async (id: string) => {
      if (id === '') return null;
      const answer = await db.collection(COLLECTIONS.answers).doc(id).get();
      return answer.exists && answer.get('QuestionID') === questionId ? answer : null;
    };
    const [previous, next] = await Promise.all([answerOf(beforeId), answerOf(afterId)]);
    const reward = (answer: typeof previous, sign: 1 | -1) => {
      const author = answer?.get('uid') as unknown;
      if (typeof author !== 'string' || author === '' || author === asker) return;
      transaction.set(
        db.collection(COLLECTIONS.profiles).doc(author),
        {
          uid: author,
          Reputation: FieldValue.increment(sign * ACCEPTED_ANSWER_POINTS),
          AcceptedCount: FieldValue.increment(sign),
        },
        { merge: true },
      );
    };
    reward(previous, -1);
    reward(next, 1);
    if (previous) transaction.update(previous.ref, { Accepted: previous.id === current });
    if (next && next.id !== previous?.id) {
      transaction.update(next.ref, { Accepted: next.id === current });
    }
    const answered = current !== '' && (await answerOf(current)) !== null;
    transaction.update(questionRef, { HasAcceptedAnswer: answered });
  });
}
