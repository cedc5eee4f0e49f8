import { onCall } from 'firebase-functions/v2/https';
import { rebuildSearchKeywords } from '../maintenance/rebuild-search-keywords';
import { recordAudit } from '../moderation/audit';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const rebuildSearchKeywordsCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    const db = firestore();
    const result = await rebuildSearchKeywords(db);
    await recordAudit(db, {
      action: 'rebuildSearchKeywords',
      by: request.auth?.uid ?? '',
      target: '',
      details: { ...result },
    });
    return result;
  },
);
