// Queues unread alerts on the sendUnreadAlerts task queue (Cloud Tasks; the emulator runs it).
import { adminApp } from '../shared/firebase';
import { MAIL_ALERT_DELAY_SECONDS } from './mail-params';
import { alertTasks, type AlertScheduler } from './unread-alerts';

const ALERT_QUEUE = 'sendUnreadAlerts';

/** One task per ALERT_TASK_UIDS recipients, due after the alert delay. */
export const queueUnreadAlerts: AlertScheduler = async (uids, notificationId) => {
  if (uids.length === 0) return;
  const { getFunctions } = await import('firebase-admin/functions');
  const queue = getFunctions(adminApp()).taskQueue(ALERT_QUEUE);
  const delaySeconds = MAIL_ALERT_DELAY_SECONDS.value();
  const tasks = alertTasks(uids, notificationId, Date.now() + delaySeconds * 1000);
  await Promise.all(
    tasks.map((task) => queue.enqueue(task, { scheduleDelaySeconds: delaySeconds })),
  );
};
