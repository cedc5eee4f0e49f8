import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyPostCreated } from '../posts/apply-post-created';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';
import { failIfFaultInjected } from '../testing/fault-switch';

// Keywords, UserName, AnswerCount 0 and the author's NoOfQuestionAsked.
export const onQuestionCreated = onDocumentCreated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await failIfFaultInjected('onQuestionCreated');
    await runRetriedTrigger('onQuestionCreated', event, () =>
      applyPostCreated(firestore(), 'question', event.params.questionId, event.id),
    );
  },
);
