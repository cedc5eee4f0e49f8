import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';
import { fanOutNewQuestion } from '../tags/new-question-fan-out';

// A new question reaches the inboxes of the members following its tags or its category.
export const onQuestionFanOut = onDocumentCreated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onQuestionFanOut', event, () =>
      fanOutNewQuestion(firestore(), event.params.questionId),
    );
  },
);
