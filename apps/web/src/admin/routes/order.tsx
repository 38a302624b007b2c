import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { esAdmin } from '../../i18n/es-admin';
import { esAdminOrders } from '../../i18n/es-admin-orders';
import { shopSettingsQueryOptions } from '../app/provider';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { useChangeOrderStatus } from '../features/orders/api/change-status';
import { useAdminOrder } from '../features/orders/api/get-order';
import { OrderDetail } from '../features/orders/components/order-detail';
import { useLiveOrders } from '../features/orders/hooks/use-live-orders';
import { orderPaths } from '../features/orders/order-paths';
import { useOrderFeed } from '../features/orders/stores/order-feed';

/** One order (`pedidos/:number`): the next step, the customer, the address on the map, the rest. */
export function Component() {
  const store = useAdminStore();
  const { number = '' } = useParams();
  const order = useAdminOrder(store.slug, number);
  const settings = useQuery(shopSettingsQueryOptions());
  const change = useChangeOrderStatus(store.slug, number);
  // Someone else may move it meanwhile: the screen follows the store's feed.
  useLiveOrders(store.slug);
  useEffect(() => {
    useOrderFeed.getState().opened(store.slug, number);
  }, [store.slug, number]);
  return (
    <AdminPage
      title={esAdmin.screens.order(number)}
      back={{
        to: orderPaths.board(store.slug, { date: order.data?.delivery_date ?? null }),
        label: esAdminOrders.order.back,
      }}
    >
      <AdminQuery query={order}>
        {(data) => (
          <OrderDetail
            order={data}
            storeName={store.name}
            tileUrl={settings.data?.map_tile_url ?? null}
            move={change.mutateAsync}
            pickingHref={orderPaths.orderPicking(store.slug, number)}
          />
        )}
      </AdminQuery>
    </AdminPage>
  );
}
