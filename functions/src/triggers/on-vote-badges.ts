import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyVoteBadges } from '../badges/apply-badges';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Supporter (first upvote) and Critic (first downvote) for the voter.
export const onVoteBadges = onDocumentWritten(
  { document: `${COLLECTIONS.votes}/{voteId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onVoteBadges', event, () =>
      applyVoteBadges(firestore(), event.data?.before.data(), event.data?.after.data()),
    );
  },
);
