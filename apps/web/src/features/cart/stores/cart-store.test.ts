import { expect, it } from 'vitest';
import { makeCart, makeItem } from '../../../testing/factories';
import { CART_ID_KEY, CART_KEY, cartIdFor, cartSnapshotFor, useCartStore } from './cart-store';

const read = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

it("saves each store's cart under the spec's keys, cart_id and cart", () => {
  const first = makeCart([[makeItem(1), 2]], { id: 'uuid-1', store_id: 1 });
  const second = makeCart([], { id: 'uuid-2', store_id: 2 });

  useCartStore.getState().saveCart(1, first);
  useCartStore.getState().saveCart(2, second);
  useCartStore.getState().setClientState(1, { checkout: true, deliveryType: 'pickup' });

  expect(read(CART_ID_KEY)).toEqual({ '1': 'uuid-1', '2': 'uuid-2' });
  expect(read(CART_KEY)).toMatchObject({
    version: 1,
    stores: {
      '1': { snapshot: first, checkout: true, deliveryType: 'pickup', blocked: false },
      '2': { snapshot: second, checkout: false },
    },
  });
  expect(cartIdFor(2)).toBe('uuid-2');
  expect(cartSnapshotFor(1)).toEqual(first);
});

it("forgets one store's cart and keeps the others", () => {
  useCartStore.getState().saveCart(1, makeCart([], { id: 'uuid-1' }));
  useCartStore.getState().saveCart(2, makeCart([], { id: 'uuid-2', store_id: 2 }));

  useCartStore.getState().forgetCart(1);

  expect(read(CART_ID_KEY)).toEqual({ '2': 'uuid-2' });
  expect(Object.keys((read(CART_KEY) as { stores: object }).stores)).toEqual(['2']);
  expect(cartIdFor(1)).toBeUndefined();
  expect(cartSnapshotFor(1)).toBeNull();
});

it('starts fresh choices for a new cart but keeps them while the cart stays the same', () => {
  useCartStore.getState().saveCart(1, makeCart([], { id: 'uuid-1' }));
  useCartStore.getState().setClientState(1, { checkout: true });
  useCartStore.getState().saveCart(1, makeCart([], { id: 'uuid-1', blocked: true }));
  expect(useCartStore.getState().carts['1']).toMatchObject({ checkout: true, blocked: true });

  useCartStore.getState().saveCart(1, makeCart([], { id: 'uuid-9' }));
  expect(useCartStore.getState().carts['1']).toMatchObject({ checkout: false, blocked: false });
});

it('reads the saved keys back, ignoring what it cannot understand', async () => {
  const saved = makeCart([[makeItem(5), 1]], { id: 'uuid-5' });
  localStorage.setItem(CART_ID_KEY, JSON.stringify({ '1': 'uuid-5', '2': 42, '3': 'uuid-3' }));
  localStorage.setItem(
    CART_KEY,
    JSON.stringify({
      version: 1,
      stores: {
        // Saved before the client-order fields were dropped: they are read without them.
        '1': { snapshot: saved, sendMethod: true, wallet: true, modifiedPrices: [] },
        '3': { snapshot: { broken: true } },
      },
    }),
  );

  await useCartStore.persist.rehydrate();

  expect(useCartStore.getState().cartIds).toEqual({ '1': 'uuid-5', '3': 'uuid-3' });
  expect(cartSnapshotFor(1)).toEqual(saved);
  expect(useCartStore.getState().carts['1']?.sendMethod).toBe(true);
  expect(useCartStore.getState().carts['1']).not.toHaveProperty('wallet');
  expect(useCartStore.getState().carts['1']).not.toHaveProperty('modifiedPrices');
  expect(cartSnapshotFor(3)).toBeNull();

  localStorage.setItem(CART_ID_KEY, '{not json');
  localStorage.setItem(CART_KEY, 'null');
  useCartStore.setState(useCartStore.getInitialState(), true);
  await useCartStore.persist.rehydrate();
  expect(useCartStore.getState().cartIds).toEqual({});
});
