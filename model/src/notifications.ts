// What an inbox item (`Users/{uid}/Notifications/{id}.Type`) is about: a new answer, an edit of
// a followed question, an accepted answer, an @mention in an answer or a comment, a comment on
// one's post, a close or reopen of one's question by others, a new question in a followed tag or category, a badge earned (docs/data-model.md). Only functions write them.
// What each says is written here once, for the inbox (web) and the unread alerts (mail).
import { badgeEarnedText } from './badges.js';

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

/**
 * The sentence an inbox item says, in the inbox and in its e-mail alert (plain text): who did
 * what to which question (`question`: the item's `Question`, its excerpt). A badge's item
 * carries the badge's name where others carry the question's text.
 */
export function notificationSentence(
  type: NotificationType,
  actorName: string,
  question: string,
): string {
  const who = actorName || 'Someone';
  switch (type) {
    case 'answer':
      return `${who} answered "${question}"`;
    case 'edit':
      return `${who} edited the question "${question}"`;
    case 'accepted':
      return `${who} accepted your answer to "${question}"`;
    case 'mention':
      return `${who} mentioned you on "${question}"`;
    case 'comment':
      return `${who} commented on your post on "${question}"`;
    case 'closed':
      return `${who} closed your question "${question}"`;
    case 'reopened':
      return `${who} reopened your question "${question}"`;
    case 'newQuestion':
      return `${who} asked "${question}" in a tag or category you follow`;
    case 'badge':
      return badgeEarnedText(question);
  }
}
