// The body of the four webhook triggers: queue the event for its endpoints, with the trigger's
// redelivery rules (runRetriedTrigger). Loaded on first use by each trigger.
import type { WebhookEvent } from '@queryhub/model';
import { logger } from 'firebase-functions';
import { siteOrigin } from '../mail/mail-params';
import { firestore } from '../shared/firebase';
import { runRetriedTrigger, type TriggerEvent } from '../shared/retried-trigger';
import { queueWebhookEvent } from './enqueue';
import { webhookEventData } from './event-data';

export async function handleWebhookEvent(
  trigger: string,
  event: TriggerEvent,
  webhookEvent: WebhookEvent,
  subjectId: string,
): Promise<void> {
  await runRetriedTrigger(trigger, event, async () => {
    const db = firestore();
    const queued = await queueWebhookEvent(db, webhookEvent, subjectId, event.time, () =>
      webhookEventData(db, siteOrigin(), webhookEvent, subjectId),
    );
    if (queued > 0) logger.info('Webhook deliveries queued', { webhookEvent, subjectId, queued });
  });
}
