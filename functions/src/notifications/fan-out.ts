import { FieldValue, type Firestore, type Query } from 'firebase-admin/firestore';
import { adminQuery, COLLECTIONS, notificationId } from '@queryhub/model';
import { queueUnreadAlerts } from '../mail/alert-queue';
import type { AlertScheduler } from '../mail/unread-alerts';
import { isAlreadyExists } from './follows';
import {
  FOLLOWER_PAGE_SIZE,
  MAX_NOTIFIED_FOLLOWERS,
  notificationFields,
  recipients,
  type NotificationSource,
} from './notification-fields';

/** The uid owning a Users/{uid}/Follows/{questionId} document. */
function followerUid(path: string): string {
  return path.split('/')[1] ?? '';
}

/**
 * The followers of a question, read a page at a time and at most `cap` of them, so the cost of
 * one event is bounded whatever the number of followers.
 */
export async function readFollowers(
  db: Firestore,
  questionId: string,
  cap = MAX_NOTIFIED_FOLLOWERS,
  pageSize = FOLLOWER_PAGE_SIZE,
): Promise<string[]> {
  const query: Query = adminQuery(db, 'follows.group.ofQuestion', questionId);
  const uids: string[] = [];
  let page = await query.limit(Math.min(pageSize, cap)).get();
  while (!page.empty) {
    for (const doc of page.docs) uids.push(followerUid(doc.ref.path));
    const last = page.docs[page.docs.length - 1];
    if (uids.length >= cap || page.size < pageSize || !last) break;
    page = await query
      .startAfter(last)
      .limit(Math.min(pageSize, cap - uids.length))
      .get();
  }
  return uids;
}

/**
 * Writes one notification into each recipient's inbox, with an id derived from the event's
 * source: a create that finds the document there already (a redelivery) is skipped, so a
 * notification a user has read is never reset to unread. Returns how many were written.
 * Every recipient's e-mail alert is then queued (`alerts`; a redelivery queues them again, and
 * the alert, idempotent, mails each item at most once).
 */
export async function notify(
  db: Firestore,
  uids: readonly string[],
  source: NotificationSource,
  sourceId: string,
  alerts: AlertScheduler = queueUnreadAlerts,
): Promise<number> {
  const to = recipients(uids, source.actorUid);
  if (to.length === 0) return 0;
  const id = notificationId(source.type, sourceId);
  const fields = notificationFields(source);
  const writer = db.bulkWriter();
  writer.onWriteError((error) => !isAlreadyExists(error) && error.failedAttempts < 3);
  let written = 0;
  const writes = to.map((uid) =>
    writer
      .create(
        db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications).doc(id),
        {
          ...fields,
          date: FieldValue.serverTimestamp(),
        },
      )
      .then(
        () => {
          written += 1;
        },
        (error: unknown) => {
          if (!isAlreadyExists(error)) throw error;
        },
      ),
  );
  await writer.close();
  await Promise.all(writes);
  await alerts(to, id);
  return written;
}
