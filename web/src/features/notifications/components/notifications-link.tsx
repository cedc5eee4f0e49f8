import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { unreadLabel } from '../api/notification-view';
import { UNREAD_CAP } from '../api/notifications';
import { useUnreadCount } from '../hooks/use-notifications';
import '../notifications.css';

/** The header's "Notifications (N unread)" link, live; a badge shows the count to sighted users. */
export function NotificationsLink({ uid }: { uid: string }) {
  const unread = useUnreadCount(uid);
  const count = unread.status === 'ready' ? unread.data : 0;
  const label = unreadLabel(count, UNREAD_CAP);
  return (
    <NavLink
      className="header__link notifications-link"
      to={paths.notifications.getHref()}
      aria-label={label}
    >
      Notifications
      {count > 0 && (
        <span className="notifications-link__badge" aria-hidden>
          {count >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : count}
        </span>
      )}
    </NavLink>
  );
}
