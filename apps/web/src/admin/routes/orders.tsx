import type { OrderEvent } from '@canasta/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { esAdmin } from '../../i18n/es-admin';
import { esAdminOrders } from '../../i18n/es-admin-orders';
import { formatLongDay } from '../../lib/dates';
import { useFormatMoney } from '../../lib/money';
import { notify } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { useBoard } from '../features/orders/api/get-board';
import { useStoreToday } from '../features/orders/api/get-summary';
import { DateSwitcher } from '../features/orders/components/date-switcher';
import { LiveBar } from '../features/orders/components/live-bar';
import { OrderBoard } from '../features/orders/components/order-board';
import { playOrderChime, useOrderSound } from '../features/orders/hooks/order-sound';
import { useLiveOrders } from '../features/orders/hooks/use-live-orders';
import { dayParam, orderPaths, statusParam } from '../features/orders/order-paths';
import { useOrderFeed, useStoreFeed } from '../features/orders/stores/order-feed';

const t = esAdminOrders.board;
/** How long typing pauses before the board searches. */
const SEARCH_DELAY_MS = 300;

/**
 * Pedidos: a day's board (`?fecha=`, today by default), filtered by `?estado=` and `?q=`; new
 * orders arrive live with a chime and a count.
 */
export function Component() {
  const store = useAdminStore();
  const { slug } = store;
  const [params, setParams] = useSearchParams();
  const today = useStoreToday(slug);
  const date = dayParam(params.get('fecha')) ?? today;
  const status = statusParam(params.get('estado'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const board = useBoard(slug, date, { ...(status ? { status } : {}), ...(q ? { q } : {}) });
  const feed = useStoreFeed(slug);
  const sound = useOrderSound();
  const money = useFormatMoney();
  const navigate = useNavigate();

  const setParam = (key: string, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'q' },
    );
  };
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParam('q', q);
    // Only the settled search goes to the address. `setParams` (and `params`) change with every
    // navigation, and this effect navigates: listing them would run it again after its own
    // navigation, so it runs when the settled search changes and nothing else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  useLiveOrders(slug, (event: OrderEvent) => {
    playOrderChime();
    const { order } = event;
    notify.message(t.newOrderToast(order.number), {
      id: `order-${order.number}`,
      description: t.newOrderToastBody(
        order.customer.name,
        money(order.total_cents),
        t.slot(order.delivery_slot.start, order.delivery_slot.end),
      ),
      action: {
        label: t.see,
        onClick: () => {
          void navigate(orderPaths.order(slug, order.number));
        },
      },
    });
  });

  const total = board.data?.pages[0]?.day?.total ?? null;
  return (
    <AdminPage
      title={esAdmin.screens.orders}
      description={date && total !== null ? t.description(formatLongDay(date), total) : undefined}
      actions={
        date && today ? (
          <DateSwitcher
            date={date}
            today={today}
            onChange={(day) => {
              setParam('fecha', day === today ? null : day);
            }}
          />
        ) : null
      }
    >
      <LiveBar
        status={feed.status}
        unseen={feed.unseen.length}
        onMarkSeen={() => {
          useOrderFeed.getState().clearUnseen(slug);
        }}
        sound={sound}
      />
      <AdminQuery query={board}>
        {(data) => (
          <OrderBoard
            pages={data.pages}
            status={status}
            onStatusChange={(next) => {
              setParam('estado', next);
            }}
            search={search}
            onSearchChange={setSearch}
            hasMore={board.hasNextPage}
            loadingMore={board.isFetchingNextPage}
            onLoadMore={() => {
              void board.fetchNextPage();
            }}
            unseen={feed.unseen}
            orderHref={(number) => orderPaths.order(slug, number)}
            pickingHref={(slotId) => orderPaths.picking(slug, { date, slotId })}
          />
        )}
      </AdminQuery>
    </AdminPage>
  );
}
