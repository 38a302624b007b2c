import type { CartResponse, InventoryItem, SubstitutionPreference } from '@canasta/contract';
import {
  MutationObserver,
  mutationOptions,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { es } from '../../../i18n/es';
import { esCart } from '../../../i18n/es-cart';
import { ApiError, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { yieldToBrowser } from '../../../lib/yield-to-browser';
import { findLine, putCart, serverCart } from '../api/cart-cache';
import { cartKeys, cartScope } from '../api/query-keys';
import { removeCartItem } from '../api/remove-cart-item';
import { setCartItems } from '../api/set-cart-items';
import { updateCartItemSubstitution } from '../api/update-cart-item';
import { validateCartItem } from '../api/validate-cart-item';
import { withCart } from '../api/with-cart';
import { useCartStore } from '../stores/cart-store';
import type { CartChange } from '../utils/cart-changes';
import { notifyCartError } from '../utils/cart-errors';

/**
 * Sends one change to the server. Runs after the cart's earlier changes have finished (one
 * scope per cart), so the query holds the server's answer to the previous one.
 */
async function sendChange(
  queryClient: QueryClient,
  storeId: number,
  cartId: string,
  change: CartChange,
): Promise<CartResponse> {
  const productId = change.item.id;
  const line = findLine(serverCart(queryClient, storeId), productId);
  if (change.type === 'remove') {
    if (line) {
      try {
        return await removeCartItem(cartId, line.id);
      } catch (error) {
        // Already gone (another tab): setting 0 below is then a harmless no-op.
        if (!isApiError(error, 'cart_item_not_found')) throw error;
      }
    }
    return setCartItems(cartId, [{ purchaseable_id: productId, qty: 0 }]);
  }
  if (change.type === 'substitution') {
    // Offered only on lines the server confirmed; one gone meanwhile has nothing to choose.
    if (!line) throw new ApiError(404, 'cart_item_not_found', esCart.cart.substitution.lineGone);
    return updateCartItemSubstitution(cartId, line.id, change.substitution);
  }
  // Spec §5: a larger quantity is checked first, so a refusal names the allowed maximum
  // before anything changes. (The bulk call checks again: stock can move in between.)
  if (line && change.qty > line.qty) {
    try {
      await validateCartItem(cartId, line.id, change.qty);
    } catch (error) {
      if (!isApiError(error, 'cart_item_not_found')) throw error;
    }
  }
  return setCartItems(cartId, [{ purchaseable_id: productId, qty: change.qty }]);
}

export function cartChangeMutationOptions(queryClient: QueryClient, storeId: number) {
  const cartKey = cartKeys.cart(storeId);
  return mutationOptions({
    mutationKey: cartKeys.changes(storeId),
    scope: cartScope(storeId),
    mutationFn: async (change: CartChange) => {
      // The change is on screen as soon as it is pending (`useCart`): that render goes first.
      await yieldToBrowser();
      return withCart(queryClient, storeId, (cartId) =>
        sendChange(queryClient, storeId, cartId, change),
      );
    },
    // A cart read already on its way would land after this change and undo it on screen.
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKey }),
    onSuccess: async (response) => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      putCart(queryClient, storeId, response);
    },
    onError: (error, change) => {
      notifyCartError(
        error,
        change.type === 'substitution' ? es.connection.cartChoice : es.connection.addToCart,
      );
      if (isApiError(error, 'cart_blocked')) {
        useCartStore.getState().setClientState(storeId, { blocked: true });
      }
      // The last change to settle makes sure the cart on screen is the server's: after a
      // failure (a lost connection may have hidden a success) it is read again.
      const othersPending =
        queryClient.isMutating({ mutationKey: cartKeys.mutations(storeId) }) > 1;
      if (!othersPending) void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
}

export interface CartActions {
  setQuantity: (item: InventoryItem, qty: number) => void;
  /** Removes the line and offers to put it back with the quantity it had. */
  remove: (item: InventoryItem, previousQty: number) => void;
  /** What the store does if this line is missing at the shelf. */
  setSubstitution: (item: InventoryItem, substitution: SubstitutionPreference) => void;
}

const actionsByClient = new WeakMap<QueryClient, Map<number, CartActions>>();

/**
 * What the cart's buttons do: set a quantity, remove a line (with "Deshacer"), choose a line's
 * substitution. One set per cart, shared by every button: nothing draws a change's own state
 * (the buttons and badges read the pending changes from the mutation cache), so the buttons need
 * no mutation hook each, and a page of product cards mounts none.
 */
export function cartActions(queryClient: QueryClient, storeId: number): CartActions {
  let byStore = actionsByClient.get(queryClient);
  if (!byStore) {
    byStore = new Map();
    actionsByClient.set(queryClient, byStore);
  }
  const known = byStore.get(storeId);
  if (known) return known;
  // One observer: each change detaches the one before, which then goes like any finished change.
  const observer = new MutationObserver(
    queryClient,
    cartChangeMutationOptions(queryClient, storeId),
  );
  const mutate = (change: CartChange) => {
    // A failure is told by the options' onError; the promise only repeats it.
    observer.mutate(change).catch(() => undefined);
  };
  const setQuantity = (item: InventoryItem, qty: number) => {
    mutate({ type: 'set', item, qty });
  };
  const actions: CartActions = {
    setQuantity,
    remove: (item, previousQty) => {
      mutate({ type: 'remove', item });
      notify.message(esCart.cart.removed(item.product.name), {
        id: `cart-removed-${item.id}`,
        action: {
          label: esCart.cart.undo,
          onClick: () => {
            setQuantity(item, previousQty);
          },
        },
      });
    },
    setSubstitution: (item, substitution) => {
      mutate({ type: 'substitution', item, substitution });
    },
  };
  byStore.set(storeId, actions);
  return actions;
}

/** `cartActions` for the app's query client. */
export function useCartActions(storeId: number): CartActions {
  const queryClient = useQueryClient();
  return useMemo(() => cartActions(queryClient, storeId), [queryClient, storeId]);
}
