import { expect, it } from 'vitest';
import { createTestQueryClient } from '../../../testing/render';
import { makeItem } from '../../../testing/factories';
import { mockShopApi } from '../../../testing/shop-api';
import { cartIdFor, cartSnapshotFor, useCartStore } from '../stores/cart-store';
import { resetCart } from './create-cart';
import { deleteCart } from './delete-cart';
import { getCartQueryOptions } from './get-cart';

it('resetCart forgets the old cart and its choices, then starts a new one', async () => {
  const api = mockShopApi();
  const oldId = api.cart.seed([[makeItem(11), 2]]);
  useCartStore.getState().saveCart(1, api.cart.response(oldId));
  useCartStore.getState().setClientState(1, { checkout: true });
  const queryClient = createTestQueryClient();

  const fresh = await resetCart(queryClient, 1);

  expect(fresh.cart.id).not.toBe(oldId);
  expect(fresh.cart.items).toEqual([]);
  expect(cartIdFor(1)).toBe(fresh.cart.id);
  expect(cartSnapshotFor(1)).toEqual(fresh);
  expect(useCartStore.getState().carts['1']?.checkout).toBe(false);
  expect(queryClient.getQueryData(getCartQueryOptions(1).queryKey)).toEqual(fresh);
  expect(api.requests).toEqual(['POST /checkout/']);
});

it('deleteCart answers with nothing (204)', async () => {
  const api = mockShopApi();
  const id = api.cart.seed([]);

  await expect(deleteCart(id)).resolves.toBeUndefined();
  expect(api.cart.carts.has(id)).toBe(false);
});
