import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/scripts/ops';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(() => {
  clock.set(MONDAY_10AM);
  return t.close();
});

async function setStoreRules(rules: {
  cutoff_time?: string;
  lead_days?: number;
  days_ahead?: number;
}) {
  await t.database.db.updateTable('stores').set(rules).where('id', '=', interna.storeId).execute();
}

describe('GET /stores/{id}/delivery-slots', () => {
  it("lists days and slots in the store's time zone; started slots are unavailable", async () => {
    const days = await api.slots(interna.storeId);
    expect(days).toHaveLength(7);
    expect(days[0]?.date).toBe('2026-11-23');
    expect(days[0]?.slots.map((s) => [s.start, s.end, s.available])).toEqual([
      ['09:00', '13:00', false],
      ['13:00', '17:00', true],
      ['17:00', '21:00', true],
    ]);
    // Sunday has one delivery window; pickup runs every day.
    expect(days.find((d) => d.date === '2026-11-29')?.slots).toHaveLength(1);
    const pickup = await api.slots(interna.storeId, 'pickup');
    expect(pickup[0]?.slots).toEqual([
      expect.objectContaining({ start: '10:00', end: '20:00', available: false, remaining: 80 }),
    ]);
  });

  it('moves to tomorrow after the cut-off, computed in Mexico City time around midnight', async () => {
    // 18:30 on Monday in Mexico City is already Tuesday 00:30 UTC.
    clock.set(new Date('2026-11-24T00:30:00Z'));
    try {
      expect((await api.slots(interna.storeId))[0]?.date).toBe('2026-11-24');
      // 23:59 on Monday local (05:59 UTC Tuesday): still Monday's cut-off rule, Tuesday first.
      clock.set(new Date('2026-11-24T05:59:00Z'));
      const late = await api.slots(interna.storeId);
      expect(late[0]?.date).toBe('2026-11-24');
      expect(late[0]?.slots.every((s) => s.available)).toBe(true);
      // Just after local midnight: Tuesday, before its cut-off, slots later today open.
      clock.set(new Date('2026-11-24T06:01:00Z'));
      expect((await api.slots(interna.storeId))[0]?.slots.every((s) => s.available)).toBe(true);
    } finally {
      clock.set(MONDAY_10AM);
    }
  });

  it('honours lead days and leaves out closed dates', async () => {
    await setStoreRules({ lead_days: 2, days_ahead: 3 });
    try {
      expect((await api.slots(interna.storeId)).map((d) => d.date)).toEqual([
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
      ]);
      clock.set(new Date('2026-12-22T16:00:00Z'));
      expect((await api.slots(interna.storeId)).map((d) => d.date)).toEqual([
        '2026-12-24',
        '2026-12-26',
      ]);
    } finally {
      clock.set(MONDAY_10AM);
      await setStoreRules({ lead_days: 0, days_ahead: 7 });
    }
  });

  it('refuses an unknown type and an unknown store', async () => {
    expect(
      (await api.call('GET', `/stores/${interna.storeId}/delivery-slots?type=drone`)).status,
    ).toBe(400);
    expect((await api.call('GET', '/stores/999999/delivery-slots')).status).toBe(404);
  });
});

describe('choosing a date and slot for the cart', () => {
  it('stores an open slot, refuses others, and a new delivery type clears it', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cart } = await api.create(interna.storeId, user.auth, user.id);
    const put = (payload: unknown) => api.call('PUT', `/checkout/${cart.id}`, payload, user.auth);
    const [today] = await api.slots(interna.storeId);
    const [started, open] = today?.slots ?? [];
    if (!started || !open || !today) throw new Error('no slots');

    const first = await put({ delivery_date: today.date, delivery_slot_id: open.id });
    expect(first.status).toBe(422);
    expect(first.body.errors).toEqual({
      delivery_type: ['Elige primero si quieres entrega a domicilio o recoger en la tienda.'],
    });
    await put({ delivery_type: 'delivery' });
    expect((await put({ delivery_date: today.date })).body.errors).toEqual({
      delivery_slot_id: ['Elige el horario de entrega.'],
    });
    expect(
      (await put({ delivery_date: today.date, delivery_slot_id: started.id })).body.errors,
    ).toEqual({
      delivery_slot_id: ['Ese horario ya comenzó. Elige otro.'],
    });
    expect(
      (await put({ delivery_date: '2026-12-25', delivery_slot_id: open.id })).body.errors,
    ).toEqual({
      delivery_slot_id: ['Ese horario no está disponible. Elige otro.'],
    });
    expect((await put({ delivery_date: '25/12/2026', delivery_slot_id: open.id })).status).toBe(
      422,
    );

    const chosen = await put({ delivery_date: today.date, delivery_slot_id: open.id });
    expect(chosen.body.cart).toMatchObject({
      delivery_date: today.date,
      delivery_slot_id: open.id,
    });
    const pickup = await put({ delivery_type: 'pickup' });
    expect(pickup.body.cart).toMatchObject({ delivery_date: null, delivery_slot_id: null });
  });
});

describe('npm run ops -- order:advance', () => {
  it('moves an order with the same database the server uses, and refuses bad moves', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const offer = roomyOffer(interna);
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
    const order = (await api.place(user, cartId)).body.data;
    const env = { NODE_ENV: 'test', DATABASE_URL: t.database.url };
    const output: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = (line: string) => output.push(line);
    console.error = (line: string) => output.push(line);
    try {
      expect(await runOps(['order:advance', order.number, 'confirmed'], env)).toBe(0);
      expect(await runOps(['order:advance', order.number, 'delivered'], env)).toBe(1);
      expect(await runOps(['order:advance', order.number, 'volando'], env)).toBe(2);
    } finally {
      console.log = log;
      console.error = error;
    }
    expect(output[0]).toBe(`Pedido ${order.number}: confirmed (pago: pending)`);
    expect(output[1]).toBe('Un pedido «Confirmado» no puede pasar a «Entregado».');
    expect(output[2]).toMatch(/^Usage: npm run ops -- order:advance/);
  });
});
