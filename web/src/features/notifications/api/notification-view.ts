// Users/{uid}/Notifications/{id} as the app shows it (docs/data-model.md). No Firebase import.
import { NEW_QUESTION_NOTIFICATION, readMillis, readString } from '@queryhub/model';

export interface NotificationView {
  id: string;
  type: 'answer' | 'edit' | 'accepted' | typeof NEW_QUESTION_NOTIFICATION;
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
    type:
      data.Type === 'edit' || data.Type === 'accepted' || data.Type === NEW_QUESTION_NOTIFICATION
        ? data.Type
        : 'answer',
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
    case NEW_QUESTION_NOTIFICATION:
      return `${who} asked "${notification.question}" in a tag or category you follow`;
    default:
      return `${who} answered "${notification.question}"`;
  }
}

/** The unread count as the header link says it; at the query's cap (50) it says "49+". */
export function unreadLabel(count: number, cap: number): string {
  return `Notifications (${count >= cap ? `${cap - 1}+` : count} unread)`;
}
