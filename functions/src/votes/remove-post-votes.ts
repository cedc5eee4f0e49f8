import { adminQuery, readCountedVoteDoc, type PostKind } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { readLedgerDays, writeLedgerDays, type LedgerChange } from '../reputation/ledger';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { ledgerChanges, type CountedState } from './apply-vote-state';

/**
 * Documents deleted and their reversal committed together, a page per transaction: 200
 * deletes, at most 200 days and one profile stay under Firestore's 500 writes.
 */
const PAGE_SIZE = 200;

/**
 * What a deleted post's counted votes gave its author, per UTC day, as ledger changes that take
 * it back (negative `up` / `down`): exactly what applyVoteState added, as `CountedVotes` records
 * it (votes by the author on their own post, and on an anonymised post, gave nothing).
 */
export function ledgerReversal(counted: readonly CountedState[]): Map<string, LedgerChange> {
  const total = new Map<string, LedgerChange>();
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
 * back (ledgers and the author's Reputation, daily cap applied) in the same transaction as each
 * page of their counted states, so a rerun (a redelivered delete event) finds only what is not
 * yet reversed. onVoteWritten then finds the post gone and changes nothing (the same result
 * recomputeReputation gives, which counts only votes on posts that exist).
 * Returns the number of votes deleted.
 */
export async function removePostVotes(
  db: Firestore,
  kind: PostKind,
  postId: string,
): Promise<number> {
  const countedQuery = adminQuery(db, 'countedVotes.ofPost', postId, kind).limit(PAGE_SIZE);
  for (;;) {
    const reversed = await runTransactionWithRetry(db, async (transaction) => {
      const page = await transaction.get(countedQuery);
      if (page.empty) return false;
      const counted = page.docs.map((doc): CountedState => readCountedVoteDoc(doc.data()));
      const ledger = await readLedgerDays(db, transaction, ledgerReversal(counted).values());
      for (const doc of page.docs) transaction.delete(doc.ref);
      writeLedgerDays(db, transaction, ledger);
      return true;
    });
    if (!reversed) break;
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
