import { onCall } from 'firebase-functions/v2/https';
import { graceMsFromRequest, purgeOrphanedFiles } from '../maintenance/orphaned-files';
import { recordAudit } from '../moderation/audit';
import { defaultBucket, firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const purgeOrphanedFilesCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    const db = firestore();
    const result = await purgeOrphanedFiles(db, defaultBucket(), graceMsFromRequest(request.data));
    await recordAudit(db, {
      action: 'purgeOrphanedFiles',
      by: request.auth?.uid ?? '',
      target: '',
      details: { ...result },
    });
    return result;
  },
);
