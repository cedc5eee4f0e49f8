// Collection and document names from docs/data-model.md, in one place.
export const USERS = 'Users';
export const PRESENCE = 'Presence';
export const CATEGORIES = 'Categories';
export const QUESTIONS = 'Questions';
export const ANSWERS = 'Answers';
export const CONTACT_FORM = 'ContactForm';
export const PROCESSED_EVENTS = 'ProcessedEvents';
/** Per-account count of new profile pictures (the upload rate limit, see firestore.rules). */
export const PROFILE_PICTURE_QUOTA = 'ProfilePictureQuota';
export const TOPIC = 'Topic';
export const TOPIC_NAME = 'Name';

/** Batched writes stop at this many operations per commit. */
export const MAX_BATCH_WRITES = 500;
