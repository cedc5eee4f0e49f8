import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import type { Subscribe } from '@/lib/subscription';
import { toNotificationView, type NotificationView } from './notification-view';

/** The header counts at most this many unread notifications (and then says "99+"). */
export const UNREAD_CAP = 100;
/** The /Notifications page shows this many more per "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** "Mark all as read" updates at most this many per click (one batch). */
const MARK_ALL_LIMIT = 500;

export function subscribeToUnreadCount(uid: string): Subscribe<number> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, limit, onSnapshot, query, where } = sdk;
    const unread = query(
      collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications),
      where('Read', '==', false),
      limit(UNREAD_CAP),
    );
    return onSnapshot(unread, (snapshot) => onData(snapshot.size), onError);
  };
}

export function subscribeToNotifications(
  uid: string,
  count: number,
): Subscribe<NotificationView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, limit, onSnapshot, orderBy, query } = sdk;
    const newestFirst = query(
      collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications),
      orderBy('date', 'desc'),
      limit(count),
    );
    return onSnapshot(
      newestFirst,
      (snapshot) => onData(snapshot.docs.map((d) => toNotificationView(d.id, d.data()))),
      onError,
    );
  };
}

export async function markNotificationRead(uid: string, id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.notifications, id), {
    Read: true,
  });
}

/** Marks the unread notifications as read, up to MARK_ALL_LIMIT in one batch. */
export async function markAllNotificationsRead(uid: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const { collection, getDocs, limit, query, where, writeBatch } = sdk;
  const unread = await getDocs(
    query(
      collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications),
      where('Read', '==', false),
      limit(MARK_ALL_LIMIT),
    ),
  );
  if (unread.empty) return;
  const batch = writeBatch(db);
  for (const doc of unread.docs) batch.update(doc.ref, { Read: true });
  await batch.commit();
}
