import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyQuestionBadges } from '../badges/apply-badges';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Student, Scholar, Nice/Good/Great Question and Tag pioneer, as a question's Score (written by
// onVoteWritten), AcceptedAnswerID and tags change.
export const onQuestionBadges = onDocumentWritten(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onQuestionBadges', event, () =>
      applyQuestionBadges(
        firestore(),
        event.params.questionId,
        event.data?.before.data(),
        event.data?.after.data(),
      ),
    );
  },
);
