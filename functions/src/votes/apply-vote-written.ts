import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runOncePerEvent } from '../shared/idempotency';
import { reputationDayId, utcDay, votePoints } from '../reputation/reputation-rules';
import { counterDelta, type VoteData } from './vote-fields';

const increment = (n: number) => FieldValue.increment(n);

/**
 * One write of a vote (create, change or removal), once per event: the post's Score, UpCount and
 * DownCount move by the difference between the vote's states, and the post author's reputation
 * ledger for the vote's day moves by its points. Only increments are written and nothing hot is
 * read in the transaction, so concurrent voters on one post never contend for a lock; the
 * event marker makes a redelivery change nothing. Returns false for a redelivery.
 */
export async function applyVoteWritten(
  db: Firestore,
  eventId: string,
  votePath: string,
  before: VoteData | null,
  after: VoteData | null,
): Promise<boolean> {
  const vote = after ?? before;
  if (!vote) return false;
  const postRef = db
    .collection(vote.postKind === 'question' ? COLLECTIONS.questions : COLLECTIONS.answers)
    .doc(vote.postId);
  return runOncePerEvent(
    db,
    eventId,
    { trigger: 'on-vote-written', path: votePath },
    async (transaction) => {
      // A plain read: the post is the hot document. A deleted post's votes are removed, and
      // their points taken back, by its delete trigger (removePostVotes): nothing to do here.
      const post = await postRef.get();
      if (!post.exists) return;
      const delta = counterDelta(before, after);
      if (delta.Score !== 0 || delta.UpCount !== 0 || delta.DownCount !== 0) {
        transaction.update(postRef, {
          Score: increment(delta.Score),
          UpCount: increment(delta.UpCount),
          DownCount: increment(delta.DownCount),
        });
      }
      const author = post.get('uid') as unknown;
      if (typeof author !== 'string' || author === '') return;
      const ledger = new Map<string, { up: number; down: number }>();
      const add = (state: VoteData | null, sign: 1 | -1) => {
        if (!state || state.uid === author) return;
        const day = utcDay(state.dateMillis);
        const points = votePoints(state.postKind, state.value);
        const entry = ledger.get(day) ?? { up: 0, down: 0 };
        ledger.set(day, { up: entry.up + sign * points.up, down: entry.down + sign * points.down });
      };
      add(before, -1);
      add(after, 1);
      for (const [day, { up, down }] of ledger) {
        if (up === 0 && down === 0) continue;
        transaction.set(
          db.collection(COLLECTIONS.reputationDays).doc(reputationDayId(author, day)),
          { uid: author, day, up: increment(up), down: increment(down) },
          { merge: true },
        );
      }
    },
  );
}
