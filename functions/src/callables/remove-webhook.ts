import { docPath } from '@queryhub/model';
import { removeWebhook } from '../webhooks/register';
import { adminCallable } from './admin-callable';

/** Admins remove a webhook endpoint and its secret: { id } → { id, removed }. Audited. */
export const removeWebhookCallable = adminCallable('removeWebhook', {
  parse: (data) => ((data ?? {}) as { id?: unknown }).id,
  run: (id, db) => removeWebhook(db, id),
  audit: (_input, { id, removed }) => ({
    action: 'removeWebhook',
    target: docPath('webhooks', id),
    details: { removed },
  }),
});
