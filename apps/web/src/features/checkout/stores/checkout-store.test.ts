import { expect, it } from 'vitest';
import { CHECKOUT_KEY, useCheckoutStore } from './checkout-store';

it('one key per payment attempt: the same until it ends, a new one for another cart or attempt', () => {
  const store = useCheckoutStore.getState();
  const first = store.attemptKey(1, 'cart-a');
  expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(store.attemptKey(1, 'cart-a')).toBe(first);
  // Saved for a reload of the tab (sessionStorage), not beyond.
  expect(JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? '{}')).toMatchObject({
    state: { attempts: { '1': { key: first, cartId: 'cart-a' } } },
  });
  expect(localStorage.getItem(CHECKOUT_KEY)).toBeNull();

  // Another store's attempt is its own.
  const other = store.attemptKey(2, 'cart-b');
  expect(other).not.toBe(first);
  expect(store.attemptKey(1, 'cart-a')).toBe(first);

  // A final answer (a decline) ends the attempt: the next one has a new key.
  store.endAttempt(1);
  const second = store.attemptKey(1, 'cart-a');
  expect(second).not.toBe(first);
  // A new cart is a new attempt too.
  expect(store.attemptKey(1, 'cart-c')).not.toBe(second);
});

it('hands the placed cart to the completion screen once, and forgets the attempt and the phone', () => {
  const store = useCheckoutStore.getState();
  store.attemptKey(1, 'cart-a');
  store.rememberPhone('+525510000001');
  store.orderPlaced(1, 'cart-a');

  expect(useCheckoutStore.getState()).toMatchObject({ attempts: {}, phone: null });
  expect(store.takePlaced(1)).toBe('cart-a');
  expect(store.takePlaced(1)).toBeNull();
});
