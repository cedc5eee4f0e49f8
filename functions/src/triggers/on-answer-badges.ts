import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyAnswerBadges } from '../badges/apply-badges';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Teacher, Nice/Good/Great Answer, Enlightened and Necromancer, as an answer's Score (written by
// onVoteWritten) and Accepted (onQuestionAccepted) change.
export const onAnswerBadges = onDocumentWritten(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onAnswerBadges', event, () =>
      applyAnswerBadges(
        firestore(),
        event.params.answerId,
        event.data?.before.data(),
        event.data?.after.data(),
      ),
    );
  },
);
