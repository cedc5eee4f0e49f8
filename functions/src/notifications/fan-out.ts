import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, notificationId } from '@queryhub/model';
import { isAlreadyExists } from '../follows/follow-by-default';
import { queueUnreadAlerts } from '../mail/alert-queue';
import type { AlertScheduler } from '../mail/unread-alerts';
import { notificationFields, recipients, type NotificationSource } from './notification-fields';

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
