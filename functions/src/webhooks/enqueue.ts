// An event to the endpoints subscribed to it: one delivery document per endpoint, created once
// (its id is the idempotency key), and one task on the deliverWebhook queue to send it.
import {
  COLLECTIONS,
  WEBHOOK_LIMITS,
  readWebhookDoc,
  webhookDeliveryId,
  type WebhookEvent,
} from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../shared/firebase';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { webhookPayload, type WebhookData, type WebhookPayload } from './payload';

const WEBHOOK_QUEUE = 'deliverWebhook';

/** One task: the delivery to send and its body (the same on every retry). */
export interface WebhookTask {
  deliveryId: string;
  webhookId: string;
  payload: WebhookPayload;
}

/** The active endpoints subscribed to `event` (at most WEBHOOK_LIMITS.maxEndpoints exist). */
async function subscribedEndpoints(db: Firestore, event: WebhookEvent): Promise<string[]> {
  const endpoints = await db
    .collection(COLLECTIONS.webhooks)
    .limit(WEBHOOK_LIMITS.maxEndpoints)
    .get();
  return endpoints.docs
    .filter((doc) => {
      const webhook = readWebhookDoc(doc.data());
      return webhook.Active && webhook.Events.includes(event);
    })
    .map((doc) => doc.id);
}

/** Cloud Tasks names allow letters, digits, '-' and '_'; the delivery id is kept recognisable. */
export function webhookTaskId(deliveryId: string): string {
  return deliveryId.replace(/[^A-Za-z0-9_-]/g, '-');
}

type TaskEnqueuer = (task: WebhookTask) => Promise<void>;

/** The production enqueuer: the deliverWebhook task queue, one named task per delivery. */
const enqueueWebhookTask: TaskEnqueuer = async (task) => {
  const { getFunctions } = await import('firebase-admin/functions');
  try {
    await getFunctions(adminApp())
      .taskQueue(WEBHOOK_QUEUE)
      .enqueue(task, { id: webhookTaskId(task.deliveryId) });
  } catch (error) {
    // The same delivery queued by a redelivered event: the first task sends it.
    if ((error as { code?: string }).code === 'functions/task-already-exists') return;
    throw error;
  }
};

/**
 * Queues `event` about `subjectId` for every subscribed endpoint. `data` is built only when some
 * endpoint wants the event. A delivery already past 'queued' is never queued again, so a
 * redelivered trigger event sends nothing twice. Returns the number of deliveries queued.
 */
export async function queueWebhookEvent(
  db: Firestore,
  event: WebhookEvent,
  subjectId: string,
  occurredAt: string,
  data: () => Promise<WebhookData | null>,
  enqueue: TaskEnqueuer = enqueueWebhookTask,
): Promise<number> {
  const webhookIds = await subscribedEndpoints(db, event);
  if (webhookIds.length === 0) return 0;
  const built = await data();
  if (!built) return 0;
  let queued = 0;
  for (const webhookId of webhookIds) {
    const deliveryId = webhookDeliveryId(event, subjectId, webhookId);
    const ref = db.collection(COLLECTIONS.webhookDeliveries).doc(deliveryId);
    const fresh = await runTransactionWithRetry(db, async (transaction) => {
      const existing = await transaction.get(ref);
      if (existing.exists) return existing.get('Status') === 'queued';
      transaction.create(ref, {
        WebhookId: webhookId,
        Event: event,
        SubjectId: subjectId,
        Status: 'queued',
        Attempts: 0,
        LastStatusCode: 0,
        LastError: '',
        UpdatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (!fresh) continue;
    await enqueue({
      deliveryId,
      webhookId,
      payload: webhookPayload(deliveryId, event, occurredAt, built),
    });
    queued += 1;
  }
  return queued;
}
