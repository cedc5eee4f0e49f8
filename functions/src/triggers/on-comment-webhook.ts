import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';

// A new comment: `comment.created` to the endpoints subscribed to it (docs/decisions.md, Webhooks).
export const onCommentWebhook = onDocumentCreated(
  { document: `${COLLECTIONS.comments}/{commentId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const { handleWebhookEvent } = await import('../webhooks/handle-event.js');
    await handleWebhookEvent('onCommentWebhook', event, 'comment.created', event.params.commentId);
  },
);
