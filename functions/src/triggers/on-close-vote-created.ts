import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyCloseVote, sweepRound } from '../closing/apply-close-vote';
import { notifyClosed } from '../closing/notify-closed';
import { adminAuth, firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

/** Moderators and admins close and reopen at once (their custom claims, read now). */
async function isStaff(uid: string): Promise<boolean> {
  try {
    const claims = (await adminAuth().getUser(uid)).customClaims ?? {};
    return claims.admin === true || claims.moderator === true;
  } catch {
    return false;
  }
}

// A vote to close or reopen: decides the round when it is binding or the third (model's
// closing.ts), then clears the round's votes and tells the asker.
export const onCloseVoteCreated = onDocumentCreated(
  { document: `${COLLECTIONS.closeVotes}/{voteId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onCloseVoteCreated', event, async () => {
      const db = firestore();
      const decided = await applyCloseVote(db, event.params.voteId, isStaff);
      if (!decided) return;
      await sweepRound(db, decided.questionId, decided.action);
      await notifyClosed(db, decided);
    });
  },
);
