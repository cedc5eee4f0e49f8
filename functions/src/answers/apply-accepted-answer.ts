import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ACCEPTED_ANSWER_POINTS } from '../reputation/reputation-rules';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** The raw `AcceptedAnswerID` as an id, `''` when none. */
export function acceptedAnswerId(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** At most this many answers of one question can carry `Accepted` (normally one). */
const MAX_FLAGGED_ANSWERS = 10;

/**
 * Brings the accept rewards in line with the question's CURRENT choice (not the event's): an
 * answer's `Accepted` flag says its author holds the +15 reputation (and AcceptedCount) of the
 * accept (never for accepting one's own answer), so every flagged answer that is no longer the
 * choice loses both, and the current choice gains them if it has not yet. A burst of accept
 * toggles therefore writes only in the runs that find the choice changed since the last applied
 * one (computed from the final state, in one transaction), a redelivery changes nothing, and
 * events handled out of order cannot leave a wrong count. Returns whether anything changed.
 */
export async function applyAcceptedAnswer(db: Firestore, questionId: string): Promise<boolean> {
  const questionRef = db.collection(COLLECTIONS.questions).doc(questionId);
  return runTransactionWithRetry(db, async (transaction) => {
    // A plain read: the question is a hot document (vote and answer counters).
    const question = await questionRef.get();
    if (!question.exists) return false;
    const asker = question.get('uid') as unknown;
    const current = acceptedAnswerId(question.get('AcceptedAnswerID'));
    const flagged = await transaction.get(
      db
        .collection(COLLECTIONS.answers)
        .where('QuestionID', '==', questionId)
        .where('Accepted', '==', true)
        .limit(MAX_FLAGGED_ANSWERS),
    );
    const chosen =
      current === ''
        ? null
        : await transaction.get(db.collection(COLLECTIONS.answers).doc(current));
    const choice = chosen?.exists && chosen.get('QuestionID') === questionId ? chosen : null;
    const reward = (author: unknown, sign: 1 | -1) => {
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
    let changed = false;
    for (const answer of flagged.docs) {
      if (answer.id === choice?.id) continue;
      reward(answer.get('uid'), -1);
      transaction.update(answer.ref, { Accepted: false });
      changed = true;
    }
    if (choice && choice.get('Accepted') !== true) {
      reward(choice.get('uid'), 1);
      transaction.update(choice.ref, { Accepted: true });
      changed = true;
    }
    const answered = choice !== null;
    if (question.get('HasAcceptedAnswer') !== answered) {
      transaction.update(questionRef, { HasAcceptedAnswer: answered });
      changed = true;
    }
    return changed;
  });
}
