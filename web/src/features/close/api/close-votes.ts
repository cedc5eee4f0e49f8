import { loadFirestore } from '@/lib/firebase';
import {
  CLOSE_VOTE_STAMP,
  COLLECTIONS,
  closeVoteId,
  type CloseReason,
  type CloseVoteAction,
} from '@queryhub/model';
import { commitWithStamp } from '@/lib/rate-limits';
import type { Subscribe } from '@/lib/subscription';

export interface CloseVoteInput {
  questionId: string;
  uid: string;
  action: CloseVoteAction;
  /** For a close; '' for a reopen. */
  reason: CloseReason | '';
  /** For a duplicate: the original question's id; else ''. */
  duplicateOf: string;
}

/**
 * `CloseVotes/{questionId}_{uid}`: the asker's, a moderator's or an admin's vote decides at
 * once; members with the privilege need three (onCloseVoteCreated).
 */
export async function castCloseVote(input: CloseVoteInput): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, COLLECTIONS.closeVotes, closeVoteId(input.questionId, input.uid));
  // With the account's CloseVotes stamp (one vote per CLOSE_VOTE_GAP_SECONDS; TooFastError).
  await commitWithStamp(input.uid, CLOSE_VOTE_STAMP, input.questionId, (batch) =>
    batch.set(ref, {
      questionId: input.questionId,
      uid: input.uid,
      action: input.action,
      reason: input.reason,
      duplicateOf: input.duplicateOf,
      date: sdk.serverTimestamp(),
    }),
  );
}

/** The member's own vote in the current round (its action), live; null when none. */
export function subscribeToMyCloseVote(
  questionId: string,
  uid: string,
): Subscribe<CloseVoteAction | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.closeVotes, closeVoteId(questionId, uid)),
      (snapshot) => {
        const action: unknown = snapshot.get('action');
        onData(action === 'close' || action === 'reopen' ? action : null);
      },
      onError,
    );
  };
}
