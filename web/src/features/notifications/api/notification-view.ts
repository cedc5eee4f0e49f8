// Users/{uid}/Notifications/{id} as the app shows it (docs/data-model.md). No Firebase import.
import {
  badgeEarnedText,
  isNotificationType,
  readMillis,
  readString,
  type NotificationType,
} from '@queryhub/model';

function readType(value: unknown): NotificationType {
  return isNotificationType(value) ? value : 'answer';
}

export interface NotificationView {
  id: string;
  type: NotificationType;
  questionId: string;
  catId: string;
  question: string;
  actorName: string;
  read: boolean;
  dateMillis: number | null;
}

export function toNotificationView(id: string, data: Record<string, unknown>): NotificationView {
  return {
    id,
    type: readType(data.Type),
    questionId: readString(data, 'QuestionID'),
    catId: readString(data, 'CatID'),
    question: readString(data, 'Question'),
    actorName: readString(data, 'ActorName'),
    read: data.Read === true,
    dateMillis: readMillis(data.date),
  };
}

/** The sentence a notification shows. */
export function notificationText(notification: NotificationView): string {
  const who = notification.actorName || 'Someone';
  switch (notification.type) {
    case 'edit':
      return `${who} edited the question "${notification.question}"`;
    case 'accepted':
      return `${who} accepted your answer to "${notification.question}"`;
    case 'mention':
      return `${who} mentioned you on "${notification.question}"`;
    case 'comment':
      return `${who} commented on your post on "${notification.question}"`;
    case 'closed':
      return `${who} closed your question "${notification.question}"`;
    case 'reopened':
      return `${who} reopened your question "${notification.question}"`;
    case 'newQuestion':
      return `${who} asked "${notification.question}" in a tag or category you follow`;
    case 'answer':
      return `${who} answered "${notification.question}"`;
    case 'badge':
      // A badge's item carries the badge's name where others carry the question's text.
      return badgeEarnedText(notification.question);
  }
}

/** The unread count as the header link says it; at the query's cap (50) it says "49+". */
export function unreadLabel(count: number, cap: number): string {
  return `Notifications (${count >= cap ? `${cap - 1}+` : count} unread)`;
}
