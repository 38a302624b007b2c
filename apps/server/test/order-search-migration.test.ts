import type { AdminOrderPage, ClientResponse } from '@canasta/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as addOrderSearchText from '../src/db/migrations/2026_11_27_1110_add_order_search_text';
import { findOffers } from './cart-helpers';
import { type TestUser, clientFields, createOperator, createSeller, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Orders placed before the board's search existed get their `search_text` from the migration:
 * the same names and phones placement now writes (issue 23).
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await createOperator(t.database.db, 'interna', 'owner');
});
afterAll(() => t.close());

async function numbersFound(q: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/stores/interna/orders?q=${encodeURIComponent(q)}`,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminOrderPage>().data.map((order) => order.number);
}

it('fills in the search of orders placed before it, as placement writes it', async () => {
  const api = orderClient(t);
  const interna = await findOffers(t, 'interna');
  const line = { id: roomyOffer(interna).id, qty: 10 };
  const shopper = await createUser(t.database.db, { name: 'Íñigo Múgica' }, MONDAY_10AM);
  const own = await api.readyCart(shopper, interna.storeId, [line], { type: 'pickup' });
  const ownOrder = (await api.place(shopper, own.cartId)).body.data;

  const seller = await createSeller(t.database.db, 'Vendedora Migrada');
  const client = await api.call<ClientResponse>(
    'POST',
    '/store/clients',
    clientFields({ name: 'Clienta Peñalosa', phone: '+525543219876' }),
    seller.auth,
  );
  const { cart } = await api.create(interna.storeId, seller.auth, seller.id);
  await api.add(cart.id, line.id, 10, seller.auth);
  const slot = await api.openSlot(interna.storeId, 'pickup');
  for (const change of [
    { delivery_type: 'pickup', client_id: client.body.data.id },
    { delivery_date: slot.date, delivery_slot_id: slot.id },
  ]) {
    expect((await api.call('PUT', `/checkout/${cart.id}`, change, seller.auth)).status).toBe(200);
  }
  const clientOrder = (await api.place(seller, cart.id)).body.data;
  const phone = (
    await t.database.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow()
  ).phone;
  const before = await t.database.db
    .selectFrom('orders')
    .select(['id', 'search_text'])
    .where('id', 'in', [ownOrder.id, clientOrder.id])
    .orderBy('id')
    .execute();

  // As if the orders were there before the column: it goes, and comes back filled in.
  const db = t.database.db as unknown as Kysely<unknown>;
  await addOrderSearchText.down(db);
  await addOrderSearchText.up(db);
  const after = await t.database.db
    .selectFrom('orders')
    .select(['id', 'search_text'])
    .where('id', 'in', [ownOrder.id, clientOrder.id])
    .orderBy('id')
    .execute();
  expect(after).toEqual(before);
  expect(await numbersFound('inigo mugica')).toEqual([ownOrder.number]);
  expect(await numbersFound(phone.slice(3))).toEqual([ownOrder.number]);
  expect(await numbersFound('penalosa')).toEqual([clientOrder.number]);
  expect(await numbersFound('4321 9876')).toEqual([clientOrder.number]);
});
