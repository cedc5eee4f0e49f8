import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { notifyOnAnswer } from '../notifications/question-notifiers';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The answerer follows the question; the asker and the followers get a notification.
export const onAnswerNotify = onDocumentCreated(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onAnswerNotify', event, () =>
      notifyOnAnswer(firestore(), event.params.answerId),
    );
  },
);
