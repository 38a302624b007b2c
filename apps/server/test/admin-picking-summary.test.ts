import type { PickingResponse, StoreSummaryResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createOperator, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * "Surtido" and "Hoy" (issue 23): the picking list of one slot, only from orders still to
 * prepare, and a delivery day's summary in the store's own time zone.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let polanco: Awaited<ReturnType<typeof findOffers>>;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  polanco = await findOffers(t, 'polanco');
  await t.database.db
    .updateTable('inventories')
    .set({ stock: 100_000, max_per_order: 50 })
    .execute();
  await t.database.db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  staff = await createOperator(t.database.db, 'interna', 'staff', 'Jorge Surtidor');
});
afterAll(() => t.close());

function get<T>(path: string, slug = 'interna') {
  return t.app
    .inject({ method: 'GET', url: `/api/admin/stores/${slug}${path}`, headers: staff.auth })
    .then((res) => ({ status: res.statusCode, body: res.json<T>() }));
}

function move(number: string, status: string, reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stores/interna/orders/${number}/status`,
    headers: staff.auth,
    payload: { status, ...(reason ? { reason } : {}) },
  });
}

/** Offers dear enough that a few units pass the minimum, cheapest first. */
function offers(count: number) {
  const found = interna.all.filter((o) => o.price_cents * 4 >= 30000).slice(0, count);
  if (found.length < count) throw new Error('not enough demo offers');
  return found;
}

/** A day two open slots away, so these tests' orders are alone in it. */
async function quietSlot(index: number) {
  const days = await api.slots(interna.storeId);
  const open = days.flatMap((day) =>
    day.slots.filter((s) => s.available).map((s) => ({ date: day.date, ...s })),
  );
  const slot = open.at(-1 - index);
  if (!slot) throw new Error('no open slot');
  return slot;
}

async function placeIn(
  user: TestUser,
  slot: { date: string; id: number },
  lines: { id: number; qty: number }[],
) {
  const { cartId } = await api.readyCart(user, interna.storeId, lines);
  const dated = await api.call(
    'PUT',
    `/checkout/${cartId}`,
    { delivery_date: slot.date, delivery_slot_id: slot.id },
    user.auth,
  );
  expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  const res = await api.place(user, cartId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('GET /picking', () => {
  it("sums a slot's lines per product and lists each order's, only orders still to prepare", async () => {
    const slot = await quietSlot(0);
    const [a, b, c] = offers(3);
    const ana = await createUser(t.database.db, { name: 'Ana Surtido' }, MONDAY_10AM);
    const beto = await createUser(t.database.db, { name: 'Beto Surtido' }, MONDAY_10AM);
    const first = await placeIn(ana, slot, [
      { id: a!.id, qty: 4 },
      { id: b!.id, qty: 2 },
    ]);
    const second = await placeIn(beto, slot, [
      { id: a!.id, qty: 6 },
      { id: c!.id, qty: 5 },
    ]);
    const gone = await placeIn(beto, slot, [{ id: c!.id, qty: 7 }]);
    const sent = await placeIn(ana, slot, [{ id: b!.id, qty: 9 }]);
    await move(second.number, 'confirmed');
    await move(second.number, 'preparing');
    await move(gone.number, 'cancelled', 'Cliente canceló');
    for (const status of ['confirmed', 'preparing', 'on_the_way']) await move(sent.number, status);

    const res = await get<PickingResponse>(`/picking?date=${slot.date}&slot_id=${slot.id}`);
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.date).toBe(slot.date);
    expect(list.slot).toEqual({
      id: slot.id,
      start: slot.start,
      end: slot.end,
      delivery_type: 'delivery',
    });
    const sku = async (id: number) =>
      (
        await t.database.db
          .selectFrom('inventories')
          .select('sku')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).sku;
    expect([...list.products].sort((x, y) => x.purchaseable_id - y.purchaseable_id)).toEqual(
      [
        { offer: a!, qty: 10, order_count: 2 },
        { offer: b!, qty: 2, order_count: 1 },
        { offer: c!, qty: 5, order_count: 1 },
      ]
        .sort((x, y) => x.offer.id - y.offer.id)
        .map(({ offer, qty, order_count }) => ({
          purchaseable_id: offer.id,
          name: offer.name,
          sku: expect.anything() as unknown,
          unit: expect.any(String) as unknown,
          sold_by: 'unit',
          qty,
          order_count,
        })),
    );
    expect(list.products.find((p) => p.purchaseable_id === a!.id)?.sku).toBe(await sku(a!.id));
    // Shelf order: by name.
    const names = list.products.map((p) => p.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'es-MX')));
    expect(list.orders.map((o) => [o.number, o.status, o.customer.name])).toEqual([
      [first.number, 'pending', 'Ana Surtido'],
      [second.number, 'preparing', 'Beto Surtido'],
    ]);
    expect(list.orders[1]).toMatchObject({
      delivery_type: 'delivery',
      neighborhood: 'Roma Sur',
      lines: [
        { purchaseable_id: a!.id, qty: 6 },
        { purchaseable_id: c!.id, qty: 5 },
      ],
    });
  });

  it("shows an empty slot with its hours, another store's slot as nothing", async () => {
    const slot = await quietSlot(1);
    const empty = await get<PickingResponse>(`/picking?date=${slot.date}&slot_id=${slot.id}`);
    expect(empty.body.data).toEqual({
      date: slot.date,
      slot: { id: slot.id, start: slot.start, end: slot.end, delivery_type: 'delivery' },
      products: [],
      orders: [],
    });
    const theirs = await t.database.db
      .selectFrom('delivery_windows')
      .select('id')
      .where('store_id', '=', polanco.storeId)
      .executeTakeFirstOrThrow();
    const other = await get<PickingResponse>(`/picking?date=${slot.date}&slot_id=${theirs.id}`);
    expect(other.body.data).toEqual({ date: slot.date, slot: null, products: [], orders: [] });
  });

  it('refuses a missing or bad day or slot with 400', async () => {
    for (const query of [
      '',
      'date=2026-11-23',
      'slot_id=1',
      'date=2026-13-01&slot_id=1',
      'date=2026-11-23&slot_id=0',
    ]) {
      expect((await get(`/picking?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /summary', () => {
  it('sums a delivery day: orders, booked and delivered sales, basket, cancellations', async () => {
    const slot = await quietSlot(2);
    const [a] = offers(1);
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const kept = await placeIn(user, slot, [{ id: a!.id, qty: 4 }]);
    const handed = await placeIn(user, slot, [{ id: a!.id, qty: 6 }]);
    const dropped = await placeIn(user, slot, [{ id: a!.id, qty: 5 }]);
    for (const status of ['confirmed', 'preparing', 'on_the_way', 'delivered']) {
      await move(handed.number, status);
    }
    await move(dropped.number, 'cancelled', 'Sin existencias');

    const res = await get<StoreSummaryResponse>(`/summary?date=${slot.date}`);
    expect(res.status).toBe(200);
    const sales = kept.total_cents + handed.total_cents;
    expect(res.body.data).toMatchObject({
      date: slot.date,
      today: '2026-11-23',
      orders: 2,
      cancelled: 1,
      sales_cents: sales,
      delivered_cents: handed.total_cents,
      average_basket_cents: Math.round(sales / 2),
      currency: 'MXN',
      by_status: { pending: 1, delivered: 1, cancelled: 1, confirmed: 0 },
    });
  });

  it("defaults to today in the store's time zone, not UTC's", async () => {
    // 23:30 on Monday in Mexico City is already Tuesday in UTC.
    clock.set(new Date('2026-11-24T05:30:00Z'));
    try {
      const res = await get<StoreSummaryResponse>('/summary');
      expect(res.body.data).toMatchObject({ date: '2026-11-23', today: '2026-11-23' });
    } finally {
      clock.set(MONDAY_10AM);
    }
    expect((await get('/summary?date=2026-02-29')).status).toBe(400);
  });

  it('lists the offers on sale that are sold out or nearly, sold out first', async () => {
    const db = t.database.db;
    const [out, three, one, hidden] = interna.all.slice(-4);
    await db.updateTable('inventories').set({ stock: 0 }).where('id', '=', out!.id).execute();
    await db.updateTable('inventories').set({ stock: 3 }).where('id', '=', three!.id).execute();
    await db.updateTable('inventories').set({ stock: 1 }).where('id', '=', one!.id).execute();
    await db
      .updateTable('inventories')
      .set({ stock: 0, active: 0 })
      .where('id', '=', hidden!.id)
      .execute();
    const res = await get<StoreSummaryResponse>('/summary');
    expect(res.body.data).toMatchObject({
      sold_out_count: 1,
      low_stock_count: 2,
      low_stock_threshold: 5,
    });
    expect(res.body.data.stock_alerts.map((s) => [s.purchaseable_id, s.stock])).toEqual([
      [out!.id, 0],
      [one!.id, 1],
      [three!.id, 3],
    ]);
    expect(res.body.data.stock_alerts[0]).toMatchObject({
      name: out!.name,
      unit: expect.any(String) as string,
    });
  });
});
