import { onCall } from 'firebase-functions/v2/https';
import { runDigest } from '../mail/digest';
import { siteOrigin, UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import { recordAudit } from '../moderation/audit';
import { adminAuth, firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

// `npm run admin -- digest`: the weekly digest, now (the emulator never fires schedules).
export const runDigestCallable = onCall(
  { timeoutSeconds: 540, secrets: [UNSUBSCRIBE_SECRET] },
  async (request) => {
    requireAdmin(request);
    const db = firestore();
    const result = await runDigest(db, adminAuth(), {
      origin: siteOrigin(),
      secret: UNSUBSCRIBE_SECRET.value(),
      nowMs: Date.now(),
    });
    await recordAudit(db, {
      action: 'runDigest',
      by: request.auth?.uid ?? '',
      target: '',
      details: { ...result },
    });
    return result;
  },
);
