import { COLLECTIONS, docPath } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';
import { applyVoteWritten } from '../votes/apply-vote-written';
import { readVote } from '../votes/vote-fields';

// Score, UpCount and DownCount of the post, and the author's reputation ledger.
export const onVoteWritten = onDocumentWritten(
  { document: `${COLLECTIONS.votes}/{voteId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = readVote(event.data?.before.data());
    const after = readVote(event.data?.after.data());
    await runRetriedTrigger('onVoteWritten', event, () =>
      applyVoteWritten(firestore(), event.id, docPath('votes', event.params.voteId), before, after),
    );
  },
);
