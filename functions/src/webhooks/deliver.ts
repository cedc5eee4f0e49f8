// The deliverWebhook task: sends one delivery, signed, and records the attempt; throws when
// Cloud Tasks should try again.
import {
  COLLECTIONS,
  WEBHOOK_HEADERS,
  readWebhookDeliveryDoc,
  readWebhookDoc,
  readWebhookSecretDoc,
} from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { checkWebhookUrl, RefusedWebhookUrl, type GuardMode } from './address-guard';
import { attemptOutcome, logExcerpt, type AttemptResult } from './delivery-outcome';
import type { WebhookTask } from './enqueue';
import { postWebhook } from './post';
import { webhookSignature } from './signature';

class WebhookAttemptFailed extends Error {
  override name = 'WebhookAttemptFailed';
}

type Poster = typeof postWebhook;

export interface DeliverContext {
  mode: GuardMode;
  nowMs: number;
  post?: Poster;
}

/** Sends `task`'s delivery unless it was settled already; returns the delivery's new status. */
export async function deliverWebhook(
  db: Firestore,
  task: WebhookTask,
  { mode, nowMs, post = postWebhook }: DeliverContext,
): Promise<string> {
  const deliveryRef = db.collection(COLLECTIONS.webhookDeliveries).doc(task.deliveryId);
  const webhookRef = db.collection(COLLECTIONS.webhooks).doc(task.webhookId);
  const [deliverySnap, webhookSnap, secretSnap] = await db.getAll(
    deliveryRef,
    webhookRef,
    db.collection(COLLECTIONS.webhookSecrets).doc(task.webhookId),
  );
  if (!deliverySnap?.exists) return 'missing';
  const delivery = readWebhookDeliveryDoc(deliverySnap.data() ?? {});
  // At most once: a delivered, failed or skipped delivery is never sent again.
  if (delivery.Status !== 'queued' && delivery.Status !== 'retrying') return delivery.Status;
  const webhook = webhookSnap?.exists ? readWebhookDoc(webhookSnap.data() ?? {}) : null;
  const secret = secretSnap?.exists ? readWebhookSecretDoc(secretSnap.data() ?? {}).Secret : '';
  if (!webhook || !webhook.Active || secret === '') {
    await deliveryRef.update({
      Status: 'skipped',
      LastError: webhook ? 'The endpoint is disabled.' : 'The endpoint was removed.',
      UpdatedAt: FieldValue.serverTimestamp(),
    });
    return 'skipped';
  }

  const result = await attempt(webhook.Url, task, secret, mode, nowMs, post);
  const outcome = await runTransactionWithRetry(db, async (transaction) => {
    const [current, endpoint] = await Promise.all([
      transaction.get(deliveryRef),
      transaction.get(webhookRef),
    ]);
    const attempts = readWebhookDeliveryDoc(current.data() ?? {}).Attempts + 1;
    const failuresBefore = readWebhookDoc(endpoint.data() ?? {}).Failures;
    const decided = attemptOutcome(result, attempts, failuresBefore);
    transaction.update(deliveryRef, {
      Status: decided.status,
      Attempts: decided.attempts,
      LastStatusCode: result.statusCode,
      LastError: result.error,
      UpdatedAt: FieldValue.serverTimestamp(),
    });
    if (endpoint.exists) {
      transaction.update(webhookRef, {
        Failures: decided.failures,
        ...(decided.disable ? { Active: false, DisabledAt: FieldValue.serverTimestamp() } : {}),
      });
    }
    return decided;
  });
  if (outcome.retry) {
    throw new WebhookAttemptFailed(
      `Delivery ${task.deliveryId} attempt ${outcome.attempts} failed: ${result.error}`,
    );
  }
  return outcome.status;
}

async function attempt(
  rawUrl: string,
  task: WebhookTask,
  secret: string,
  mode: GuardMode,
  nowMs: number,
  post: Poster,
): Promise<AttemptResult> {
  let url: URL;
  try {
    // Checked again at delivery: the rules of what is internal may have changed since.
    url = checkWebhookUrl(rawUrl, mode);
  } catch (error) {
    const message = error instanceof RefusedWebhookUrl ? error.message : String(error);
    return { statusCode: 0, error: logExcerpt(`Refused: ${message}`) };
  }
  const body = JSON.stringify(task.payload);
  const timestamp = Math.floor(nowMs / 1000);
  return post(
    url,
    body,
    {
      [WEBHOOK_HEADERS.event]: task.payload.event,
      [WEBHOOK_HEADERS.delivery]: task.deliveryId,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
    },
    mode,
  );
}
