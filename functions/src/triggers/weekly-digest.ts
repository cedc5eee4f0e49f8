import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runDigest } from '../mail/digest';
import { siteOrigin, UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import { adminAuth, firestore } from '../shared/firebase';

// Mondays 08:00 UTC. The emulator never fires schedules: `npm run admin -- digest` runs it now.
export const weeklyDigest = onSchedule(
  {
    schedule: 'every monday 08:00',
    timeZone: 'Etc/UTC',
    secrets: [UNSUBSCRIBE_SECRET],
    timeoutSeconds: 540,
  },
  async () => {
    const counts = await runDigest(firestore(), adminAuth(), {
      origin: siteOrigin(),
      secret: UNSUBSCRIBE_SECRET.value(),
      nowMs: Date.now(),
    });
    logger.info('Weekly digest', counts);
  },
);
