// Public API of the notifications feature (the only entry other features and app/ may import).
export { NotificationsLink } from './components/notifications-link';
