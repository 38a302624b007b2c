import type { Notification, User } from '@canasta/contract';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { BellIcon } from '../../components/ui/icons';
import { LoadMore } from '../../components/ui/load-more';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../../features/notifications/api/mark-read';
import {
  NotificationBody,
  notificationClasses,
  NotificationList,
} from '../../features/notifications/components/notification-item';
import { OrderListSkeleton } from '../../features/orders/components/order-skeletons';
import { es } from '../../i18n/es';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';

/**
 * /menu/:slugName/Notifications — the user's notifications, unread ones marked; tapping one
 * marks it read and opens its order; "Marcar todas como leídas".
 */
export function Component() {
  const user = useCurrentUser();
  if (!user) return null;
  return <NotificationsScreen user={user} />;
}

function NotificationsScreen({ user }: { user: User }) {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const notifications = useNotifications(user.id);
  const markRead = useMarkNotificationRead(user.id);
  const markAll = useMarkAllNotificationsRead(user.id);

  if (notifications.status === 'pending') return <OrderListSkeleton />;
  if (notifications.status === 'error') {
    return (
      <ErrorState
        as="h1"
        title={es.notifications.loadFailed}
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  }
  const pages = notifications.data.pages;
  const list = pages.flatMap((page) => page.data);
  const unread = pages[0]?.unread_count ?? 0;
  if (list.length === 0) {
    return (
      <EmptyState
        as="h1"
        icon={<BellIcon className="size-12" />}
        title={es.notifications.emptyTitle}
        description={es.notifications.emptyDescription}
      />
    );
  }

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col">
          <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
            {es.notifications.title}
          </h1>
          <p role="status" className="text-sm text-dark/75">
            {es.notifications.unreadCount(unread)}
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
          {markAll.isPending ? es.notifications.marking : es.notifications.markAll}
        </Button>
      </div>
      <NotificationList>
        {list.map((notification) => (
          <li key={notification.id}>
            {notification.order_id !== null ? (
              <Link
                to={paths.order(slugName, notification.order_id)}
                onClick={() => {
                  open(notification);
                }}
                className={notificationClasses(notification.read)}
              >
                <NotificationBody notification={notification} />
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => {
                  open(notification);
                }}
                className={notificationClasses(notification.read)}
              >
                <NotificationBody notification={notification} />
              </button>
            )}
          </li>
        ))}
      </NotificationList>
      <LoadMore
        hasMore={notifications.hasNextPage}
        loading={notifications.isFetchingNextPage}
        failed={notifications.isFetchNextPageError}
        onLoadMore={() => void notifications.fetchNextPage()}
        pageCount={pages.length}
        endMessage={es.notifications.end}
        moreLabel={es.orders.loadMore}
      />
    </>
  );
}
