import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteOrigin, UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import { AlertTaskSchema, sendUnreadAlerts } from '../mail/unread-alerts';
import { parseOrNull } from '../shared/input-schema';
import { adminAuth, firestore } from '../shared/firebase';

/**
 * Cloud Tasks honours a task's scheduleDelaySeconds; the emulator (firebase-tools 14.27.0)
 * dispatches at once, so the task waits out the rest of its delay itself, never longer than this.
 */
const MAX_EARLY_WAIT_MS = 60_000;

// An inbox item still unread after the delay: its recipients get their gathered alert mail.
export const sendUnreadAlertsTask = onTaskDispatched(
  {
    secrets: [UNSUBSCRIBE_SECRET],
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 10 },
    timeoutSeconds: 300,
  },
  async (request) => {
    const task = parseOrNull(AlertTaskSchema, request.data);
    if (!task) {
      // Retrying cannot mend a payload: drop it, and say so.
      logger.error('Unread alerts: malformed task payload dropped');
      return;
    }
    const early = task.notBefore - Date.now();
    if (early > 0) await sleep(Math.min(early, MAX_EARLY_WAIT_MS));
    const counts = await sendUnreadAlerts(firestore(), adminAuth(), task, {
      origin: siteOrigin(),
      secret: UNSUBSCRIBE_SECRET.value(),
      nowMs: Date.now(),
    });
    logger.info('Unread alerts', { notificationId: task.notificationId, ...counts });
  },
);
