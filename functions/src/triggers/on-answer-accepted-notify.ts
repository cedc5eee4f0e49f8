import { COLLECTIONS } from '@queryhub/model';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { acceptedAnswerId } from '../answers/apply-accepted-answer';
import { notifyOnAccept } from '../notifications/question-notifiers';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The asker accepted an answer: its author hears of it. Kept apart
// from onQuestionAccepted, whose transaction moves reputation: a notification that fails is
// retried on its own and never replays the reputation change.
export const onAnswerAcceptedNotify = onDocumentUpdated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = acceptedAnswerId(event.data?.before.data());
    const after = event.data?.after.data();
    const accepted = acceptedAnswerId(after);
    if (!after || accepted === '' || accepted === before) return;
    await runRetriedTrigger('onAnswerAcceptedNotify', event, () =>
      notifyOnAccept(firestore(), event.params.questionId, after, accepted),
    );
  },
);
