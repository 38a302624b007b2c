import { useSearchParams } from 'react-router';
import { esAdmin } from '../../i18n/es-admin';
import { esAdminOrders } from '../../i18n/es-admin-orders';
import { formatLongDay } from '../../lib/dates';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { useSummary } from '../features/orders/api/get-summary';
import { DateSwitcher } from '../features/orders/components/date-switcher';
import { TodayView } from '../features/orders/components/today-view';
import { useLiveOrders } from '../features/orders/hooks/use-live-orders';
import { dayParam, orderPaths } from '../features/orders/order-paths';
import { useStoreFeed } from '../features/orders/stores/order-feed';

/** Hoy: the store's delivery day at a glance (today unless `?fecha=` says otherwise). */
export function Component() {
  const store = useAdminStore();
  const [params, setParams] = useSearchParams();
  const summary = useSummary(store.slug, dayParam(params.get('fecha')));
  const unseen = useStoreFeed(store.slug).unseen.length;
  useLiveOrders(store.slug);
  const data = summary.data;
  return (
    <AdminPage
      title={esAdmin.screens.today}
      description={data ? esAdminOrders.today.description(formatLongDay(data.date)) : undefined}
      actions={
        data ? (
          <DateSwitcher
            date={data.date}
            today={data.today}
            onChange={(date) => {
              setParams(date === data.today ? {} : { fecha: date });
            }}
          />
        ) : null
      }
    >
      <AdminQuery query={summary}>
        {(day) => (
          <TodayView
            summary={day}
            unseen={unseen}
            boardHref={(status) => orderPaths.board(store.slug, { date: day.date, status })}
          />
        )}
      </AdminQuery>
    </AdminPage>
  );
}
