// The registry of document shapes: every key of COLLECTIONS names the type of its documents and
// the reader that parses stored data into it. Both tables are mapped over `CollectionKey`, so a
// collection added to COLLECTIONS without a type and a reader does not compile
// (model/test/collection-documents.test.ts checks the same at run time).
import {
  readContactBudgetDoc,
  readDeletedAccountDoc,
  readNameClaimDoc,
  readPresenceDoc,
  readProfileDoc,
  readProfilePictureQuotaDoc,
  readRateLimitsDoc,
  readUserDoc,
  readUserNameDoc,
  type ContactBudgetDoc,
  type DeletedAccountDoc,
  type ProfileDoc,
  type ProfilePictureQuotaRaw,
  type RateLimitsDoc,
} from './accounts.js';
import {
  readFollowDoc,
  readNotificationDoc,
  readRevisionDoc,
  type FollowRaw,
  type NotificationDoc,
  type RevisionDoc,
} from './activity.js';
import {
  readAwardDoc,
  readBadgeDoc,
  readMemberBadgesDoc,
  type AwardDoc,
  type BadgeDoc,
  type MemberBadgesDoc,
} from './badges.js';
import { readCloseVoteDoc, type CloseVoteRaw } from './closing.js';
import type { CollectionKey } from './collections.js';
import { readDraftDoc, type DraftDoc } from './drafts.js';
import {
  readFollowedCategoryDoc,
  readFollowedTagDoc,
  readTagDoc,
  type FollowedCategoryDoc,
  type FollowedTagDoc,
  type TagDoc,
} from './tags.js';
import { readCommentDoc, type CommentDoc } from './comments.js';
import { readSaveDoc, type SaveDoc } from './saves.js';
import {
  readAnswerDoc,
  readCategoryDoc,
  readContactMessageDoc,
  readQuestionDoc,
  readTopicDoc,
} from './content-readers.js';
import type {
  AnswerDoc,
  CategoryDoc,
  ContactMessageRaw,
  CountedVoteDoc,
  NameClaimDoc,
  PostTombstoneDoc,
  PresenceRaw,
  QuestionDoc,
  TopicDoc,
  UserDoc,
  UserNameDoc,
} from './documents.js';
import type { EmailPreferencesRaw, MailDoc, MailStateDoc } from './mail.js';
import {
  readEmailPreferencesDoc,
  readMailDoc,
  readMailStateDoc,
  readUnsubscribeTokenDoc,
  type UnsubscribeTokenDoc,
} from './mail-documents.js';
import {
  readAuditLogDoc,
  readFlagDoc,
  readModerationQueueDoc,
  readPostTombstoneDoc,
  readSuspendedDoc,
  type AuditLogDoc,
  type FlagRaw,
  type ModerationQueueDoc,
  type SuspendedDoc,
} from './moderation.js';
import { readSettingsDoc, type SettingsDoc } from './privileges.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import {
  readProcessedEventDoc,
  readUploadClaimDoc,
  type ProcessedEventDoc,
  type UploadClaimDoc,
} from './system.js';
import {
  readWebhookDeliveryDoc,
  readWebhookDoc,
  readWebhookSecretDoc,
  type WebhookDeliveryDoc,
  type WebhookDoc,
  type WebhookSecretDoc,
} from './webhooks.js';
import {
  readCountedVoteDoc,
  readReputationDayDoc,
  readVoteDoc,
  type ReputationDayDoc,
  type VoteRaw,
} from './votes.js';

