import { migrateLegacyData } from '../migration/migrate-legacy-data';
import { defaultBucket } from '../shared/firebase';
import { adminCallable, noInput } from './admin-callable';

export const migrateLegacyDataCallable = adminCallable('migrateLegacyData', {
  parse: noInput,
  run: (_input, db) => migrateLegacyData(db, defaultBucket()),
});
