import type { Notification } from '@canasta/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { BellIcon } from '../../../components/ui/icons';
import { LoadMore } from '../../../components/ui/load-more';
import { esOrders } from '../../../i18n/es-orders';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NotificationBody, notificationClasses, NotificationList } from './notification-item';

/**
 * The user's notifications, unread ones marked; tapping one marks it read and opens its order
 * (in the store `slug`); "Marcar todas como leídas". `fallback` shows while the first page loads.
 */
export function NotificationsScreen({
  userId,
  slug,
  fallback,
}: {
  userId: number;
  slug: string;
  fallback: ReactNode;
}) {
  const notifications = useNotifications(userId);
  if (notifications.status === 'pending') return fallback;
  if (notifications.status === 'error') {
    return (
      <ErrorState
        as="h1"
        title={esOrders.notifications.loadFailed}
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  }
  const pages = notifications.data.pages;
  const list = pages.flatMap((page) => page.data);
  if (list.length === 0) {
    return (
      <EmptyState
        as="h1"
        icon={<BellIcon className="size-12" />}
        title={esOrders.notifications.emptyTitle}
        description={esOrders.notifications.emptyDescription}
      />
    );
  }
  return (
    <>
      <NotificationsHeader userId={userId} unread={pages[0]?.unread_count ?? 0} />
      <NotificationList>
        {list.map((notification) => (
          <li key={notification.id}>
            <NotificationEntry userId={userId} slug={slug} notification={notification} />
          </li>
        ))}
      </NotificationList>
      <LoadMore
        hasMore={notifications.hasNextPage}
        loading={notifications.isFetchingNextPage}
        failed={notifications.isFetchNextPageError}
        onLoadMore={() => void notifications.fetchNextPage()}
        pageCount={pages.length}
        endMessage={esOrders.notifications.end}
        moreLabel={esOrders.orders.loadMore}
      />
    </>
  );
}

function NotificationsHeader({ userId, unread }: { userId: number; unread: number }) {
  const markAll = useMarkAllNotificationsRead(userId);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {esOrders.notifications.title}
        </h1>
        <p role="status" className="text-sm text-dark/75">
          {esOrders.notifications.unreadCount(unread)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          markAll.mutate();
        }}
        disabled={unread === 0 || markAll.isPending}
        aria-busy={markAll.isPending}
      >
        {markAll.isPending ? esOrders.notifications.marking : esOrders.notifications.markAll}
      </Button>
    </div>
  );
}

/** A link to the notification's order, or a button when it has none; either marks it read. */
function NotificationEntry({
  userId,
  slug,
  notification,
}: {
  userId: number;
  slug: string;
  notification: Notification;
}) {
  const markRead = useMarkNotificationRead(userId);
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id);
  };
  const className = notificationClasses(notification.read);
  const body = <NotificationBody notification={notification} />;
  if (notification.order_id === null) {
    return (
      <button type="button" onClick={open} className={className}>
        {body}
      </button>
    );
  }
  return (
    <Link to={paths.order(slug, notification.order_id)} onClick={open} className={className}>
      {body}
    </Link>
  );
}
