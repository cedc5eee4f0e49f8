// Registering and removing webhook endpoints (the addWebhook and removeWebhook callables).
import { lookup } from 'node:dns/promises';
import {
  COLLECTIONS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  isWebhookEvent,
  type WebhookEvent,
} from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  checkWebhookTarget,
  RefusedWebhookUrl,
  type GuardMode,
  type Lookup,
} from './address-guard';
import { newWebhookSecret } from './signature';
import { runTransactionWithRetry } from '../shared/retry-contended';

export interface NewWebhook {
  url: string;
  events: WebhookEvent[];
}

/** The addWebhook request, checked for form: `{url, events}` (events: one or more, no repeats). */
export function parseNewWebhook(data: unknown): { url: unknown; events: WebhookEvent[] } {
  const { url, events } = (data ?? {}) as Record<string, unknown>;
  if (!Array.isArray(events) || events.length === 0 || !events.every(isWebhookEvent)) {
    throw new HttpsError(
      'invalid-argument',
      `Choose one or more events: ${WEBHOOK_EVENTS.join(', ')}.`,
    );
  }
  return { url, events: [...new Set(events)] };
}

const systemLookup: Lookup = (host) => lookup(host, { all: true });

/** The URL, if an endpoint may have it; else HttpsError('invalid-argument') saying why not. */
export async function acceptedWebhookUrl(
  raw: unknown,
  mode: GuardMode,
  resolve: Lookup = systemLookup,
): Promise<string> {
  try {
    return (await checkWebhookTarget(raw, mode, resolve)).href;
  } catch (error) {
    if (error instanceof RefusedWebhookUrl) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
}

/** Stores the endpoint and its secret; returns its id and the secret (shown once). */
export async function addWebhook(
  db: Firestore,
  webhook: NewWebhook,
  by: string,
): Promise<{ id: string; secret: string }> {
  const ref = db.collection(COLLECTIONS.webhooks).doc();
  const secret = newWebhookSecret();
  await runTransactionWithRetry(db, async (transaction) => {
    const existing = await transaction.get(
      db.collection(COLLECTIONS.webhooks).limit(WEBHOOK_LIMITS.maxEndpoints),
    );
    if (existing.size >= WEBHOOK_LIMITS.maxEndpoints) {
      throw new HttpsError(
        'resource-exhausted',
        `At most ${WEBHOOK_LIMITS.maxEndpoints} endpoints; remove one first.`,
      );
    }
    transaction.create(ref, {
      Url: webhook.url,
      Events: webhook.events,
      Active: true,
      Failures: 0,
      By: by,
      CreatedAt: FieldValue.serverTimestamp(),
      DisabledAt: null,
    });
    transaction.create(db.collection(COLLECTIONS.webhookSecrets).doc(ref.id), { Secret: secret });
  });
  return { id: ref.id, secret };
}

/** Removes the endpoint and its secret; its queued deliveries are then skipped. */
export async function removeWebhook(
  db: Firestore,
  id: unknown,
): Promise<{ id: string; removed: boolean }> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) {
    throw new HttpsError('invalid-argument', 'Give the id of the endpoint to remove.');
  }
  const ref = db.collection(COLLECTIONS.webhooks).doc(id);
  const removed = (await ref.get()).exists;
  const batch = db.batch();
  batch.delete(ref);
  batch.delete(db.collection(COLLECTIONS.webhookSecrets).doc(id));
  await batch.commit();
  return { id, removed };
}
