import { useSubscription } from '@/lib/subscription';
import { subscribeToFollow, followQuestion, unfollowQuestion } from '../api/follows';
import { subscribeToNotifications, subscribeToUnreadCount } from '../api/notifications';

/** The signed-in user's unread count, live. */
export function useUnreadCount(uid: string) {
  return useSubscription(`Notifications-unread/${uid}`, subscribeToUnreadCount(uid));
}

/** The newest `count` notifications, live. */
export function useNotifications(uid: string, count: number) {
  return useSubscription(`Notifications/${uid}/${count}`, subscribeToNotifications(uid, count));
}

/** Whether the user follows the question, live, with the two actions. */
export function useFollow(uid: string, questionId: string) {
  const state = useSubscription(`Follows/${uid}/${questionId}`, subscribeToFollow(uid, questionId));
  return {
    state,
    follow: () => followQuestion(uid, questionId),
    unfollow: () => unfollowQuestion(uid, questionId),
  };
}
