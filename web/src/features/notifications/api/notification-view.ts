// Users/{uid}/Notifications/{id} as the app shows it (docs/data-model.md). No Firebase import.
import {
  isNotificationType,
  notificationSentence,
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
  return notificationSentence(notification.type, notification.actorName, notification.question);
}

/** The unread count as the header link says it; at the query's cap (50) it says "49+". */
export function unreadLabel(count: number, cap: number): string {
  return `Notifications (${count >= cap ? `${cap - 1}+` : count} unread)`;
}
