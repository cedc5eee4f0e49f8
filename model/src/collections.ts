// Every Firestore collection and fixed document of QueryHub, spelled once (docs/data-model.md).
//
// To add a collection (the compiler walks you through it):
// 1. add its key here;
// 2. write its document shape and a tolerant reader (`read<Name>Doc(data)`: stored data in, the
//    typed shape out, '' / 0 / null for what an old document lacks) in the module of its concern,
//    or a new small module (accounts.ts, activity.ts, moderation.ts, votes.ts, ...), with its id
//    helper when the id is composed;
// 3. add one line to each table of collection-documents.ts (`CollectionDocuments` and
//    `DOCUMENT_READERS`): until then the model does not compile, and
//    model/test/collection-documents.test.ts fails;
// 4. a builder in builders.ts if clients create it, its raw field list in RAW_FIELDS, its limits
//    in limits.ts;
// 5. its `match` block in firestore.rules with rules tests both ways, and a section in
//    docs/data-model.md.

export const COLLECTIONS = {
  users: 'Users',
  presence: 'Presence',
  categories: 'Categories',
  questions: 'Questions',
  answers: 'Answers',
  contactForm: 'ContactForm',
  /** The aggregate category list lives in one document, `Topic/Name`. */
  topic: 'Topic',
  /** Idempotency markers of the counter triggers (functions only). */
  processedEvents: 'ProcessedEvents',
  /** `Users/{uid}/Follows/{questionId}`: the user follows the question (a subcollection). */
  follows: 'Follows',
  /** `Users/{uid}/Notifications/{id}`: the user's inbox, created only by functions. */
  notifications: 'Notifications',
  /** `Flags/{PostID}_{uid}`: one flag per user per post. */
  flags: 'Flags',
  /** `ModerationQueue/{PostType}_{PostID}` (`moderationQueueId`): flagged or hidden posts (functions only). */
  moderationQueue: 'ModerationQueue',
  /**
   * `PostTombstones/{postId}`: a post hidden by flags or by an admin, or deleted by an admin; the
   * rules refuse to create a post with that id again (functions only).
   */
  postTombstones: 'PostTombstones',
  /** `Suspended/{uid}`: the rules refuse writes from these users (functions only). */
  suspended: 'Suspended',
  /** `AuditLog/{id}`: one document per admin action (functions only). */
  auditLog: 'AuditLog',
  /**
   * `UploadClaims/{sha256(object name and its document's creation)}` = `{generation, at}`: the
   * one upload of an awaited object the image trigger processes (functions only).
   */
  uploadClaims: 'UploadClaims',
  /** Per-account count of new profile pictures: the upload rate limit (firestore.rules). */
  profilePictureQuota: 'ProfilePictureQuota',
  /**
   * Display-name claims `{uid}`, id = SHA-256 hex of the name's canonical key (NFKC, case
   * folding, confusables skeleton, invisibles removed); written only by claimDisplayName.
   */
  userNames: 'UserNames',
  /** `NameClaims/{uid}`: the name the account holds, `{displayName, key, at}` (functions only). */
  nameClaims: 'NameClaims',
  /** Per-member rate stamps `{Categories|Questions|Answers: {at, id}}`, written by clients. */
  rateLimits: 'RateLimits',
  /** Tombstones of deleted accounts, checked by the rules so surviving sessions cannot write. */
  deletedAccounts: 'DeletedAccounts',
  /** Per-client budgets of the sendContactMessage callable (functions only). */
  contactBudgets: 'ContactBudgets',
  /** Raw votes, one per user per post: `{postId}_{uid}` (only the voter reads and writes). */
  votes: 'Votes',
  /**
   * `CountedVotes/{voteId}`: the state of a vote the post's counters and its author's ledger
   * include, so onVoteWritten applies only the difference to the vote's current state
   * (functions only).
   */
  countedVotes: 'CountedVotes',
  /** Public profiles for the user pages (everyone gets one; only functions write). */
  profiles: 'Profiles',
  /** One user's reputation ledger per UTC day, for the daily cap (functions only). */
  reputationDays: 'ReputationDays',
  /** One document per edit of a question or answer (the text before and after; functions only). */
  revisions: 'Revisions',
  /** Outgoing e-mail in the Trigger Email extension's shape (functions only; docs/data-model.md). */
  mail: 'Mail',
  /** `EmailPreferences/{uid}`: which e-mail a member wants (the member writes it). */
  emailPreferences: 'EmailPreferences',
  /** `MailState/{uid}`: when the member was last mailed and how often today (functions only). */
  mailState: 'MailState',
  /** `UnsubscribeTokens/{nonce}`: one-click unsubscribe links already used (functions only). */
  unsubscribeTokens: 'UnsubscribeTokens',
  /** Site settings an administrator changes: `Settings/Privileges` = `{Preset}` (privileges.ts). */
  settings: 'Settings',
  /**
   * `Comments/{id}`: a short comment under a question or an answer (comments.ts); the author
   * writes the raw fields, functions add the rendered HTML and the author's name.
   */
  comments: 'Comments',
  /** `CloseVotes/{questionId}_{uid}`: votes to close or reopen a question (closing.ts). */
  closeVotes: 'CloseVotes',
  /** `Tags/{tag}` = `{QuestionCount, UpdatedAt}`: per-tag question counts (functions only; tags.ts). */
  tags: 'Tags',
  /** `Users/{uid}/FollowedTags/{tag}` = `{Tag, date}`: the member follows the tag. */
  followedTags: 'FollowedTags',
  /** `Users/{uid}/FollowedCategories/{categoryId}` = `{CatID, date}`: the member follows it. */
  followedCategories: 'FollowedCategories',
  /** `Badges/{slug}` = `{Name, Tier, Holders, Awarded}`: per-badge counts (functions only; badges.ts). */
  badges: 'Badges',
  /** `Awards/{awardId}`: one badge awarded to one member, public (functions only; badges.ts). */
  awards: 'Awards',
  /** `MemberBadges/{uid}` = `{Counts}`: a member's awards per badge, public (functions only). */
  memberBadges: 'MemberBadges',
  /**
   * `Users/{uid}/Saves/{postId}` = `{Kind, QuestionID, AnswerID?, CatID, date}`: the member saved
   * the question or answer (private; activity.ts).
   */
  saves: 'Saves',
  /** `Webhooks/{autoId}`: outgoing webhook endpoints (functions write; admins read; webhooks.ts). */
  webhooks: 'Webhooks',
  /** `WebhookSecrets/{webhookId}`: their signing secrets (functions only; no client reads). */
  webhookSecrets: 'WebhookSecrets',
  /** `WebhookDeliveries/{event}_{subjectId}_{webhookId}`: the delivery log (admins read). */
  webhookDeliveries: 'WebhookDeliveries',
  /** `Users/{uid}/Drafts/{Kind}-{TargetID}`: unsent composer text, owner only (drafts.ts). */
  drafts: 'Drafts',
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;

/** The id of the one document of `Topic`. */
export const TOPIC_NAME_ID = 'Name';

/** `Collection/id`, the path form the SDKs' `doc(db, path)` and `db.doc(path)` accept. */
export function docPath(collection: CollectionKey, id: string): string {
  return `${COLLECTIONS[collection]}/${id}`;
}

/** `Topic/Name`: the aggregate category list. */
export const TOPIC_NAME_PATH = docPath('topic', TOPIC_NAME_ID);
