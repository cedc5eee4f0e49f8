import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';
import { applyVoteState } from '../votes/apply-vote-state';

// Score, UpCount and DownCount of the post, and the author's reputation ledger, computed from
// the vote's current state (a burst of flips coalesces: see applyVoteState).
export const onVoteWritten = onDocumentWritten(
  { document: `${COLLECTIONS.votes}/{voteId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onVoteWritten', event, () =>
      applyVoteState(firestore(), event.params.voteId),
    );
  },
);
