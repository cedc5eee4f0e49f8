// Public API of the moderation feature (the only entry other features and app/ may import).
export { FlagButton } from './components/flag-button';
export { HiddenNotice } from './components/hidden-notice';
export { ModerationNotice } from './components/awaiting-review-notice';
export { canSeePost } from './visibility';
export { useIsAdmin } from './hooks/use-is-admin';
