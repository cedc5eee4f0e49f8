import { describe, expect, it } from 'vitest';
import { notificationText, toNotificationView, unreadLabel } from '../api/notification-view';
import { UNREAD_CAP } from '../api/notifications';

describe('notifications', () => {
  it('name the header link with the unread count, capped', () => {
    expect(unreadLabel(0, UNREAD_CAP)).toBe('Notifications (0 unread)');
    expect(unreadLabel(3, UNREAD_CAP)).toBe('Notifications (3 unread)');
    // The query reads at most MAX_LIST_LIMIT (the rules' list limit): 50 means "more than 49".
    expect(UNREAD_CAP).toBe(50);
    expect(unreadLabel(50, UNREAD_CAP)).toBe('Notifications (49+ unread)');
  });

  it('read the stored fields and say what happened', () => {
    const view = toNotificationView('answer-a1', {
      Type: 'answer',
      QuestionID: 'q1',
      CatID: 'c1',
      Question: 'Why?',
      ActorName: 'Bob',
      Read: false,
      date: { toMillis: () => 5 },
    });
    expect(view).toEqual({
      id: 'answer-a1',
      type: 'answer',
      questionId: 'q1',
      catId: 'c1',
      question: 'Why?',
      actorName: 'Bob',
      read: false,
      dateMillis: 5,
    });
    expect(notificationText(view)).toBe('Bob answered "Why?"');
    expect(notificationText({ ...view, type: 'edit', actorName: '' })).toBe(
      'Someone edited the question "Why?"',
    );
    expect(toNotificationView('accepted-a1', { Type: 'accepted', ActorName: 'Ann' }).type).toBe(
      'accepted',
    );
    expect(notificationText({ ...view, type: 'accepted', actorName: 'Ann' })).toBe(
      'Ann accepted your answer to "Why?"',
    );
    expect(toNotificationView('mention-c1', { Type: 'mention' }).type).toBe('mention');
    expect(notificationText({ ...view, type: 'mention', actorName: 'Cora' })).toBe(
      'Cora mentioned you on "Why?"',
    );
    expect(notificationText({ ...view, type: 'comment', actorName: 'Cora' })).toBe(
      'Cora commented on your post on "Why?"',
    );
    expect(toNotificationView('newQuestion-q2', { Type: 'newQuestion' }).type).toBe('newQuestion');
    expect(notificationText({ ...view, type: 'newQuestion', actorName: 'Cy' })).toBe(
      'Cy asked "Why?" in a tag or category you follow',
    );
    const badge = toNotificationView('badge-ann_student', { Type: 'badge', Question: 'Student' });
    expect(notificationText(badge)).toBe('You earned the Student badge');
    expect(toNotificationView('x', { Type: 'bogus', Read: 'yes' })).toMatchObject({
      type: 'answer',
      read: false,
    });
  });
});
