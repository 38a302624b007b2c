import { useEffect } from 'react';
import { useParams } from 'react-router';
import { esAdminOrders } from '../../i18n/es-admin-orders';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { useAdminOrder } from '../features/orders/api/get-order';
import { OrderPicking } from '../features/orders/components/order-picking';
import { useLiveOrders } from '../features/orders/hooks/use-live-orders';
import { orderPaths } from '../features/orders/order-paths';
import { useOrderFeed } from '../features/orders/stores/order-feed';

const t = esAdminOrders.pick;

/** Surtir un pedido (`pedidos/:number/surtir`): weights, missing lines, substitutes, settling. */
export function Component() {
  const { slug } = useAdminStore();
  const { number = '' } = useParams();
  const order = useAdminOrder(slug, number);
  // The customer's answers to substitutes arrive on the store's feed.
  useLiveOrders(slug);
  useEffect(() => {
    useOrderFeed.getState().opened(slug, number);
  }, [slug, number]);
  return (
    <AdminPage
      title={t.title(number)}
      description={t.description}
      back={{ to: orderPaths.order(slug, number), label: t.back(number) }}
    >
      <AdminQuery query={order}>
        {(data) => <OrderPicking key={data.number} slug={slug} order={data} />}
      </AdminQuery>
    </AdminPage>
  );
}
