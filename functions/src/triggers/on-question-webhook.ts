import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';

// A new question: `question.created` to the endpoints subscribed to it (docs/decisions.md, Webhooks).
export const onQuestionWebhook = onDocumentCreated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const { handleWebhookEvent } = await import('../webhooks/handle-event.js');
    await handleWebhookEvent(
      'onQuestionWebhook',
      event,
      'question.created',
      event.params.questionId,
    );
  },
);
