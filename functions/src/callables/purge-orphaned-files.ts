import { graceMsFromRequest, purgeOrphanedFiles } from '../maintenance/orphaned-files';
import { defaultBucket } from '../shared/firebase';
import { adminCallable } from './admin-callable';

export const purgeOrphanedFilesCallable = adminCallable('purgeOrphanedFiles', {
  parse: graceMsFromRequest,
  run: (graceMs, db) => purgeOrphanedFiles(db, defaultBucket(), graceMs),
});
