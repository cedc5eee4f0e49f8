// Collection and document names from docs/data-model.md, in one place.
export const USERS = 'Users';
/** Display-name claims `{uid}`, id = SHA-256 hex of the lowercased name (firestore.rules). */
export const USER_NAMES = 'UserNames';
export const PRESENCE = 'Presence';
export const CATEGORIES = 'Categories';
export const QUESTIONS = 'Questions';
export const ANSWERS = 'Answers';
export const CONTACT_FORM = 'ContactForm';
export const PROCESSED_EVENTS = 'ProcessedEvents';
/** Image results that arrived before the document that references the image. */
export const PENDING_IMAGES = 'PendingImages';
/** Per-member rate stamps `{Categories|Questions|Answers: {at, id}}`, written by clients. */
export const RATE_LIMITS = 'RateLimits';
/** Tombstones of deleted accounts, checked by the rules so surviving sessions cannot write. */
export const DELETED_ACCOUNTS = 'DeletedAccounts';
/** Per-client budgets of the sendContactMessage callable. */
export const CONTACT_BUDGETS = 'ContactBudgets';
export const TOPIC = 'Topic';
export const TOPIC_NAME = 'Name';

/** Batched writes stop at this many operations per commit. */
export const MAX_BATCH_WRITES = 500;
