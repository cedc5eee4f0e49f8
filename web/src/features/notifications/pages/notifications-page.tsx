import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/content/load-error';
import { formatPostTime } from '@/components/content/post-card';
import { Button, EmptyState, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { notificationText, type NotificationView } from '../api/notification-view';
import { markAllNotificationsRead, markNotificationRead } from '../api/notifications';
import { useNotifications } from '../hooks/use-notifications';
import '../notifications.css';

interface NotificationItemProps {
  uid: string;
  notification: NotificationView;
  /** Marked as read by this page (pages after the first are not live, so they would not say). */
  markedRead: boolean;
  onMarkedRead(id: string): void;
}

function NotificationItem({ uid, notification, markedRead, onMarkedRead }: NotificationItemProps) {
  const text = notificationText(notification);
  const read = notification.read || markedRead;
  const markRead = () => {
    void markNotificationRead(uid, notification.id).then(() => onMarkedRead(notification.id));
  };
  return (
    <li className={`notification${read ? '' : ' notification--unread'}`}>
      <p className="notification__text">
        {!read && <span className="notification__new">New: </span>}
        <Link
          to={
            notification.type === 'badge'
              ? paths.badge.getHref(notification.question)
              : paths.question.getHref(
                  notification.catId,
                  notification.questionId,
                  notification.question,
                )
          }
          onClick={() => {
            if (!read) markRead();
          }}
        >
          {text}
        </Link>
      </p>
      {notification.dateMillis !== null && (
        <p className="notification__date">{formatPostTime(notification.dateMillis)}</p>
      )}
      {!read && (
        <Button variant="secondary" aria-label={`Mark as read: ${text}`} onClick={markRead}>
          Mark as read
        </Button>
      )}
    </li>
  );
}

/** /Notifications — the signed-in user's inbox, newest first, a page at a time (the first live). */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const list = useNotifications(uid);
  const [markedRead, setMarkedRead] = useState<ReadonlySet<string>>(new Set());
  const [markAllFailed, setMarkAllFailed] = useState(false);
  const state = list.state;
  const isRead = (n: NotificationView) => n.read || markedRead.has(n.id);
  const addMarked = (ids: string[]) => setMarkedRead((before) => new Set([...before, ...ids]));

  let body;
  if (state.status === 'loading') body = <Spinner label="Loading Notifications" />;
  else if (state.status === 'error') body = <LoadError what="Notifications" />;
  else if (state.data.length === 0) body = <EmptyState message="No Notifications Yet" />;
  else {
    body = (
      <>
        <ul className="notification-list" aria-label="Notifications">
          {state.data.map((n) => (
            <NotificationItem
              key={n.id}
              uid={uid}
              notification={n}
              markedRead={markedRead.has(n.id)}
              onMarkedRead={(id) => addMarked([id])}
            />
          ))}
        </ul>
        {list.moreFailed && (
          <p className="list-error" role="alert">
            More notifications could not be loaded. Try again.
          </p>
        )}
        {list.hasMore && (
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </>
    );
  }
  const anyUnread = state.status === 'ready' && state.data.some((n) => !isRead(n));

  return (
    <section className="page--narrow" aria-labelledby="notifications-title">
      <h1 id="notifications-title">NOTIFICATIONS</h1>
      <p className="page__lead">
        New answers to your questions and to the questions you follow, edits of the questions you
        follow, and the badges you earn.
      </p>
      {anyUnread && (
        <Button
          onClick={() => {
            setMarkAllFailed(false);
            const shown = state.status === 'ready' ? state.data.map((n) => n.id) : [];
            markAllNotificationsRead(uid).then(
              () => addMarked(shown),
              () => setMarkAllFailed(true),
            );
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
