// What an inbox item (`Users/{uid}/Notifications/{id}.Type`) is about: a new answer, an edit of
// a followed question, an accepted answer, an @mention in an answer or a comment, a comment on
// one's post, a close or reopen of one's question by others, a new question in a followed tag or category, a badge earned (docs/data-model.md). Only functions write them.
export const NOTIFICATION_TYPES = [
  'answer',
  'edit',
  'accepted',
  'mention',
  'comment',
  'closed',
  'reopened',
  'newQuestion',
  'badge',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/**
 * "Mark all as read" commits its updates this many to a batch: each update's rule reads the
 * account's `DeletedAccounts` tombstone (isMember), and a batched write may read 20 documents in
 * production; 10 keep a batch at half of that (docs/rules-limits.md).
 */
export const MARK_ALL_READ_BATCH = 10;
