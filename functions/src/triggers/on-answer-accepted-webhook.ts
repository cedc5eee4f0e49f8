import { COLLECTIONS } from '@queryhub/model';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { acceptedAnswerId } from '../answers/apply-accepted-answer';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';

// The asker accepted an answer: `answer.accepted` (about that answer) to the subscribed
// endpoints. Once per answer: accepting it again after a change of mind sends nothing new.
export const onAnswerAcceptedWebhook = onDocumentUpdated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = acceptedAnswerId(event.data?.before.data());
    const accepted = acceptedAnswerId(event.data?.after.data());
    if (accepted === '' || accepted === before) return;
    const { handleWebhookEvent } = await import('../webhooks/handle-event.js');
    await handleWebhookEvent('onAnswerAcceptedWebhook', event, 'answer.accepted', accepted);
  },
);
