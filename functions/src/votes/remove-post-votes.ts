import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { reputationDayId, utcDay, votePoints } from '../reputation/reputation-rules';
import type { PostKind } from '../posts/post-fields';
import { readVote, type VoteData } from './vote-fields';

/** Votes deleted and their reversal committed together, a page per batch (well under 500 writes). */
const PAGE_SIZE = 200;

/**
 * What a deleted post's votes gave its author, per UTC day, as ledger changes that take it back
 * (negative `up` / `down`). Votes by the author on their own post and votes on an anonymised
 * post (`author` '') gave nothing, as in applyVoteWritten.
 */
export function ledgerReversal(
  votes: readonly VoteData[],
  author: string,
): Map<string, { up: number; down: number }> {
  const days = new Map<string, { up: number; down: number }>();
  if (author === '') return days;
  for (const vote of votes) {
    if (vote.uid === author) continue;
    const day = utcDay(vote.dateMillis);
    const points = votePoints(vote.postKind, vote.value);
    const entry = days.get(day) ?? { up: 0, down: 0 };
    days.set(day, { up: entry.up - points.up, down: entry.down - points.down });
  }
  return days;
}

/**
 * A deleted post's votes go, and what they added to its author's reputation ledgers is taken
 * back in the same batch as each page of deletions, so a rerun (a redelivered delete event) finds
 * only the votes not yet reversed. onVoteWritten then finds the post gone and changes nothing,
 * and onReputationDayWritten brings the author's Reputation in line with the ledgers (the same
 * result recomputeReputation gives, which counts only votes on posts that exist). Returns the
 * number of votes deleted.
 */
export async function removePostVotes(
  db: Firestore,
  kind: PostKind,
  postId: string,
  author: string,
): Promise<number> {
  const query = db
    .collection(COLLECTIONS.votes)
    .where('postId', '==', postId)
    .where('postKind', '==', kind)
    .limit(PAGE_SIZE);
  let removed = 0;
  for (;;) {
    const page = await query.get();
    if (page.empty) return removed;
    const batch = db.batch();
    const votes: VoteData[] = [];
    for (const doc of page.docs) {
      const vote = readVote(doc.data());
      if (vote) votes.push(vote);
      batch.delete(doc.ref);
    }
    for (const [day, { up, down }] of ledgerReversal(votes, author)) {
      if (up === 0 && down === 0) continue;
      batch.set(
        db.collection(COLLECTIONS.reputationDays).doc(reputationDayId(author, day)),
        { uid: author, day, up: FieldValue.increment(up), down: FieldValue.increment(down) },
        { merge: true },
      );
    }
    await batch.commit();
    removed += page.size;
  }
}
