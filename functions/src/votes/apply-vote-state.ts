import { COLLECTIONS, postCollection, type CountedVoteDoc } from '@queryhub/model';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { readPostSnapshot, readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { readLedgerDays, writeLedgerDays, type LedgerChange } from '../reputation/ledger';
import { utcDay, votePoints } from '../reputation/reputation-rules';
import { counterDelta, readVote, type VoteData } from './vote-fields';

const increment = (n: number) => FieldValue.increment(n);

/** The part of a counted vote that decides the counters and the ledger. */
export type CountedState = Omit<CountedVoteDoc, 'applied'>;

/** What the counters should include for `vote` on a post by `author` (null: nothing). */
export function countedState(vote: VoteData | null, author: string): CountedState | null {
  if (!vote) return null;
  return {
    postId: vote.postId,
    postKind: vote.postKind,
    value: vote.value,
    author: vote.uid === author ? '' : author,
    day: utcDay(vote.dateMillis),
  };
}

export function sameCountedState(a: CountedState | null, b: CountedState | null): boolean {
  if (!a || !b) return a === b;
  return a.value === b.value && a.author === b.author && a.day === b.day && a.postId === b.postId;
}

/** Ledger changes (per author and day) that move the points of `from` to those of `to`. */
export function ledgerChanges(
  from: CountedState | null,
  to: CountedState | null,
): Map<string, LedgerChange> {
  const changes = new Map<string, LedgerChange>();
  const add = (state: CountedState | null, sign: 1 | -1) => {
    if (!state || state.author === '') return;
    const points = votePoints(state.postKind, state.value);
    const key = `${state.author}/${state.day}`;
    const entry = changes.get(key) ?? { author: state.author, day: state.day, up: 0, down: 0 };
    changes.set(key, {
      ...entry,
      up: entry.up + sign * points.up,
      down: entry.down + sign * points.down,
    });
  };
  add(from, -1);
  add(to, 1);
  return changes;
}

function asVoteData(state: CountedState | null): VoteData | null {
  return state
    ? { postId: state.postId, postKind: state.postKind, uid: '', value: state.value, dateMillis: 0 }
    : null;
}

/**
 * Brings the post's Score, UpCount and DownCount and its author's reputation in line with the
 * vote's CURRENT state (not the event's): `CountedVotes/{voteId}` says what they include, and
 * only the difference is written, with the new counted state, in one transaction. A burst of
 * flips therefore costs writes only in the runs that find a state not yet counted (usually the
 * first; the others read two documents and write nothing), a redelivered event finds nothing to
 * do, and events arriving out of order cannot leave a wrong count. The post is a plain read and
 * its counters get increments, so concurrent voters on one post never contend on it; the
 * author's day ledger is read in the transaction, since the daily cap decides what reaches the
 * profile (reputation/ledger.ts), so votes for one author on one day take turns, as their
 * writes to that ledger would anyway. Returns whether anything was written.
 */
export async function applyVoteState(db: Firestore, voteId: string): Promise<boolean> {
  const voteRef = db.collection(COLLECTIONS.votes).doc(voteId);
  const countedRef = db.collection(COLLECTIONS.countedVotes).doc(voteId);
  return runTransactionWithRetry(db, async (transaction: Transaction) => {
    const [voteSnap, countedSnap] = [
      await transaction.get(voteRef),
      await transaction.get(countedRef),
    ];
    const vote = readVote(voteSnap.data());
    const counted = readSnapshot('countedVotes', countedSnap);
    const target = vote ?? counted;
    if (!target) return false;
    const postRef = db.collection(postCollection(target.postKind)).doc(target.postId);
    const post = readPostSnapshot(target.postKind, await postRef.get());
    const before: CountedState | null = counted
      ? {
          postId: counted.postId,
          postKind: counted.postKind,
          value: counted.value,
          author: counted.author,
          day: counted.day,
        }
      : null;
    // A deleted post's votes and counted states go, with their points, in its delete trigger
    // (removePostVotes); a state counted while that ran is taken back here.
    const next = post ? countedState(vote, post.uid) : null;
    if (sameCountedState(before, next)) return false;
    const ledger = await readLedgerDays(db, transaction, ledgerChanges(before, next).values());
    const delta = counterDelta(asVoteData(before), asVoteData(next));
    if (post && (delta.Score !== 0 || delta.UpCount !== 0 || delta.DownCount !== 0)) {
      transaction.update(postRef, {
        Score: increment(delta.Score),
        UpCount: increment(delta.UpCount),
        DownCount: increment(delta.DownCount),
      });
    }
    writeLedgerDays(db, transaction, ledger);
    if (next) {
      transaction.set(countedRef, { ...next, applied: (counted?.applied ?? 0) + 1 });
    } else {
      transaction.delete(countedRef);
    }
    return true;
  });
}
