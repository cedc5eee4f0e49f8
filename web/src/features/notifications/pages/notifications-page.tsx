import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/content/load-error';
import { formatPostTime } from '@/components/content/post-card';
import { Button, EmptyState, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { notificationText, type NotificationView } from '../api/notification-view';
import {
  NOTIFICATIONS_PAGE_SIZE,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/notifications';
import { useNotifications } from '../hooks/use-notifications';
import '../notifications.css';

function NotificationItem({ uid, notification }: { uid: string; notification: NotificationView }) {
  const text = notificationText(notification);
  return (
    <li className={`notification${notification.read ? '' : ' notification--unread'}`}>
      <p className="notification__text">
        {!notification.read && <span className="notification__new">New: </span>}
        <Link
          to={paths.question.getHref(
            notification.catId,
            notification.questionId,
            notification.question,
          )}
          onClick={() => {
            if (!notification.read) void markNotificationRead(uid, notification.id);
          }}
        >
          {text}
        </Link>
      </p>
      {notification.dateMillis !== null && (
        <p className="notification__date">{formatPostTime(notification.dateMillis)}</p>
      )}
      {!notification.read && (
        <Button
          variant="secondary"
          aria-label={`Mark as read: ${text}`}
          onClick={() => void markNotificationRead(uid, notification.id)}
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}

/** /Notifications — the signed-in user's inbox, newest first, live, a page at a time. */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const [count, setCount] = useState(NOTIFICATIONS_PAGE_SIZE);
  const list = useNotifications(uid, count);
  const [markAllFailed, setMarkAllFailed] = useState(false);

  let body;
  if (list.status === 'loading') body = <Spinner label="Loading Notifications" />;
  else if (list.status === 'error') body = <LoadError what="Notifications" />;
  else if (list.data.length === 0) body = <EmptyState message="No Notifications Yet" />;
  else {
    body = (
      <>
        <ul className="notification-list" aria-label="Notifications">
          {list.data.map((n) => (
            <NotificationItem key={n.id} uid={uid} notification={n} />
          ))}
        </ul>
        {list.data.length >= count && (
          <Button variant="secondary" onClick={() => setCount((c) => c + NOTIFICATIONS_PAGE_SIZE)}>
            Show more
          </Button>
        )}
      </>
    );
  }
  const anyUnread = list.status === 'ready' && list.data.some((n) => !n.read);

  return (
    <section className="page--narrow" aria-labelledby="notifications-title">
      <h1 id="notifications-title">NOTIFICATIONS</h1>
      <p className="page__lead">
        New answers to your questions and to the questions you follow, and edits of the questions
        you follow.
      </p>
      {anyUnread && (
        <Button
          onClick={() => {
            setMarkAllFailed(false);
            markAllNotificationsRead(uid).catch(() => setMarkAllFailed(true));
          }}
        >
          Mark all as read
        </Button>
      )}
      {markAllFailed && (
        <p role="alert" className="list-error">
          The notifications could not be marked as read. Please try again.
        </p>
      )}
      {body}
    </section>
  );
}
