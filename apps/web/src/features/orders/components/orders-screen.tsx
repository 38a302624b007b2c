import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ReceiptIcon } from '../../../components/ui/icons';
import { LoadMore } from '../../../components/ui/load-more';
import { esOrders } from '../../../i18n/es-orders';
import { paths } from '../../../lib/paths';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import { OrderListSkeleton } from './order-skeletons';

/**
 * A user's orders in the store `slug`, newest first, with their status; more load as the list
 * scrolls (or with "Cargar más").
 */
export function OrdersScreen({ userId, slug }: { userId: number; slug: string }) {
  const orders = useOrders(userId);

  if (orders.status === 'pending') return <OrderListSkeleton />;
  if (orders.status === 'error') {
    return (
      <ErrorState
        as="h1"
        title={esOrders.orders.loadFailed}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  const list = orders.data.pages.flatMap((page) => page.data);
  if (list.length === 0) {
    return (
      <EmptyState
        as="h1"
        icon={<ReceiptIcon className="size-12" />}
        title={esOrders.orders.emptyTitle}
        description={esOrders.orders.emptyDescription}
        action={
          <Link to={paths.storeHome(slug)} className={buttonClasses('primary')}>
            {esOrders.orders.goShopping}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {esOrders.orders.title}
      </h1>
      <ul className="flex flex-col gap-3">
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} to={paths.order(slug, order.id)} viewerId={userId} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        failed={orders.isFetchNextPageError}
        onLoadMore={() => void orders.fetchNextPage()}
        pageCount={orders.data.pages.length}
        endMessage={esOrders.orders.end}
        moreLabel={esOrders.orders.loadMore}
      />
    </>
  );
}
