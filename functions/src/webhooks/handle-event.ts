// The body of the webhook handlers: queue the event for its endpoints. Loaded on first use.
import type { WebhookEvent } from '@queryhub/model';
import { logger } from 'firebase-functions';
import { siteOrigin } from '../mail/mail-params';
import { firestore } from '../shared/firebase';
import { queueWebhookEvent } from './enqueue';
import { webhookEventData } from './event-data';

/** Queues `webhookEvent` about `subjectId` (at `time`, RFC 3339) for its endpoints. */
export async function queueWebhook(
  webhookEvent: WebhookEvent,
  subjectId: string,
  time: string,
): Promise<void> {
  const db = firestore();
  const queued = await queueWebhookEvent(db, webhookEvent, subjectId, time, () =>
    webhookEventData(db, siteOrigin(), webhookEvent, subjectId),
  );
  if (queued > 0) logger.info('Webhook deliveries queued', { webhookEvent, subjectId, queued });
}
