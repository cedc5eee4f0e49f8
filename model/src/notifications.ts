// What an inbox item (`Users/{uid}/Notifications/{id}.Type`) is about: a new answer, an edit of
// a followed question, an accepted answer, an @mention in an answer or a comment, a comment on
// one's post, a close or reopen of one's question by others, a new question in a followed tag or category, a badge earned (docs/data-model.md). Only functions write them.
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
 * The sentence an inbox item makes: on the notifications page (`page`), or a little shorter in
 * a mail, as a line and as the subject of a one-item alert (`mail`).
 */
export function notificationSentence(
  item: { type: NotificationType; actorName: string; question: string },
  where: 'page' | 'mail',
): string {
  const who = item.actorName || 'Someone';
  const question = `"${item.question}"`;
  switch (item.type) {
    case 'answer':
      return `${who} answered ${question}`;
    case 'edit':
      return `${who} edited ${where === 'page' ? 'the question ' : ''}${question}`;
    case 'accepted':
      return `${who} accepted your answer to ${question}`;
    case 'mention':
      return `${who} mentioned you on ${question}`;
    case 'comment':
      return `${who} commented on your post on ${question}`;
    case 'closed':
      return `${who} closed your question ${question}`;
    case 'reopened':
      return `${who} reopened your question ${question}`;
    case 'newQuestion':
      return `${who} asked ${question}${where === 'page' ? ' in a tag or category you follow' : ''}`;
    case 'badge':
      // A badge's item carries the badge's name where others carry the question's text.
      return badgeEarnedText(item.question);
  }
}
