import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';

// A new answer: `answer.created` to the endpoints subscribed to it (docs/decisions.md, Webhooks).
export const onAnswerWebhook = onDocumentCreated(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const { handleWebhookEvent } = await import('../webhooks/handle-event.js');
    await handleWebhookEvent('onAnswerWebhook', event, 'answer.created', event.params.answerId);
  },
);
