import { onCall } from 'firebase-functions/v2/https';
import { rebuildSearchKeywords } from '../maintenance/rebuild-search-keywords';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const rebuildSearchKeywordsCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    return rebuildSearchKeywords(firestore());
  },
);
