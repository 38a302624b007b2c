import { afterAll, beforeAll, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ clock: movableClock(MONDAY_10AM), env: { CASH_ONLY: 'true' } });
  api = orderClient(t);
});
afterAll(() => t.close());

it('a cash-only shop offers no cards anywhere and refuses card orders, changing nothing', async () => {
  const settings = await api.call<{ data: { payment_methods: string[] } }>('GET', '/settings/');
  // The demo shop also takes mentors' wallets; only cards go.
  expect(settings.body.data.payment_methods).toEqual(['cash', 'wallet']);
  const config = await api.call('GET', '/payments/config');
  expect(config.body).toEqual({
    data: { card_provider: null, publishable_key: null, test_mode: false },
  });
  expect((await api.call('POST', '/payments/sandbox/tokens', {})).status).toBe(404);

  const interna = await findOffers(t, 'interna');
  const user = await createUser(t.database.db, {}, MONDAY_10AM);
  const { cartId } = await api.readyCart(user, interna.storeId, [
    { id: roomyOffer(interna).id, qty: 10 },
  ]);
  const card = await api.place(user, cartId, { method: 'card', card_token: 'tok_x' });
  expect(card.status).toBe(422);
  expect(Object.keys(card.body.errors ?? {})).toEqual(['payment.method']);
  expect((await api.place(user, cartId, { method: 'cash' }, 'cash-1')).status).toBe(201);
});
