// Moderation documents: Flags (members write), ModerationQueue, PostTombstones, Suspended and
// AuditLog (functions only), with their ids and tolerant readers (docs/data-model.md).
import type { PostTombstoneDoc } from './documents.js';
import { FLAGGABLE_KINDS, type FlaggableKind } from './post-kind.js';
import { SPAM_REASONS, type SpamReason } from './spam-score.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import {
  readChoice,
  readFlag,
  readMap,
  readNumber,
  readNumberMap,
  readString,
  readTime,
} from './read-fields.js';

/** Flag reasons a user may give (Flags.Reason); 'other' needs a text. */
export const FLAG_REASONS = ['spam', 'offensive', 'off-topic', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** How the Flag dialog names each reason. */
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  'off-topic': 'Off-topic',
  other: 'Other',
};

/** `Flags/{PostID}_{uid}`: exactly these fields (firestore.rules). */
export interface FlagRaw<T> {
  uid: string;
  PostType: FlaggableKind;
  PostID: string;
  Reason: FlagReason;
  Text: string;
  date: T;
}

export function flagId(postId: string, uid: string): string {
  return `${postId}_${uid}`;
}

export function readFlagDoc(data: DocumentData): FlagRaw<ReadTime> {
  return {
    uid: readString(data, 'uid'),
    PostType: readChoice(data, 'PostType', FLAGGABLE_KINDS),
    PostID: readString(data, 'PostID'),
    // An unknown reason counts as 'other', the one that needs a text.
    Reason: FLAG_REASONS.find((reason) => reason === data.Reason) ?? 'other',
    Text: readString(data, 'Text'),
    date: readTime(data, 'date'),
  };
}

/** `ModerationQueue/{PostType}_{PostID}`: one entry per flagged or hidden post. */
export interface ModerationQueueDoc<T> {
  PostType: FlaggableKind;
  PostID: string;
  /** The question the post belongs to (itself for a question). */
  QuestionID: string;
  CatID: string;
  AuthorUid: string;
  /** The post's text, one line of at most 200 characters. */
  Excerpt: string;
  FlagCount: number;
  /** `{ reason: count }`. */
  Reasons: Record<string, number>;
  Hidden: boolean;
  LastFlaggedAt: T;
  /** Set when the author deleted the post while it was hidden. */
  DeletedByAuthor?: boolean;
  /** Why the create trigger held a new account's post for review (spam-score.ts); absent otherwise. */
  HeldFor?: SpamReason[];
}

export function moderationQueueId(kind: FlaggableKind, postId: string): string {
  return `${kind}_${postId}`;
}

export function readModerationQueueDoc(data: DocumentData): ModerationQueueDoc<ReadTime> {
  const entry: ModerationQueueDoc<ReadTime> = {
    PostType: readChoice(data, 'PostType', FLAGGABLE_KINDS),
    PostID: readString(data, 'PostID'),
    QuestionID: readString(data, 'QuestionID'),
    CatID: readString(data, 'CatID'),
    AuthorUid: readString(data, 'AuthorUid'),
    Excerpt: readString(data, 'Excerpt'),
    FlagCount: readNumber(data, 'FlagCount'),
    Reasons: readNumberMap(data, 'Reasons'),
    Hidden: readFlag(data, 'Hidden'),
    LastFlaggedAt: readTime(data, 'LastFlaggedAt'),
  };
  if (data.DeletedByAuthor === true) entry.DeletedByAuthor = true;
  if (Array.isArray(data.HeldFor)) {
    entry.HeldFor = SPAM_REASONS.filter((reason) => (data.HeldFor as unknown[]).includes(reason));
  }
  return entry;
}

const TOMBSTONE_REASONS = ['hidden', 'deleted'] as const;

export function readPostTombstoneDoc(data: DocumentData): PostTombstoneDoc<ReadTime> {
  return {
    PostType: readChoice(data, 'PostType', FLAGGABLE_KINDS),
    Reason: readChoice(data, 'Reason', TOMBSTONE_REASONS),
    at: readTime(data, 'at'),
  };
}

/** `Suspended/{uid}`: while it exists the rules refuse the user's writes. */
export interface SuspendedDoc<T> {
  uid: string;
  /** The administrator who suspended the account. */
  By: string;
  At: T;
}

export function readSuspendedDoc(data: DocumentData): SuspendedDoc<ReadTime> {
  return { uid: readString(data, 'uid'), By: readString(data, 'By'), At: readTime(data, 'At') };
}

/** `AuditLog/{autoId}`: one administrator action. */
export interface AuditLogDoc<T> {
  /** e.g. 'hidePost', 'suspendUser', 'recountUserCounters'. */
  Action: string;
  /** The administrator's uid. */
  By: string;
  /** A document path, or `''` for maintenance runs. */
  Target: string;
  /** The action's result or parameters (plain values). */
  Details: DocumentData;
  At: T;
}

export function readAuditLogDoc(data: DocumentData): AuditLogDoc<ReadTime> {
  return {
    Action: readString(data, 'Action'),
    By: readString(data, 'By'),
    Target: readString(data, 'Target'),
    Details: readMap(data, 'Details'),
    At: readTime(data, 'At'),
  };
}
