import { onCall } from 'firebase-functions/v2/https';
import { recountUserCounters } from '../maintenance/recount-user-counters';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const recountUserCountersCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    return recountUserCounters(firestore());
  },
);
