import { onCall } from 'firebase-functions/v2/https';
import { recomputeReputation } from '../maintenance/recompute-reputation';
import { recordAudit } from '../moderation/audit';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const recomputeReputationCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    const db = firestore();
    const result = await recomputeReputation(db);
    await recordAudit(db, {
      action: 'recomputeReputation',
      by: request.auth?.uid ?? '',
      target: '',
      details: { ...result },
    });
    return result;
  },
);
