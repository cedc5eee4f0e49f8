// Cloud Functions entry point: every trigger and callable is exported from here.
// Region: the default (us-central1).
//
// Keep imports light. The functions emulator loads this file (in a child process) to discover
// the triggers before `npm start` is ready, and each cold start in production loads it too.
// So a trigger or callable module imports at top level only `firebase-functions` and our own
// plain modules; a heavy library is imported inside the handler, when it runs:
//   const { default: sharp } = await import('sharp');   // see images/make-variants.ts
// The Admin SDK is created on first use (shared/firebase.ts). Measured 2026-11-23: loading
// this file costs 12–19 ms on top of firebase-functions itself (0.3–1 s on the 2-core machine).
import { onQuestionCreated as onQuestionCreatedInProduction } from './triggers/on-question-created';
import { inFunctionsEmulator, onQuestionCreatedWithFaultSwitch } from './testing/emulator-triggers';

// Only the Functions emulator registers the trigger with the test fault switch (tests/faults).
export const onQuestionCreated = inFunctionsEmulator()
  ? onQuestionCreatedWithFaultSwitch()
  : onQuestionCreatedInProduction;
export { onAnswerCreated } from './triggers/on-answer-created';
export { onQuestionUpdated } from './triggers/on-question-updated';
export { onAnswerUpdated } from './triggers/on-answer-updated';
export { onQuestionDeleted } from './triggers/on-question-deleted';
export { onAnswerDeleted } from './triggers/on-answer-deleted';
export { onCategoryCreated } from './triggers/on-category-created';
export { onPresenceWritten } from './triggers/on-presence-written';
export { onImageFinalized } from './triggers/on-image-finalized';
export { onAccountDeleted } from './triggers/on-account-deleted';
export { onVoteWritten } from './triggers/on-vote-written';
export { onReputationDayWritten } from './triggers/on-reputation-day-written';
export { onQuestionAccepted } from './triggers/on-question-accepted';
export { onUserPublicProfile } from './triggers/on-user-public-profile';
// The search mirror (PostgreSQL; docs/decisions.md, Search).
export { onQuestionMirror } from './triggers/on-question-mirror';
export { onAnswerMirror } from './triggers/on-answer-mirror';

export { recountUserCountersCallable as recountUserCounters } from './callables/recount-user-counters';
export { rebuildSearchKeywordsCallable as rebuildSearchKeywords } from './callables/rebuild-search-keywords';
export { purgeOrphanedFilesCallable as purgeOrphanedFiles } from './callables/purge-orphaned-files';
export { migrateLegacyDataCallable as migrateLegacyData } from './callables/migrate-legacy-data';
export { sendContactMessageCallable as sendContactMessage } from './callables/send-contact-message';
export { recomputeReputationCallable as recomputeReputation } from './callables/recompute-reputation';
export { recomputeBadgesCallable as recomputeBadges } from './callables/recompute-badges';
export { claimDisplayNameCallable as claimDisplayName } from './callables/claim-display-name';

// Notifications and moderation.
export { onAnswerNotify } from './triggers/on-answer-notify';
export { onQuestionFollowAuthor } from './triggers/on-question-follow-author';
export { onQuestionEditedNotify } from './triggers/on-question-edited-notify';
export { onAnswerAcceptedNotify } from './triggers/on-answer-accepted-notify';
export { onFlagCreated } from './triggers/on-flag-created';
export { moderatePostCallable as moderatePost } from './callables/moderate-post';
export { setUserSuspendedCallable as setUserSuspended } from './callables/set-user-suspended';
export { setPrivilegePresetCallable as setPrivilegePreset } from './callables/set-privilege-preset';
// Drafts: at most MAX_DRAFTS_PER_ACCOUNT per account.
export { onDraftCreated } from './triggers/on-draft-created';
// Closing and reopening.
export { onCloseVoteCreated } from './triggers/on-close-vote-created';

// E-mail: alerts for what is still unread, the weekly digest, one sender, unsubscribe.
export { onMailWritten } from './triggers/on-mail-written';
export { sendUnreadAlertsTask as sendUnreadAlerts } from './triggers/send-unread-alerts';
export { weeklyDigest } from './triggers/weekly-digest';
export { unsubscribe } from './triggers/unsubscribe';
export { runDigestCallable as runDigest } from './callables/run-digest';

// Comments and @mentions.
export { onCommentCreated } from './triggers/on-comment-created';
export { onAnswerMentions } from './triggers/on-answer-mentions';
// Tags and follows: per-tag counts, new questions to the followers of tags and categories.
export { onQuestionTagCounts } from './triggers/on-question-tag-counts';
export { onQuestionFanOut } from './triggers/on-question-fan-out';
// Badges: awarded from the events above (functions/src/badges; docs/decisions.md, Badges).
export { onQuestionBadges } from './triggers/on-question-badges';
export { onAnswerBadges } from './triggers/on-answer-badges';
export { onVoteBadges } from './triggers/on-vote-badges';
export { onRevisionBadges, onCommentBadges } from './triggers/on-activity-badges';

// Outgoing webhooks: the admin's endpoints, one trigger per event, one task per delivery.
export { addWebhookCallable as addWebhook } from './callables/add-webhook';
export { removeWebhookCallable as removeWebhook } from './callables/remove-webhook';
export { onQuestionWebhook } from './triggers/on-question-webhook';
export { onAnswerWebhook } from './triggers/on-answer-webhook';
export { onCommentWebhook } from './triggers/on-comment-webhook';
export { onAnswerAcceptedWebhook } from './triggers/on-answer-accepted-webhook';
export { deliverWebhookTask as deliverWebhook } from './triggers/deliver-webhook';
