import { COLLECTIONS, MARK_ALL_READ_BATCH, MAX_LIST_LIMIT } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import type { PagedSource } from '@/lib/paged-list';
import type { Subscribe } from '@/lib/subscription';
import { toNotificationView, type NotificationView } from './notification-view';

/**
 * The header counts at most this many unread notifications (and then says "49+"): the rules
 * refuse any list query above MAX_LIST_LIMIT.
 */
export const UNREAD_CAP = MAX_LIST_LIMIT;
/** The /Notifications page shows this many more per "Show more". */
const NOTIFICATIONS_PAGE_SIZE = 20;
/** "Mark all as read" reads this many unread notifications per list query... */
const MARK_ALL_PAGE = MAX_LIST_LIMIT;
/** ...and at most this many pages per click (500 notifications). */
const MARK_ALL_PAGES = 10;

export function subscribeToUnreadCount(uid: string): Subscribe<number> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { doc, limit, onSnapshot, query } = sdk;
    const inbox = doc(db, COLLECTIONS.users, uid);
    const unread = query(
      catalogueQuery(sdk, inbox, 'notifications.unread', false),
      limit(UNREAD_CAP),
    );
    return onSnapshot(unread, (snapshot) => onData(snapshot.size), onError);
  };
}

/** The inbox, newest first, NOTIFICATIONS_PAGE_SIZE at a time (the first page live). */
export function notificationsSource(uid: string): PagedSource<NotificationView> {
  return {
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    query: (sdk, db) =>
      catalogueQuery(sdk, sdk.doc(db, COLLECTIONS.users, uid), 'notifications.newest'),
    toItem: toNotificationView,
  };
}

export async function markNotificationRead(uid: string, id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.notifications, id), {
    Read: true,
  });
}

/**
 * Marks the unread notifications as read, MARK_ALL_PAGE per page and at most MARK_ALL_PAGES
 * pages, so one click costs a bounded number of reads and writes. A page's updates go in batches
 * of MARK_ALL_READ_BATCH, sent together: the rules read a document for each update, and a batch
 * stays at half of what production lets one batched write read.
 */
export async function markAllNotificationsRead(uid: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const { doc, getDocs, limit, query, writeBatch } = sdk;
  const inbox = doc(db, COLLECTIONS.users, uid);
  for (let page = 0; page < MARK_ALL_PAGES; page += 1) {
    const unread = await getDocs(
      query(catalogueQuery(sdk, inbox, 'notifications.unread', false), limit(MARK_ALL_PAGE)),
    );
    if (unread.empty) return;
    const commits: Promise<void>[] = [];
    for (let start = 0; start < unread.docs.length; start += MARK_ALL_READ_BATCH) {
      const batch = writeBatch(db);
      for (const doc of unread.docs.slice(start, start + MARK_ALL_READ_BATCH))
        batch.update(doc.ref, { Read: true });
      commits.push(batch.commit());
    }
    await Promise.all(commits);
    if (unread.size < MARK_ALL_PAGE) return;
  }
}
