import { adminQuery, COLLECTIONS, readQuestionDoc, type DocumentData } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ACCEPTED_ANSWER_POINTS } from '../reputation/reputation-rules';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** The asker's choice in a version of a question (an event's before or after), `''` for none. */
export function acceptedAnswerId(question: DocumentData | undefined): string {
  return question ? (readQuestionDoc(question).AcceptedAnswerID ?? '') : '';
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
    const question = readSnapshot('questions', await questionRef.get());
    if (!question) return false;
    const asker = question.uid;
    const current = question.AcceptedAnswerID ?? '';
    const flagged = await transaction.get(
      adminQuery(db, 'answers.ofQuestion.accepted', questionId, true).limit(MAX_FLAGGED_ANSWERS),
    );
    const chosenRef = current === '' ? null : db.collection(COLLECTIONS.answers).doc(current);
    const chosen = chosenRef ? readSnapshot('answers', await transaction.get(chosenRef)) : null;
    const choice =
      chosenRef && chosen?.QuestionID === questionId ? { ref: chosenRef, chosen } : null;
    const reward = (author: string, sign: 1 | -1) => {
      if (author === '' || author === asker) return;
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
      if (answer.id === choice?.ref.id) continue;
      reward(readSnapshot('answers', answer)?.uid ?? '', -1);
      transaction.update(answer.ref, { Accepted: false });
      changed = true;
    }
    if (choice && choice.chosen.Accepted !== true) {
      reward(choice.chosen.uid, 1);
      transaction.update(choice.ref, { Accepted: true });
      changed = true;
    }
    const answered = choice !== null;
    if (question.HasAcceptedAnswer !== answered) {
      transaction.update(questionRef, { HasAcceptedAnswer: answered });
      changed = true;
    }
    return changed;
  });
}
