import { expect, it, vi } from 'vitest';
import { useSessionStore } from '../features/auth/stores/session-store';
import { getStoreCart } from '../features/cart/api/get-cart';
import { cartIdFor, cartSnapshotFor, useCartStore } from '../features/cart/stores/cart-store';
import { getStore } from '../features/catalogue/api/get-store';
import { createQueryClient } from '../lib/query-client';
import { LUCIA } from '../testing/auth-api';
import { makeItem } from '../testing/factories';
import { apiError } from '../testing/mock-api';
import { mockShopApi } from '../testing/shop-api';
import { connectSession, loadSession } from './session';

/**
 * Where the shop keeps a behaviour better than the spec's on purpose (decision 046): a passing
 * server error neither signs a shopper out nor drops their cart. Only a 401 does the one and
 * only a 404 the other.
 */
connectSession();

const unavailable = () => apiError(503, 'service_unavailable', 'No disponible por ahora.');

it('a server error on the current user load or any other call keeps the shopper signed in', async () => {
  const api = mockShopApi({ 'GET /auth/user': unavailable, 'GET /stores/:idOrSlug': unavailable });
  const token = api.auth.sessionFor(LUCIA.id);
  useSessionStore.getState().signIn({ token, user: LUCIA });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  await loadSession(createQueryClient());
  await expect(getStore('interna')).rejects.toMatchObject({ status: 503 });

  expect(warn).toHaveBeenCalledOnce();
  expect(useSessionStore.getState()).toMatchObject({ token, user: LUCIA });
});

it('a server error reading the cart keeps it; only a 404 drops it', async () => {
  const api = mockShopApi({ 'GET /checkout/:cartId': unavailable });
  const cartId = api.cart.seed([[makeItem(11), 2]]);
  useCartStore.getState().saveCart(1, api.cart.response(cartId));

  await expect(getStoreCart(1)).rejects.toMatchObject({ status: 503 });
  expect(cartIdFor(1)).toBe(cartId);
  expect(cartSnapshotFor(1)?.cart.items).toHaveLength(1);

  // A server that no longer has the cart.
  mockShopApi();
  await expect(getStoreCart(1)).resolves.toBeNull();
  expect(cartIdFor(1)).toBeUndefined();
});
