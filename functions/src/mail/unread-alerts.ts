// Alerts for what is still unread: an inbox item still unread after MAIL_ALERT_DELAY_SECONDS
// makes one mail that gathers every unread item since the last alert. Verified addresses only,
// at most MAX_ALERTS_PER_DAY a day, and never while the member has activity mail turned off.
import { z } from 'zod/v4';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  adminQuery,
  COLLECTIONS,
  MAX_ALERT_ITEMS,
  MAX_ALERTS_PER_DAY,
  notificationSentence,
  questionPath,
  readDocument,
  readNotificationDoc,
  type NotificationDoc,
} from '@queryhub/model';
import { chunk } from '../shared/batches';
import { readSnapshot } from '../shared/documents';
import { verifiedAddresses } from './accounts';
import { mailDocument, unsubscribeUrl } from './compose';
import { renderMail, type MailSection } from './render';
import { createUnsubscribeToken } from './unsubscribe-token';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** One task names at most this many recipients of one inbox item. */
export const ALERT_TASK_UIDS = 100;

/** The payload of a sendUnreadAlerts task. */
/** One alert task's payload, as the queue hands it back (parsed: a payload is outside input). */
export const AlertTaskSchema = z.object({
  notificationId: z.string().min(1).max(1500),
  uids: z.array(z.string().min(1).max(128)).max(ALERT_TASK_UIDS),
  /** Epoch ms before which the item is not mailed (the emulator dispatches tasks at once). */
  notBefore: z.number(),
});
export type AlertTask = z.infer<typeof AlertTaskSchema>;

/** Queues the alerts of one inbox item written for `uids` (see taskQueueScheduler). */
export type AlertScheduler = (uids: readonly string[], notificationId: string) => Promise<void>;

/** The tasks that cover `uids`, at most ALERT_TASK_UIDS each. */
export function alertTasks(
  uids: readonly string[],
  notificationId: string,
  notBefore: number,
): AlertTask[] {
  return chunk(uids, ALERT_TASK_UIDS).map((group) => ({ notificationId, uids: group, notBefore }));
}

export interface AlertContext {
  origin: string;
  secret: string;
  nowMs: number;
}

export type AlertOutcome =
  'sent' | 'read' | 'covered' | 'unverified' | 'off' | 'capped' | 'missing' | 'empty';

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The line an inbox item makes in a mail (plain text; the HTML escapes it): its inbox sentence. */
export function itemText(
  item: Pick<NotificationDoc<unknown>, 'Type' | 'ActorName' | 'Question'>,
): string {
  return notificationSentence(item.Type, item.ActorName, item.Question);
}

/** The subject of an alert about `count` items, the first of which reads `first`. */
export function alertSubject(count: number, first: string): string {
  return count === 1 ? first : `${count} unread updates on QueryHub`;
}

/** The canonical link of each question the items are about ('' for a deleted question). */
async function questionLinks(
  db: Firestore,
  origin: string,
  questionIds: string[],
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const unique = [...new Set(questionIds.filter(Boolean))];
  if (unique.length === 0) return links;
  const docs = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.questions).doc(id)));
  for (const doc of docs) {
    const question = readSnapshot('questions', doc);
    if (!question) continue;
    const text = question.Question.slice(0, 200);
    links.set(doc.id, `${origin}${questionPath(question.CatID, doc.id, text)}`);
  }
  return links;
}

/** Mails one member about their unread items, if `notificationId` is still unread and not yet mailed. */
async function alertOne(
  db: Firestore,
  uid: string,
  address: string | undefined,
  notificationId: string,
  context: AlertContext,
): Promise<AlertOutcome> {
  if (!address) return 'unverified';
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  const inbox = userRef.collection(COLLECTIONS.notifications);
  const stateRef = db.collection(COLLECTIONS.mailState).doc(uid);
  const prefsRef = db.collection(COLLECTIONS.emailPreferences).doc(uid);
  const mailRef = db.collection(COLLECTIONS.mail).doc(`alert-${uid}-${notificationId}`);
  return runTransactionWithRetry(db, async (transaction) => {
    const [notificationSnap, stateSnap, prefsSnap] = await Promise.all([
      transaction.get(inbox.doc(notificationId)),
      transaction.get(stateRef),
      transaction.get(prefsRef),
    ]);
    const notification = readSnapshot('notifications', notificationSnap);
    if (!notification) return 'missing';
    if (notification.Read) return 'read';
    if (!readDocument('emailPreferences', prefsSnap.data()).Activity) return 'off';
    const state = readDocument('mailState', stateSnap.data());
    const lastAlertAt = state.LastAlertAt;
    const date = notification.date;
    if (lastAlertAt && date && date.toMillis() <= lastAlertAt.toMillis()) return 'covered';
    const day = utcDay(context.nowMs);
    const sentToday = state.AlertDay === day ? (state.AlertsToday ?? 0) : 0;
    if (sentToday >= MAX_ALERTS_PER_DAY) return 'capped';

    // Single-field ordering (no composite index): unread ones are picked from the newest.
    const newer = lastAlertAt
      ? adminQuery(userRef, 'notifications.newerThan.newest', lastAlertAt)
      : adminQuery(userRef, 'notifications.newest');
    const recent = await transaction.get(newer.limit(MAX_ALERT_ITEMS * 2));
    const unread = recent.docs
      .map((doc) => readNotificationDoc(doc.data()))
      .filter((item) => !item.Read)
      .slice(0, MAX_ALERT_ITEMS);
    const newest = unread[0]?.date;
    if (unread.length === 0 || !newest) return 'empty';

    const links = await questionLinks(
      db,
      context.origin,
      unread.map((item) => item.QuestionID),
    );
    const items = unread.map((item) => ({
      text: itemText(item),
      link: {
        label: 'Open the question',
        url: links.get(item.QuestionID) ?? `${context.origin}/Notifications`,
      },
    }));
    const sections: MailSection[] = [{ heading: 'Unread in your inbox', items }];
    const token = createUnsubscribeToken(uid, 'activity', context.secret, context.nowMs);
    const unsubscribe = unsubscribeUrl(context.origin, token);
    const message = renderMail({
      subject: alertSubject(items.length, items[0]?.text ?? ''),
      intro: `You have ${items.length === 1 ? 'an unread update' : `${items.length} unread updates`} on QueryHub.`,
      action: { label: 'Open your QueryHub inbox', url: `${context.origin}/Notifications` },
      sections,
      kind: 'activity',
      origin: context.origin,
      unsubscribeUrl: unsubscribe,
    });
    transaction.create(
      mailRef,
      mailDocument(address, uid, 'activity', message, unsubscribe, FieldValue.serverTimestamp()),
    );
    transaction.set(
      stateRef,
      { LastAlertAt: newest, AlertDay: day, AlertsToday: sentToday + 1 },
      { merge: true },
    );
    return 'sent';
  });
}

/** The work of one task: each named member in turn. Returns how many ended which way. */
export async function sendUnreadAlerts(
  db: Firestore,
  auth: Auth,
  task: AlertTask,
  context: AlertContext,
): Promise<Partial<Record<AlertOutcome, number>>> {
  const { uids } = task;
  const counts: Partial<Record<AlertOutcome, number>> = {};
  if (uids.length === 0) return counts;
  const addresses = await verifiedAddresses(auth, uids);
  for (const uid of uids) {
    const outcome = await alertOne(db, uid, addresses.get(uid), task.notificationId, context);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}
