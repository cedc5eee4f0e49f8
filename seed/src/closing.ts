// The demo's closed duplicate: its asker closes programming-q7 as a duplicate of programming-q1
// through the web SDK (the rules apply), and onCloseVoteCreated closes it at once.
import { CLOSE_VOTE_STAMP, COLLECTIONS, closeVoteId, docPath } from '@queryhub/model';
import { adminDb } from '@queryhub/testkit';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { sessionOf, type Sessions } from './accounts.js';
import type { DemoUserKey } from './users.js';

export const DEMO_DUPLICATE = {
  asker: 'freya' as DemoUserKey,
  questionId: 'programming-q7',
  originalId: 'programming-q1',
};

const CLOSE_WAIT_MS = 60_000;

export async function closeDemoDuplicate(sessions: Sessions): Promise<void> {
  const { asker, questionId, originalId } = DEMO_DUPLICATE;
  const session = sessionOf(sessions, asker);
  // With the asker's CloseVotes stamp in the same batch, as the rules require.
  const batch = writeBatch(session.db);
  batch.set(
    doc(session.db, COLLECTIONS.rateLimits, session.uid),
    { [CLOSE_VOTE_STAMP]: { at: serverTimestamp(), id: questionId } },
    { merge: true },
  );
  batch.set(doc(session.db, COLLECTIONS.closeVotes, closeVoteId(questionId, session.uid)), {
    questionId,
    uid: session.uid,
    action: 'close',
    reason: 'duplicate',
    duplicateOf: originalId,
    date: serverTimestamp(),
  });
  await batch.commit();
  const deadline = Date.now() + CLOSE_WAIT_MS;
  for (;;) {
    const question = await adminDb().doc(docPath('questions', questionId)).get();
    if (question.get('Closed') === true && question.get('DuplicateOf') === originalId) return;
    if (Date.now() > deadline) throw new Error(`${questionId} was not closed as a duplicate`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
