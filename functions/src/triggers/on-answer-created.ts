import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyPostCreated } from '../posts/apply-post-created';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Keywords, UserName, the author's NoOfQuestionAnswered and the question's AnswerCount.
export const onAnswerCreated = onDocumentCreated(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onAnswerCreated', event, () =>
      applyPostCreated(firestore(), 'answer', event.params.answerId, event.id),
    );
  },
);
