import type { Order, ReorderChange } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { putCart } from '../features/cart/api/cart-cache';
import { cartKeys, cartScope } from '../features/cart/api/query-keys';
import { reorderOrder } from '../features/orders/api/reorder-order';
import { esOrders } from '../i18n/es-orders';
import { isApiError } from '../lib/api-client';
import { paths } from '../lib/paths';

/** What the cart screen receives from "Pedir de nuevo" in the navigation's state. */
export interface ReorderState {
  reorderChanges: ReorderChange[];
}

export function reorderChangesOf(state: unknown): ReorderChange[] | null {
  const changes = (state as Partial<ReorderState> | null)?.reorderChanges;
  return Array.isArray(changes) ? changes : null;
}

/**
 * "Pedir de nuevo" (decision 030): one tap puts the order's products into the shopper's cart in
 * its store and opens that cart, which lists what changed. A second tap while the first is on
 * its way does nothing (and the server would add nothing more anyway).
 */
export function ReorderAction({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const busy = useRef(false);
  const storeId = order.store.id;
  const reorder = useMutation({
    mutationKey: [...cartKeys.mutations(storeId), 'reorder'],
    scope: cartScope(storeId),
    mutationFn: () => reorderOrder(order.id),
    onSuccess: ({ changes, ...cart }) => {
      putCart(queryClient, storeId, cart);
      const state: ReorderState = { reorderChanges: changes };
      void navigate(paths.cart(order.store.slug), { state });
    },
    // After success the cart is on its way: a tap meanwhile must not ask again.
    onError: () => {
      busy.current = false;
    },
  });
  const problem = reorder.error
    ? isApiError(reorder.error)
      ? reorder.error.displayMessage
      : esOrders.orders.reorderFailed
    : null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        onClick={() => {
          if (busy.current) return;
          busy.current = true;
          reorder.mutate();
        }}
        aria-busy={reorder.isPending || reorder.isSuccess}
        aria-describedby="reorder-hint"
      >
        {esOrders.orders.reorder}
      </Button>
      <p id="reorder-hint" className="text-xs text-dark/70">
        {esOrders.orders.reorderHint}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
