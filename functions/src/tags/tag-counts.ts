// Per-tag question counts (`Tags/{tag}.QuestionCount`): what one write of a question changes.
import { COLLECTIONS, questionTags, type DocumentData } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runOncePerEvent } from '../shared/idempotency';

/** The tags a question adds to the counts: none while it is hidden by moderation or deleted. */
export function countedTags(question: DocumentData | undefined): string[] {
  if (!question || question.Hidden === true) return [];
  return questionTags(question);
}

/** +1 for each tag the write added to the counted ones, -1 for each it removed. */
export function tagCountChanges(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Map<string, number> {
  const old = new Set(countedTags(before));
  const now = new Set(countedTags(after));
  const changes = new Map<string, number>();
  for (const tag of now) if (!old.has(tag)) changes.set(tag, 1);
  for (const tag of old) if (!now.has(tag)) changes.set(tag, -1);
  return changes;
}

/**
 * Applies one question write to the counts, once per event (a redelivery changes nothing).
 * Increments need no read, so questions sharing a popular tag never contend on a lock. Most
 * writes (derived fields, votes) change no tag and cost nothing. Returns whether it wrote.
 */
export async function applyTagCounts(
  db: Firestore,
  questionPath: string,
  eventId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<boolean> {
  const changes = tagCountChanges(before, after);
  if (changes.size === 0) return false;
  return runOncePerEvent(
    db,
    eventId,
    { trigger: 'on-question-tag-counts', path: questionPath },
    (transaction) => {
      for (const [tag, delta] of changes) {
        transaction.set(
          db.collection(COLLECTIONS.tags).doc(tag),
          { QuestionCount: FieldValue.increment(delta), UpdatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
      }
      return Promise.resolve();
    },
  );
}
