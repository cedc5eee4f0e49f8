import { docPath } from '@queryhub/model';
import { parseNewWebhook, acceptedWebhookUrl, addWebhook } from '../webhooks/register';
import { inFunctionsEmulator } from '../testing/in-emulator';
import { adminCallable } from './admin-callable';

/**
 * Admins register a webhook endpoint: { url, events } → { id, url, events, secret }. The URL is
 * refused ('invalid-argument', saying why) unless it is https to a public address (the local
 * stack also allows http://127.0.0.1). The secret is in this answer only. Audited without it.
 */
export const addWebhookCallable = adminCallable('addWebhook', {
  parse: parseNewWebhook,
  run: async (input, db, request) => {
    const url = await acceptedWebhookUrl(input.url, { emulator: inFunctionsEmulator() });
    const { id, secret } = await addWebhook(
      db,
      { url, events: input.events },
      request.auth?.uid ?? '',
    );
    return { id, url, events: input.events, secret };
  },
  audit: (_input, { id, url, events }) => ({
    action: 'addWebhook',
    target: docPath('webhooks', id),
    details: { url, events },
  }),
});
