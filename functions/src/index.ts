// Cloud Functions entry point: every trigger and callable is exported from here.
// Region: the default (us-central1). Each module keeps its imports light for cold starts.
import { onQuestionCreated as onQuestionCreatedInProduction } from './triggers/on-question-created';
import { inFunctionsEmulator, onQuestionCreatedWithFaultSwitch } from './testing/emulator-triggers';

// Only the Functions emulator registers the trigger with the test fault switch (tests/faults).
export const onQuestionCreated = inFunctionsEmulator()
  ? onQuestionCreatedWithFaultSwitch()
  : onQuestionCreatedInProduction;
export { onAnswerCreated } from './triggers/on-answer-created';
export { onCategoryCreated } from './triggers/on-category-created';
export { onPresenceWritten } from './triggers/on-presence-written';
export { onUserProfileWritten } from './triggers/on-user-profile-written';
export { onImageFinalized } from './triggers/on-image-finalized';
export { onAccountDeleted } from './triggers/on-account-deleted';

export { recountUserCountersCallable as recountUserCounters } from './callables/recount-user-counters';
export { rebuildSearchKeywordsCallable as rebuildSearchKeywords } from './callables/rebuild-search-keywords';
export { purgeOrphanedFilesCallable as purgeOrphanedFiles } from './callables/purge-orphaned-files';
export { migrateLegacyDataCallable as migrateLegacyData } from './callables/migrate-legacy-data';
