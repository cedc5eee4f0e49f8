import {
  COLLECTIONS,
  errorCode,
  readMillis,
  VOTE_LOCK_SECONDS,
  VOTE_LOCKED_MESSAGE,
  VOTE_STAMP,
  voteId,
  type PostRef,
} from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp, RATE_LIMITED } from '@/lib/rate-limits';
import type { OwnVote } from '../types';

/**
 * Moves the signed-in user's vote on `post` from `current` to `next`: creates it, changes its
 * value, or deletes it (0), counted in the account's daily `Votes` window in the same batch (a
 * full window fails with TooManyError, saying when to try again; a locked vote with
 * VoteLockedError). The score follows once
 * onVoteWritten has run.
 */
export async function castVote(
  post: PostRef,
  uid: string,
  current: OwnVote,
  next: OwnVote,
): Promise<void> {
  if (current === next) return;
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, COLLECTIONS.votes, voteId(post.id, uid));
  try {
    await commitWithStamp(uid, VOTE_STAMP, post.id, (batch) => {
      if (next === 0) {
        batch.delete(ref);
      } else if (current === 0) {
        batch.set(ref, {
          postId: post.id,
          postKind: post.kind,
          questionId: post.questionId,
          uid,
          value: next,
          date: sdk.serverTimestamp(),
        });
      } else {
        batch.update(ref, { value: next, date: sdk.serverTimestamp() });
      }
    });
  } catch (error) {
    // A change or retraction refused: say so when the vote is locked (VOTE_LOCK_SECONDS).
    if (current !== 0 && errorCode(error) === 'permission-denied') {
      const cast = readMillis((await sdk.getDoc(ref)).get('date'));
      if (cast !== null && Date.now() >= cast + VOTE_LOCK_SECONDS * 1000) {
        throw new VoteLockedError();
      }
    }
    throw error;
  }
}

/** A change of a vote refused because it is locked in (the rules' isUnlockedVote). */
class VoteLockedError extends Error {
  readonly code = RATE_LIMITED;
  constructor() {
    super(VOTE_LOCKED_MESSAGE);
    this.name = 'VoteLockedError';
  }
}
