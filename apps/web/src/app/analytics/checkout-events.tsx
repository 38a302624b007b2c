import type { CartResponse, Order, Store } from '@canasta/contract';
import { useGa4Event } from '../../features/analytics/hooks/use-ga4-event';
import { claimCheckout, claimPurchase } from '../../features/analytics/utils/purchase-log';
import type { InventoryItem } from '@canasta/contract';

/**
 * The screens' GA4 events (decision 037), one hook per moment of the purchase; each sends once
 * per screen visit (see `useGa4Event`), and nothing when no tag manager is configured.
 */

/** view_item: the product page, once its offer is loaded. */
export function useViewItem(store: Store, item: InventoryItem | undefined): void {
  useGa4Event(item ? `item:${item.id}` : null, ({ viewItem }) =>
    item ? viewItem(item, store.name) : null,
  );
}

/** view_cart: the cart screen, with the server's cart (not changes still on their way). */
export function useViewCart(store: Store, cart: CartResponse | null | undefined): void {
  const filled = cart && cart.cart.items.length > 0 ? cart : null;
  useGa4Event(filled ? `cart:${filled.cart.id}` : null, ({ viewCart }) =>
    filled ? viewCart(filled, store.name) : null,
  );
}

/** begin_checkout: the first checkout step the shopper reaches with this cart (once per cart). */
export function useBeginCheckout(store: Store, cart: CartResponse): void {
  useGa4Event(`checkout:${cart.cart.id}`, ({ beginCheckout }) =>
    claimCheckout(cart.cart.id) ? beginCheckout(cart, store.name) : null,
  );
}

/** add_shipping_info: the summary, where the delivery method, date and address are settled. */
export function useAddShippingInfo(store: Store, cart: CartResponse): void {
  const { id, delivery_type, delivery_slot_id, delivery_date, address_id, client_address_id } =
    cart.cart;
  // A changed choice ("Cambiar" and back) is new shipping information.
  const key = [id, delivery_type, delivery_date, delivery_slot_id, address_id, client_address_id]
    .map(String)
    .join(':');
  useGa4Event(`shipping:${key}`, ({ addShippingInfo }) => addShippingInfo(cart, store.name));
}

/** purchase: the completion screen, once per order number on this device, reloads included. */
export function usePurchase(order: Order | undefined): void {
  useGa4Event(order ? `purchase:${order.number}` : null, ({ purchase }) =>
    order && claimPurchase(order.number) ? purchase(order) : null,
  );
}
