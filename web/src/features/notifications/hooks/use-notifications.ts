import { COLLECTIONS } from '@queryhub/model';
import { usePagedList } from '@/lib/paged-list';
import { useSubscription } from '@/lib/subscription';
import { notificationsSource, subscribeToUnreadCount } from '../api/notifications';

/** The signed-in user's unread count, live. */
export function useUnreadCount(uid: string) {
  return useSubscription(`Notifications-unread/${uid}`, subscribeToUnreadCount(uid));
}

/** The inbox, newest first: the first page live, then "Show more" a page at a time. */
export function useNotifications(uid: string) {
  return usePagedList(`${COLLECTIONS.notifications}/${uid}`, notificationsSource(uid));
}
