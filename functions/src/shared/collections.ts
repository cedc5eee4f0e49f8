// Collection and document names from docs/data-model.md, in one place.
export const USERS = 'Users';
export const PRESENCE = 'Presence';
export const CATEGORIES = 'Categories';
export const QUESTIONS = 'Questions';
export const ANSWERS = 'Answers';
export const CONTACT_FORM = 'ContactForm';
/** One document per edit of a question or answer (the text before and after). */
export const REVISIONS = 'Revisions';
export const PROCESSED_EVENTS = 'ProcessedEvents';
/** Image results that arrived before the document that references the image. */
export const PENDING_IMAGES = 'PendingImages';
export const TOPIC = 'Topic';
export const TOPIC_NAME = 'Name';

/** Batched writes stop at this many operations per commit. */
export const MAX_BATCH_WRITES = 500;
