// Collection and document names from docs/data-model.md, in one place.
export const USERS = 'Users';
export const PRESENCE = 'Presence';
export const CATEGORIES = 'Categories';
export const QUESTIONS = 'Questions';
export const ANSWERS = 'Answers';
export const CONTACT_FORM = 'ContactForm';
export const PROCESSED_EVENTS = 'ProcessedEvents';
/** Image results that arrived before the document that references the image. */
export const PENDING_IMAGES = 'PendingImages';
export const TOPIC = 'Topic';
export const TOPIC_NAME = 'Name';

/** Batched writes stop at this many operations per commit. */
export const MAX_BATCH_WRITES = 500;

// Notifications, follows and moderation (issue 12 items 4-5; docs/data-model.md).
/** Users/{uid}/Follows/{questionId}: the user follows that question. */
export const FOLLOWS = 'Follows';
/** Users/{uid}/Notifications/{id}: the user's inbox, written only by functions. */
export const NOTIFICATIONS = 'Notifications';
/** Flags/{PostID}_{uid}: one flag per user per post. */
export const FLAGS = 'Flags';
/** ModerationQueue/{PostType}_{PostID}: flagged or hidden posts awaiting an admin. */
export const MODERATION_QUEUE = 'ModerationQueue';
/** Suspended/{uid}: the rules refuse writes from these users. */
export const SUSPENDED = 'Suspended';
/** AuditLog/{id}: one document per admin action. */
export const AUDIT_LOG = 'AuditLog';
