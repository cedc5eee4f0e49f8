import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore, loadFunctions } from '@/lib/firebase';
import {
  readAuditLogDoc,
  readModerationQueueDoc,
  type DocumentData,
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

/** A `ModerationQueue` document (the model's reader) as the page shows it. */
export function toQueueEntry(id: string, data: DocumentData): QueueEntry {
  const entry = readModerationQueueDoc(data);
  return {
    id,
    postType: entry.PostType,
    postId: entry.PostID,
    questionId: entry.QuestionID,
    catId: entry.CatID,
    authorUid: entry.AuthorUid,
    excerpt: entry.Excerpt,
    flagCount: entry.FlagCount,
    reasons: entry.Reasons,
    hidden: entry.Hidden,
    heldFor: entry.HeldFor ?? [],
    lastFlaggedMillis: entry.LastFlaggedAt?.toMillis() ?? null,
  };
}

/** An `AuditLog` document (the model's reader) as the page shows it. */
function toAuditEntry(id: string, data: DocumentData): AuditEntry {
  const entry = readAuditLogDoc(data);
  return {
    id,
    action: entry.Action,
    by: entry.By,
    target: entry.Target,
    details: Object.keys(entry.Details).length > 0 ? JSON.stringify(entry.Details) : '',
    atMillis: entry.At?.toMillis() ?? null,
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
