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

/** Raw votes, one per user per post: `{postId}_{uid}`. */
export const VOTES = 'Votes';
/** Public profiles, written only by functions (Users/{uid} stays private). */
export const PROFILES = 'Profiles';
/** Reputation earned by one user on one UTC day, for the daily cap. Functions only. */
export const REPUTATION_DAYS = 'ReputationDays';
