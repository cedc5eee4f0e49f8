// Outgoing webhooks: the endpoints an administrator registers, their secrets and the log of
// deliveries (functions only; admins read Webhooks and WebhookDeliveries; docs/data-model.md).
import type { DocumentData, ReadTime } from './read-fields.js';
import { readFlag, readNumber, readString, readStringArray, readTime } from './read-fields.js';

/** The events an endpoint may subscribe to (the `X-QueryHub-Event` header, the payload's `event`). */
export const WEBHOOK_EVENTS = [
  'question.created',
  'answer.created',
  'answer.accepted',
  'comment.created',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** The limits of webhooks (README's limits table). */
export const WEBHOOK_LIMITS = {
  /** Registered endpoints, active or disabled. */
  maxEndpoints: 20,
  /** Characters of an endpoint's URL. */
  maxUrlLength: 500,
  /** Attempts per delivery (the first and its retries, with exponential backoff). */
  maxAttempts: 5,
  /** Failed attempts in a row, over all of an endpoint's deliveries, that disable it. */
  disableAfterFailures: 10,
  /** How long one attempt waits for the response, connection included. */
  timeoutMs: 5_000,
  /** Characters of the response body (or error) kept in the delivery log. */
  responseExcerpt: 200,
  /** Seconds a receiver should accept between X-QueryHub-Timestamp and its clock (replays). */
  toleranceSeconds: 300,
} as const;

/** The delivery headers (lower case, as Node hands them to a receiver). */
export const WEBHOOK_HEADERS = {
  event: 'x-queryhub-event',
  delivery: 'x-queryhub-delivery',
  timestamp: 'x-queryhub-timestamp',
  signature: 'x-queryhub-signature',
} as const;

/** `Webhooks/{autoId}`: one endpoint. The secret lives apart, in WebhookSecrets (nobody reads). */
export interface WebhookDoc<T> {
  Url: string;
  Events: WebhookEvent[];
  /** False once disabled after WEBHOOK_LIMITS.disableAfterFailures failures in a row. */
  Active: boolean;
  /** Failed attempts in a row; a delivered attempt resets it. */
  Failures: number;
  /** The administrator who registered it. */
  By: string;
  CreatedAt: T;
  DisabledAt: T | null;
}

export function readWebhookDoc(data: DocumentData): WebhookDoc<ReadTime> {
  return {
    Url: readString(data, 'Url'),
    Events: readStringArray(data, 'Events').filter(isWebhookEvent),
    Active: readFlag(data, 'Active'),
    Failures: readNumber(data, 'Failures'),
    By: readString(data, 'By'),
    CreatedAt: readTime(data, 'CreatedAt'),
    DisabledAt: readTime(data, 'DisabledAt'),
  };
}

/** `WebhookSecrets/{webhookId}`: the signing secret, shown once to the admin who registered it. */
export interface WebhookSecretDoc {
  Secret: string;
}

export function readWebhookSecretDoc(data: DocumentData): WebhookSecretDoc {
  return { Secret: readString(data, 'Secret') };
}

const WEBHOOK_DELIVERY_STATUSES = ['queued', 'retrying', 'delivered', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * `WebhookDeliveries/{webhookDeliveryId}`: one event for one endpoint. The id is the idempotency
 * key (the `X-QueryHub-Delivery` header): created once, so an event reaches an endpoint at most once.
 */
export interface WebhookDeliveryDoc<T> {
  WebhookId: string;
  Event: WebhookEvent | '';
  /** The post or comment the event is about. */
  SubjectId: string;
  Status: WebhookDeliveryStatus;
  Attempts: number;
  /** The last response's HTTP status, 0 when none came (timeout, refused address). */
  LastStatusCode: number;
  /** A bounded excerpt of the last error or non-2xx response body, '' when delivered. */
  LastError: string;
  UpdatedAt: T;
}

export function readWebhookDeliveryDoc(data: DocumentData): WebhookDeliveryDoc<ReadTime> {
  const event = readString(data, 'Event');
  const status = readString(data, 'Status');
  return {
    WebhookId: readString(data, 'WebhookId'),
    Event: isWebhookEvent(event) ? event : '',
    SubjectId: readString(data, 'SubjectId'),
    Status: (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status)
      ? (status as WebhookDeliveryStatus)
      : 'queued',
    Attempts: readNumber(data, 'Attempts'),
    LastStatusCode: readNumber(data, 'LastStatusCode'),
    LastError: readString(data, 'LastError'),
    UpdatedAt: readTime(data, 'UpdatedAt'),
  };
}

/** The delivery id of `event` about `subjectId` for endpoint `webhookId` (the idempotency key). */
export function webhookDeliveryId(
  event: WebhookEvent,
  subjectId: string,
  webhookId: string,
): string {
  return `${event}_${subjectId}_${webhookId}`;
}
