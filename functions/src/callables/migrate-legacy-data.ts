import { onCall } from 'firebase-functions/v2/https';
import { migrateLegacyData } from '../migration/migrate-legacy-data';
import { defaultBucket, firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

export const migrateLegacyDataCallable = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request) => {
    requireAdmin(request);
    return migrateLegacyData(firestore(), defaultBucket());
  },
);
