// Bookkeeping documents of the functions: idempotency markers and upload claims, with tolerant
// readers (docs/data-model.md).
import type { DocumentData, ReadTime } from './read-fields.js';
import { readString, readTime } from './read-fields.js';

/** `ProcessedEvents/{eventId}`: the event was handled (a counter trigger's marker). */
export interface ProcessedEventDoc<T> {
  /** The trigger that handled it. */
  trigger: string;
  /** The document the event was about. */
  path: string;
  processedAt: T;
  /** For a Firestore TTL policy: 30 days later. */
  expireAt: T;
}

export function readProcessedEventDoc(data: DocumentData): ProcessedEventDoc<ReadTime> {
  return {
    trigger: readString(data, 'trigger'),
    path: readString(data, 'path'),
    processedAt: readTime(data, 'processedAt'),
    expireAt: readTime(data, 'expireAt'),
  };
}

/** `UploadClaims/{sha256(object name and its document's creation)}`: the one processed upload. */
export interface UploadClaimDoc<T> {
  /** The claiming upload's generation. */
  generation: string;
  at: T;
}

export function readUploadClaimDoc(data: DocumentData): UploadClaimDoc<ReadTime> {
  return { generation: readString(data, 'generation'), at: readTime(data, 'at') };
}
