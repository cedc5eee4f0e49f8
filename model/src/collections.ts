// Every Firestore collection and fixed document of QueryHub, spelled once (docs/data-model.md).
// To add a collection: add its key here, its document shapes to documents.ts, its builder to
// builders.ts, its limits to limits.ts, and its rules (plus rules tests) to firestore.rules.

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
  /** `ModerationQueue/{PostType}_{PostID}`: flagged or hidden posts (functions only). */
  moderationQueue: 'ModerationQueue',
  /** `Suspended/{uid}`: the rules refuse writes from these users (functions only). */
  suspended: 'Suspended',
  /** `AuditLog/{id}`: one document per admin action (functions only). */
  auditLog: 'AuditLog',
  /** Per-account count of new profile pictures: the upload rate limit (firestore.rules). */
  profilePictureQuota: 'ProfilePictureQuota',
  /** One document per edit of a question or answer (the text before and after; functions only). */
  revisions: 'Revisions',
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;
export type CollectionName = (typeof COLLECTIONS)[CollectionKey];

/** The id of the one document of `Topic`. */
export const TOPIC_NAME_ID = 'Name';

/** `Collection/id`, the path form the SDKs' `doc(db, path)` and `db.doc(path)` accept. */
export function docPath(collection: CollectionKey, id: string): string {
  return `${COLLECTIONS[collection]}/${id}`;
}

/** `Topic/Name`: the aggregate category list. */
export const TOPIC_NAME_PATH = docPath('topic', TOPIC_NAME_ID);
