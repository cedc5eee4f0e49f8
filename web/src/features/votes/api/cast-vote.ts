import { COLLECTIONS, VOTE_STAMP } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';
import { voteId, type VoteTarget, type VoteValue } from '../types';

/**
 * Moves the signed-in user's vote on a post from `current` to `next`: creates it, changes its
 * value, or deletes it (0), counted in the account's hourly `Votes` window in the same batch (a
 * full window fails with TooManyError, saying when to try again). The score follows once
 * onVoteWritten has run.
 */
export async function castVote(
  target: VoteTarget,
  uid: string,
  current: VoteValue,
  next: VoteValue,
): Promise<void> {
  if (current === next) return;
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, COLLECTIONS.votes, voteId(target.postId, uid));
  await commitWithStamp(uid, VOTE_STAMP, target.postId, (batch) => {
    if (next === 0) {
      batch.delete(ref);
    } else if (current === 0) {
      batch.set(ref, { ...target, uid, value: next, date: sdk.serverTimestamp() });
    } else {
      batch.update(ref, { value: next, date: sdk.serverTimestamp() });
    }
  });
}
