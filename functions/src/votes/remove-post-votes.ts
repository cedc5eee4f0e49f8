import {
  adminQuery,
  COLLECTIONS,
  readCountedVoteDoc,
  reputationDayId,
  type PostKind,
} from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ledgerChanges, type CountedState } from './apply-vote-state';

/** Documents deleted and their reversal committed together, a page per batch (< 500 writes). */
const PAGE_SIZE = 200;

/**
 * What a deleted post's counted votes gave its author, per UTC day, as ledger changes that take
 * it back (negative `up` / `down`): exactly what applyVoteState added, as `CountedVotes` records
 * it (votes by the author on their own post, and on an anonymised post, gave nothing).
 */
export function ledgerReversal(
  counted: readonly CountedState[],
): Map<string, { author: string; day: string; up: number; down: number }> {
  const total = new Map<string, { author: string; day: string; up: number; down: number }>();
  for (const state of counted) {
    for (const [key, change] of ledgerChanges(state, null)) {
      const entry = total.get(key) ?? { ...change, up: 0, down: 0 };
      total.set(key, { ...entry, up: entry.up + change.up, down: entry.down + change.down });
    }
  }
  return total;
}

/**
 * A deleted post's votes go, and what they added to its author's reputation ledgers is taken
 * back in the same batch as each page of their counted states, so a rerun (a redelivered delete
 * event) finds only what is not yet reversed. onVoteWritten then finds the post gone and changes
 * nothing, and onReputationDayWritten brings the author's Reputation in line with the ledgers
 * (the same result recomputeReputation gives, which counts only votes on posts that exist).
 * Returns the number of votes deleted.
 */
export async function removePostVotes(
  db: Firestore,
  kind: PostKind,
  postId: string,
): Promise<number> {
  const countedQuery = adminQuery(db, 'countedVotes.ofPost', postId, kind).limit(PAGE_SIZE);
  for (;;) {
    const page = await countedQuery.get();
    if (page.empty) break;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    const counted = page.docs.map((doc): CountedState => readCountedVoteDoc(doc.data()));
    for (const { author, day, up, down } of ledgerReversal(counted).values()) {
      if (up === 0 && down === 0) continue;
      batch.set(
        db.collection(COLLECTIONS.reputationDays).doc(reputationDayId(author, day)),
        { uid: author, day, up: FieldValue.increment(up), down: FieldValue.increment(down) },
        { merge: true },
      );
    }
    await batch.commit();
  }
  const votesQuery = adminQuery(db, 'votes.ofPost', postId, kind).limit(PAGE_SIZE);
  let removed = 0;
  for (;;) {
    const page = await votesQuery.get();
    if (page.empty) return removed;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    removed += page.size;
  }
}
