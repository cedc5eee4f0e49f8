import { onCall } from 'firebase-functions/v2/https';
import { recomputeReputation } from '../maintenance/recompute-reputation';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const recomputeReputationCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    return recomputeReputation(firestore());
  },
);
