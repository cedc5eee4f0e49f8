import { onCall } from 'firebase-functions/v2/https';
import { recordAudit } from '../moderation/audit';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const rebuildSearchKeywordsCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    // Loaded on first use: it brings the Markdown renderer.
    const { rebuildSearchKeywords } = await import('../maintenance/rebuild-search-keywords.js');
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
