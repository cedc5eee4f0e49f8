import { COLLECTIONS } from '@queryhub/model';
import { applyVoteBadges } from '../badges/apply-badges';
import { documentDispatcher } from '../dispatch/dispatcher-trigger';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';
import { applyVoteState } from '../votes/apply-vote-state';

// A vote cast, changed or taken back, one invocation: the post's Score, UpCount and DownCount
// and its author's reputation from the vote's current state (a burst of flips coalesces: see
// applyVoteState), and the voter's Supporter or Critic badge.
export const onVoteWritten = documentDispatcher(
  'onVoteWritten',
  { document: `${COLLECTIONS.votes}/{id}`, ...RETRIED_TRIGGER_OPTIONS },
  [
    {
      name: 'vote-state',
      wants: () => true,
      run: (write) => applyVoteState(firestore(), write.id),
    },
    {
      name: 'vote-badges',
      wants: (write) => !!write.after,
      run: (write) => applyVoteBadges(firestore(), write.before, write.after),
    },
  ],
);
