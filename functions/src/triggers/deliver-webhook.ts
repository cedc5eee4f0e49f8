import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { WebhookTask } from '../webhooks/enqueue';
import { webhookRetryConfig } from '../webhooks/delivery-outcome';
import { firestore } from '../shared/firebase';
import { inFunctionsEmulator } from '../testing/in-emulator';

// One webhook delivery (queued by the four webhook triggers): signed, guarded against internal
// addresses, retried by Cloud Tasks with backoff while it fails (docs/decisions.md, Webhooks).
export const deliverWebhookTask = onTaskDispatched<WebhookTask>(
  {
    retryConfig: webhookRetryConfig(inFunctionsEmulator()),
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: 60,
  },
  async (request) => {
    const { deliverWebhook } = await import('../webhooks/deliver.js');
    const status = await deliverWebhook(firestore(), request.data, {
      mode: { emulator: inFunctionsEmulator() },
      nowMs: Date.now(),
    });
    logger.info('Webhook delivery', { deliveryId: request.data.deliveryId, status });
  },
);