/** The full shape (raw and derived fields) of a document of each collection, times as `T`. */
interface CollectionDocuments<T> {
  users: UserDoc<T>;
  presence: PresenceRaw<T>;
  categories: CategoryDoc<T>;
  questions: QuestionDoc<T>;
  answers: AnswerDoc<T>;
  contactForm: ContactMessageRaw<T>;
  topic: TopicDoc<unknown>;
  processedEvents: ProcessedEventDoc<T>;
  follows: FollowRaw<T>;
  notifications: NotificationDoc<T>;
  flags: FlagRaw<T>;
  moderationQueue: ModerationQueueDoc<T>;
  postTombstones: PostTombstoneDoc<T>;
  suspended: SuspendedDoc<T>;
  auditLog: AuditLogDoc<T>;
  uploadClaims: UploadClaimDoc<T>;
  profilePictureQuota: ProfilePictureQuotaRaw<T>;
  userNames: UserNameDoc;
  nameClaims: NameClaimDoc<T>;
  rateLimits: RateLimitsDoc<T>;
  deletedAccounts: DeletedAccountDoc<T>;
  contactBudgets: ContactBudgetDoc<T>;
  votes: VoteRaw<T>;
  countedVotes: CountedVoteDoc;
  profiles: ProfileDoc<T>;
  reputationDays: ReputationDayDoc;
  revisions: RevisionDoc<T>;
  mail: MailDoc<T>;
  emailPreferences: EmailPreferencesRaw<T>;
  mailState: MailStateDoc<NonNullable<T>>;
  unsubscribeTokens: UnsubscribeTokenDoc<T>;
  settings: SettingsDoc;
  comments: CommentDoc<T>;
  /** null: a stored document that is not a vote (an unknown action). */
  closeVotes: CloseVoteRaw<T> | null;
  tags: TagDoc<T>;
  followedTags: FollowedTagDoc<T>;
  followedCategories: FollowedCategoryDoc<T>;
  badges: BadgeDoc<T>;
  awards: AwardDoc<T>;
  memberBadges: MemberBadgesDoc;
  saves: SaveDoc<T>;
  webhooks: WebhookDoc<T>;
  webhookSecrets: WebhookSecretDoc;
  webhookDeliveries: WebhookDeliveryDoc<T>;
  drafts: DraftDoc<T>;
}

/** A document of collection `K` as read back: stored times, null where a time is absent. */
export type StoredDocument<K extends CollectionKey> = CollectionDocuments<ReadTime>[K];

/** The readers, one per collection: stored data in, the typed shape out, never throwing. */
export const DOCUMENT_READERS: {
  readonly [K in CollectionKey]: (data: DocumentData) => StoredDocument<K>;
} = {
  users: readUserDoc,
  presence: readPresenceDoc,
  categories: readCategoryDoc,
  questions: readQuestionDoc,
  answers: readAnswerDoc,
  contactForm: readContactMessageDoc,
  topic: readTopicDoc,
  processedEvents: readProcessedEventDoc,
  follows: readFollowDoc,
  notifications: readNotificationDoc,
  flags: readFlagDoc,
  moderationQueue: readModerationQueueDoc,
  postTombstones: readPostTombstoneDoc,
  suspended: readSuspendedDoc,
  auditLog: readAuditLogDoc,
  uploadClaims: readUploadClaimDoc,
  profilePictureQuota: readProfilePictureQuotaDoc,
  userNames: readUserNameDoc,
  nameClaims: readNameClaimDoc,
  rateLimits: readRateLimitsDoc,
  deletedAccounts: readDeletedAccountDoc,
  contactBudgets: readContactBudgetDoc,
  votes: readVoteDoc,
  countedVotes: readCountedVoteDoc,
  profiles: readProfileDoc,
  reputationDays: readReputationDayDoc,
  revisions: readRevisionDoc,
  mail: readMailDoc,
  emailPreferences: readEmailPreferencesDoc,
  mailState: readMailStateDoc,
  unsubscribeTokens: readUnsubscribeTokenDoc,
  settings: readSettingsDoc,
  comments: readCommentDoc,
  closeVotes: readCloseVoteDoc,
  tags: readTagDoc,
  followedTags: readFollowedTagDoc,
  followedCategories: readFollowedCategoryDoc,
  badges: readBadgeDoc,
  awards: readAwardDoc,
  memberBadges: readMemberBadgesDoc,
  saves: readSaveDoc,
  webhooks: readWebhookDoc,
  webhookSecrets: readWebhookSecretDoc,
  webhookDeliveries: readWebhookDeliveryDoc,
  drafts: readDraftDoc,
};

/** Reads a stored document of `collection` (absent data reads as an empty document). */
export function readDocument<K extends CollectionKey>(
  collection: K,
  data: DocumentData | undefined,
): StoredDocument<K> {
  return DOCUMENT_READERS[collection](data ?? {});
}
