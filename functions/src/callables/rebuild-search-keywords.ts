import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const rebuildSearchKeywordsCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    // Loaded on first use: it brings the Markdown renderer.
    const { rebuildSearchKeywords } = await import('../maintenance/rebuild-search-keywords.js');
    return rebuildSearchKeywords(firestore());
  },
);
