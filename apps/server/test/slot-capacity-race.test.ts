import type { OrderResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Issue 26: an order takes its place in the delivery slot at the end of its transaction, with one
 * conditional update of the slot's counter, instead of holding the slot's lock from its start.
 * Many orders racing for a slot's last places: exactly as many are placed as there were places,
 * the rest are refused with the slot's own message, and a cancelled order gives its place back.
 */

const BUYERS = 12;
const PLACES = 3;
const SLOT_FULL = 'Ese horario ya se llenó. Elige otro.';

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(() => t.close());

async function slotCount(windowId: number, date: string) {
  const row = await t.database.db
    .selectFrom('slot_order_counts')
    .select('orders')
    .where('window_id', '=', windowId)
    .where('delivery_date', '=', date)
    .executeTakeFirst();
  return row?.orders ?? 0;
}

async function ordersHolding(windowId: number, date: string) {
  const row = await t.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('delivery_slot_id', '=', windowId)
    .where('delivery_date', '=', date)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function remainingIn(slot: { id: number; date: string }) {
  const day = (await api.slots(interna.storeId)).find((d) => d.date === slot.date);
  return day?.slots.find((s) => s.id === slot.id);
}

describe('a delivery slot’s last places', () => {
  it('go to exactly as many racing orders as there are, and come back when one is cancelled', async () => {
    const offer = roomyOffer(interna);
    const buyers: { user: TestUser; cartId: string }[] = [];
    let slot: { id: number; date: string; remaining: number } | undefined;
    for (let i = 0; i < BUYERS; i += 1) {
      const user = await createUser(t.database.db, {}, MONDAY_10AM);
      const cart = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }], {
        slotIndex: 3,
      });
      slot ??= cart.slot;
      expect(cart.slot.id).toBe(slot.id);
      buyers.push({ user, cartId: cart.cartId });
    }
    if (!slot) throw new Error('no slot');
    const booked = await slotCount(slot.id, slot.date);
    expect(booked).toBe(await ordersHolding(slot.id, slot.date));
    const { capacity } = await t.database.db
      .selectFrom('delivery_windows')
      .select('capacity')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('delivery_windows')
      .set({ capacity: booked + PLACES })
      .where('id', '=', slot.id)
      .execute();
    try {
      const results = await Promise.all(buyers.map((b) => api.place(b.user, b.cartId)));
      const placed = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status !== 201);
      expect(placed).toHaveLength(PLACES);
      expect(refused).toHaveLength(BUYERS - PLACES);
      for (const res of refused) {
        expect(res.status, JSON.stringify(res.body)).toBe(422);
        expect((res.body as { errors?: unknown }).errors).toEqual({
          delivery_slot_id: [SLOT_FULL],
        });
      }
      expect(await slotCount(slot.id, slot.date)).toBe(booked + PLACES);
      expect(await ordersHolding(slot.id, slot.date)).toBe(booked + PLACES);
      expect(await remainingIn(slot)).toMatchObject({ available: false, remaining: 0 });

      // A cancelled order frees its place: a refused buyer's cart (released) now gets it.
      const first = placed[0]?.body as OrderResponse;
      const cancelled = await api.call(
        'POST',
        `/client-orders/${first.data.id}/cancel`,
        {},
        buyers.find((b) => b.user.id === first.data.placed_by.id)?.user.auth,
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(await slotCount(slot.id, slot.date)).toBe(booked + PLACES - 1);
      expect(await remainingIn(slot)).toMatchObject({ available: true, remaining: 1 });
      const again = buyers[results.findIndex((r) => r.status !== 201)];
      if (!again) throw new Error('no refused buyer');
      const retried = await api.place(again.user, again.cartId, { method: 'cash' }, 'otra-vez');
      expect(retried.status, JSON.stringify(retried.body)).toBe(201);
      expect(await slotCount(slot.id, slot.date)).toBe(booked + PLACES);
      expect(await ordersHolding(slot.id, slot.date)).toBe(booked + PLACES);
    } finally {
      await t.database.db
        .updateTable('delivery_windows')
        .set({ capacity })
        .where('id', '=', slot.id)
        .execute();
    }
  });
});
