// Public API of the notifications feature (the only entry other features and app/ may import).
export { FollowButton } from './components/follow-button';
export { NotificationsLink } from './components/notifications-link';
