import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import {
  WEBHOOK_LIMITS,
  readMillis,
  readWebhookDeliveryDoc,
  readWebhookDoc,
  type WebhookEvent,
} from '@queryhub/model';
import type { Subscribe } from '@/lib/subscription';
import { callAdmin } from './admin';

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  failures: number;
}

export interface WebhookDeliveryEntry {
  id: string;
  webhookId: string;
  event: string;
  subjectId: string;
  status: string;
  attempts: number;
  lastStatusCode: number;
  lastError: string;
  updatedMillis: number | null;
}

/** Deliveries the admin page shows, newest first. */
const DELIVERY_LIMIT = 20;

function toWebhookEndpoint(id: string, data: Record<string, unknown>): WebhookEndpoint {
  const webhook = readWebhookDoc(data);
  return {
    id,
    url: webhook.Url,
    events: webhook.Events,
    active: webhook.Active,
    failures: webhook.Failures,
  };
}

function toWebhookDelivery(id: string, data: Record<string, unknown>): WebhookDeliveryEntry {
  const delivery = readWebhookDeliveryDoc(data);
  return {
    id,
    webhookId: delivery.WebhookId,
    event: delivery.Event,
    subjectId: delivery.SubjectId,
    status: delivery.Status,
    attempts: delivery.Attempts,
    lastStatusCode: delivery.LastStatusCode,
    lastError: delivery.LastError,
    updatedMillis: readMillis(data.UpdatedAt),
  };
}

export function subscribeToWebhooks(): Subscribe<WebhookEndpoint[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    return onSnapshot(
      query(catalogueQuery(sdk, db, 'webhooks.all'), limit(WEBHOOK_LIMITS.maxEndpoints)),
      (snapshot) => onData(snapshot.docs.map((d) => toWebhookEndpoint(d.id, d.data()))),
      onError,
    );
  };
}

export function subscribeToWebhookDeliveries(): Subscribe<WebhookDeliveryEntry[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    return onSnapshot(
      query(catalogueQuery(sdk, db, 'webhookDeliveries.latest'), limit(DELIVERY_LIMIT)),
      (snapshot) => onData(snapshot.docs.map((d) => toWebhookDelivery(d.id, d.data()))),
      onError,
    );
  };
}

export interface AddedWebhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  /** The signing secret: in this answer only. */
  secret: string;
}

export async function addWebhook(url: string, events: WebhookEvent[]): Promise<AddedWebhook> {
  return (await callAdmin('addWebhook', { url, events })) as unknown as AddedWebhook;
}

export function removeWebhook(id: string) {
  return callAdmin('removeWebhook', { id });
}
