import { onCall } from 'firebase-functions/v2/https';
import { graceMsFromRequest, purgeOrphanedFiles } from '../maintenance/orphaned-files';
import { defaultBucket, firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const purgeOrphanedFilesCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    return purgeOrphanedFiles(firestore(), defaultBucket(), graceMsFromRequest(request.data));
  },
);
