import { onCall } from 'firebase-functions/v2/https';
import { recountUserCounters } from '../maintenance/recount-user-counters';
import { recordAudit } from '../moderation/audit';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const recountUserCountersCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    const db = firestore();
    const result = await recountUserCounters(db);
    await recordAudit(db, {
      action: 'recountUserCounters',
      by: request.auth?.uid ?? '',
      target: '',
      details: { ...result },
    });
    return result;
  },
);
