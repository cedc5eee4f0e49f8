// Public API of the moderation feature (the only entry other features and app/ may import).
export { FlagButton } from './components/flag-button';
export { HiddenNotice } from './components/hidden-notice';
export { useIsAdmin } from './hooks/use-is-admin';
