import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { voteId, type VoteTarget, type VoteValue } from '../types';

/**
 * Moves the signed-in user's vote on a post from `current` to `next`: creates it, changes its
 * value, or deletes it (0). The score follows once onVoteWritten has run.
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
  if (next === 0) {
    await sdk.deleteDoc(ref);
  } else if (current === 0) {
    await sdk.setDoc(ref, { ...target, uid, value: next, date: sdk.serverTimestamp() });
  } else {
    await sdk.updateDoc(ref, { value: next, date: sdk.serverTimestamp() });
  }
}
