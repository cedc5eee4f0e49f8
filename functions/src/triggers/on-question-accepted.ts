import { COLLECTIONS } from '@queryhub/model';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { acceptedAnswerId, applyAcceptedAnswer } from '../answers/apply-accepted-answer';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The asker's AcceptedAnswerID changed: reputation and the derived accepted flags, computed
// from the question's current choice (a burst of toggles coalesces: see applyAcceptedAnswer).
export const onQuestionAccepted = onDocumentUpdated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = acceptedAnswerId(event.data?.before.data());
    const after = acceptedAnswerId(event.data?.after.data());
    if (before === after) return;
    await runRetriedTrigger('onQuestionAccepted', event, () =>
      applyAcceptedAnswer(firestore(), event.params.questionId),
    );
  },
);
