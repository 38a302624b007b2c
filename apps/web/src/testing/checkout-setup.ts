import type { Cart, InventoryItem, Store, UpdateCartBody } from '@canasta/contract';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useCartStore } from '../features/cart/stores/cart-store';
import { GUADALAJARA } from './addresses-api';
import { CARLOS, LUCIA } from './auth-api';
import { makeItem } from './factories';
import { mockShopApi, shopCartApi } from './shop-api';

/** As in the demo store of mockShopApi: three are $164.70, past the Roma zone's $150 minimum. */
export const APPLE = makeItem(11, {
  name: 'Manzana Gala',
  price_cents: 5490,
  compare_at_price_cents: 6490,
});

/** Home delivery on Tuesday 24 November, 09:00 to 13:00 (open in the checkout fake). */
export const DELIVERY_CHOSEN: Partial<Cart> = {
  delivery_type: 'delivery',
  delivery_date: '2026-11-24',
  delivery_slot_id: 1,
};

export type ShopApi = ReturnType<typeof mockShopApi>;

/** Changes the cart on the fake server as the shopper's own token would (`PUT /checkout/{id}`). */
export async function putOnServer(
  api: ShopApi,
  cartId: string,
  token: string,
  body: UpdateCartBody,
): Promise<void> {
  const handler = api.cart.routes['PUT /checkout/:cartId'];
  const answer = await handler?.({
    path: `/checkout/${cartId}`,
    params: { cartId },
    query: new URLSearchParams(),
    body,
    headers: new Headers({ Authorization: `Bearer ${token}` }),
  });
  if (!answer || answer === 'network-error' || (answer.status ?? 200) !== 200) {
    throw new Error(`putOnServer: refused ${JSON.stringify(answer)}`);
  }
}

/**
 * Lucía signed in with a cart of `qty` apples in the demo store (and the `lines` of other
 * offers, such as one sold by weight), the `choices` already made and, with `address`, her
 * covered default address chosen (its zone: envío $35, mínimo $150).
 */
export async function checkoutSetup({
  qty = 3,
  lines = [],
  choices = {},
  address = false,
  store,
}: {
  qty?: number;
  lines?: [InventoryItem, number][];
  choices?: Partial<Cart>;
  address?: boolean;
  store?: Store;
} = {}) {
  const cart = shopCartApi(lines.map(([item]) => item));
  const apples: [InventoryItem, number][] = qty > 0 ? [[APPLE, qty]] : [];
  const cartId = cart.seed([...apples, ...lines], 1, LUCIA.id);
  Object.assign(cart.carts.get(cartId) ?? {}, choices);
  const api = mockShopApi({}, store ? { cart, store } : { cart });
  const token = api.auth.sessionFor(LUCIA.id);
  let addressId: number | null = null;
  if (address) {
    addressId = api.addresses.seed(LUCIA.id, { label: 'Casa' }).id;
    await putOnServer(api, cartId, token, { address_id: addressId });
  }
  useCartStore.getState().saveCart(1, cart.response(cartId));
  useSessionStore.getState().signIn({ token, user: LUCIA });
  return { api, cart, cartId, token, addressId };
}

/**
 * Carlos, the demo seller, signed in with a cart of `qty` apples in the demo store, the `choices`
 * already made, and two clients: Rosa Martínez with her house in Roma Sur (covered) and Jorge
 * Pérez, whose only address is in Guadalajara (outside every zone).
 */
export function sellerCheckoutSetup({
  qty = 3,
  choices = {},
}: { qty?: number; choices?: Partial<Cart> } = {}) {
  const cart = shopCartApi();
  const cartId = cart.seed([[APPLE, qty]], 1, CARLOS.id);
  Object.assign(cart.carts.get(cartId) ?? {}, choices);
  const api = mockShopApi({}, { cart });
  const jorge = api.clients.seed(CARLOS.id, { name: 'Jorge Pérez', phone: '+525520000002' });
  const jorgeAddress = api.clients.seedAddress(jorge.id, {
    label: 'Taller',
    lat: GUADALAJARA.lat,
    lng: GUADALAJARA.lng,
  });
  const rosa = api.clients.seed(CARLOS.id, { name: 'Rosa Martínez', phone: '+525520000001' });
  const rosaAddress = api.clients.seedAddress(rosa.id, { label: 'Casa de Rosa' });
  const token = api.auth.sessionFor(CARLOS.id);
  useCartStore.getState().saveCart(1, cart.response(cartId));
  useSessionStore.getState().signIn({ token, user: CARLOS });
  return { api, cart, cartId, token, rosa, rosaAddress, jorge, jorgeAddress };
}
