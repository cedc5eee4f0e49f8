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
// Posts: one dispatcher per document event (functions/src/dispatch; docs/decisions.md, Cloud
// Functions): derived fields, revisions, cascades, counts, notifications, badges, webhooks and
// the search mirror.
export { onQuestionWritten } from './triggers/on-question-written';
export { onAnswerWritten } from './triggers/on-answer-written';
export { onCommentCreated } from './triggers/on-comment-created';
export { onVoteWritten } from './triggers/on-vote-written';
export { onRevisionBadges } from './triggers/on-revision-badges';
export { onImageFinalized } from './triggers/on-image-finalized';
// Categories, drafts (at most MAX_DRAFTS_PER_ACCOUNT), flags and close votes.
export { onCategoryCreated } from './triggers/on-category-created';
export { onDraftCreated } from './triggers/on-draft-created';
export { onFlagCreated } from './triggers/on-flag-created';
export { onCloseVoteCreated } from './triggers/on-close-vote-created';

// Accounts and profiles.
export { onAccountDeleted } from './triggers/on-account-deleted';
export { onPresenceWritten } from './triggers/on-presence-written';
export { onUserPublicProfile } from './triggers/on-user-public-profile';
export { claimDisplayNameCallable as claimDisplayName } from './callables/claim-display-name';
export { sendContactMessageCallable as sendContactMessage } from './callables/send-contact-message';

// Moderation and administration.
export { moderatePostCallable as moderatePost } from './callables/moderate-post';
export { setUserSuspendedCallable as setUserSuspended } from './callables/set-user-suspended';
export { setPrivilegePresetCallable as setPrivilegePreset } from './callables/set-privilege-preset';
export { recountUserCountersCallable as recountUserCounters } from './callables/recount-user-counters';
export { rebuildSearchKeywordsCallable as rebuildSearchKeywords } from './callables/rebuild-search-keywords';
export { purgeOrphanedFilesCallable as purgeOrphanedFiles } from './callables/purge-orphaned-files';
export { migrateLegacyDataCallable as migrateLegacyData } from './callables/migrate-legacy-data';
export { recomputeReputationCallable as recomputeReputation } from './callables/recompute-reputation';
export { recomputeBadgesCallable as recomputeBadges } from './callables/recompute-badges';

// E-mail: alerts for what is still unread, the weekly digest, one sender, unsubscribe.
export { onMailWritten } from './triggers/on-mail-written';
export { sendUnreadAlertsTask as sendUnreadAlerts } from './triggers/send-unread-alerts';
export { weeklyDigest } from './triggers/weekly-digest';
export { unsubscribe } from './triggers/unsubscribe';
export { runDigestCallable as runDigest } from './callables/run-digest';

// Outgoing webhooks: the admin's endpoints (events queued by the dispatchers), one task per
// delivery.
export { addWebhookCallable as addWebhook } from './callables/add-webhook';
export { removeWebhookCallable as removeWebhook } from './callables/remove-webhook';
export { deliverWebhookTask as deliverWebhook } from './triggers/deliver-webhook';
