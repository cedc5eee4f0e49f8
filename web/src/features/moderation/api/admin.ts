import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore, loadFunctions } from '@/lib/firebase';
import {
  FLAGGABLE_KINDS,
  readChoice,
  readMillis,
  readString,
  SPAM_REASONS,
  type FlaggableKind,
  type SpamReason,
} from '@queryhub/model';
import type { Subscribe } from '@/lib/subscription';

export interface QueueEntry {
  id: string;
  postType: FlaggableKind;
  postId: string;
  questionId: string;
  catId: string;
  authorUid: string;
  excerpt: string;
  flagCount: number;
  reasons: Record<string, number>;
  hidden: boolean;
  /** Why the server held a new account's post for review; empty for flagged posts. */
  heldFor: SpamReason[];
  lastFlaggedMillis: number | null;
}

export interface AuditEntry {
  id: string;
  action: string;
  by: string;
  target: string;
  details: string;
  atMillis: number | null;
}

const QUEUE_LIMIT = 50;
const AUDIT_LIMIT = 20;
const SUSPENDED_LIMIT = 50;

function readReasons(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

export function toQueueEntry(id: string, data: Record<string, unknown>): QueueEntry {
  return {
    id,
    postType: readChoice(data, 'PostType', FLAGGABLE_KINDS),
    postId: readString(data, 'PostID'),
    questionId: readString(data, 'QuestionID'),
    catId: readString(data, 'CatID'),
    authorUid: readString(data, 'AuthorUid'),
    excerpt: readString(data, 'Excerpt'),
    flagCount: typeof data.FlagCount === 'number' ? data.FlagCount : 0,
    reasons: readReasons(data.Reasons),
    hidden: data.Hidden === true,
    heldFor: Array.isArray(data.HeldFor)
      ? SPAM_REASONS.filter((reason) => (data.HeldFor as unknown[]).includes(reason))
      : [],
    lastFlaggedMillis: readMillis(data.LastFlaggedAt),
  };
}

function toAuditEntry(id: string, data: Record<string, unknown>): AuditEntry {
  const details = data.Details;
  return {
    id,
    action: readString(data, 'Action'),
    by: readString(data, 'By'),
    target: readString(data, 'Target'),
    details:
      typeof details === 'object' && details !== null && Object.keys(details).length > 0
        ? JSON.stringify(details)
        : '',
    atMillis: readMillis(data.At),
  };
}

export function subscribeToQueue(): Subscribe<QueueEntry[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    return onSnapshot(
      query(catalogueQuery(sdk, db, 'moderationQueue.latest'), limit(QUEUE_LIMIT)),
      (snapshot) => onData(snapshot.docs.map((d) => toQueueEntry(d.id, d.data()))),
      onError,
    );
  };
}

export function subscribeToAuditLog(): Subscribe<AuditEntry[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    return onSnapshot(
      query(catalogueQuery(sdk, db, 'auditLog.latest'), limit(AUDIT_LIMIT)),
      (snapshot) => onData(snapshot.docs.map((d) => toAuditEntry(d.id, d.data()))),
      onError,
    );
  };
}

export function subscribeToSuspended(): Subscribe<string[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    return onSnapshot(
      query(catalogueQuery(sdk, db, 'suspended.all'), limit(SUSPENDED_LIMIT)),
      (snapshot) => onData(snapshot.docs.map((d) => d.id)),
      onError,
    );
  };
}

/** Calls an admin callable (the server checks the admin claim) and returns its result. */
export async function callAdmin(name: string, data: Record<string, unknown> = {}) {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<Record<string, unknown>, Record<string, unknown>>(
    functions,
    name,
    { timeout: 540_000 },
  )(data);
  return result.data;
}

export function moderatePost(
  action: 'hide' | 'restore' | 'delete',
  postType: FlaggableKind,
  postId: string,
) {
  return callAdmin('moderatePost', { action, postType, postId });
}

export function setUserSuspended(target: { uid?: string; email?: string }, suspended: boolean) {
  return callAdmin('setUserSuspended', { ...target, suspended });
}
