import {
  ORDER_EVENT_NAME,
  ORDER_RESYNC_EVENT_NAME,
  type OrderEvent,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { notify } from '../../../../lib/toast';
import { adminEventStream } from '../../../lib/admin-request';
import { ordersKeys } from '../api/query-keys';
import { orderPaths } from '../order-paths';
import { useOrderFeed } from '../stores/order-feed';
import { playOrderChime } from './order-sound';

const t = esAdminOrders.board;

/**
 * Keeps the screen's orders live while it is open: one server-sent event stream of the store
 * (resumed from the last event any screen saw), each event reading the orders and the day's
 * summary again, and each new order counted as unseen and handed to `onNewOrder` (the board's
 * sound and notice). An order its customer cancelled from the shop is announced on every screen
 * that follows the feed, with the chime (when sound is on): someone may be picking it.
 */
export function useLiveOrders(slug: string, onNewOrder?: (event: OrderEvent) => void): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const newOrder = useEffectEvent((event: OrderEvent) => onNewOrder?.(event));
  const customerCancelled = useEffectEvent(({ order }: OrderEvent) => {
    playOrderChime();
    notify.message(t.customerCancelledToast(order.number), {
      id: `cancelled-${order.number}`,
      description: t.customerCancelledToastBody(
        order.customer.name,
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

  useEffect(() => {
    const controller = new AbortController();
    const feed = useOrderFeed.getState();
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all(slug) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.summaries(slug) }),
      ]);
    void adminEventStream(adminApiPath(slug, adminApiRoutes.orderEvents, {}), {
      signal: controller.signal,
      lastEventId: feed.stores[slug]?.lastEventId ?? null,
      onStatus: (status) => {
        useOrderFeed.getState().setStatus(slug, status);
      },
      onError: () => {
        useOrderFeed.getState().setStatus(slug, 'stopped');
      },
      onEvent: (message) => {
        useOrderFeed.getState().saw(slug, message.id);
        if (message.event === ORDER_RESYNC_EVENT_NAME) {
          void refresh();
          return;
        }
        if (message.event !== ORDER_EVENT_NAME) return;
        // The server's own event (the contract's OrderEvent); nothing else writes this stream.
        const event = JSON.parse(message.data) as OrderEvent;
        void refresh();
        if (event.type === 'created') {
          useOrderFeed.getState().arrived(slug, event.order.number);
          newOrder(event);
        } else if (event.by === 'customer' && event.status === 'cancelled') {
          customerCancelled(event);
        }
      },
    });
    return () => {
      controller.abort();
    };
  }, [slug, queryClient]);
}
