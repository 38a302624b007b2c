import type {
  AddressResponse,
  RememberedChoicesResponse,
  ReorderResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, addressFields, createUser } from './factories';
import { MONDAY_10AM, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => MONDAY_10AM });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(() => t.close());

const newUser = () => createUser(t.database.db, {}, MONDAY_10AM);

async function setOffer(
  id: number,
  changes: { stock?: number; price_cents?: number; active?: number },
) {
  await t.database.db.updateTable('inventories').set(changes).where('id', '=', id).execute();
}

/** Places a cash order of ten units of a roomy offer; the order and its slot. */
async function firstOrder(user: TestUser, slotIndex = 0) {
  const offer = roomyOffer(interna);
  const ready = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }], {
    slotIndex,
  });
  const placed = await api.place(user, ready.cartId);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { order: placed.body.data, slot: ready.slot };
}

async function newCartWithLine(user: TestUser) {
  const { cart } = await api.create(interna.storeId, user.auth, user.id);
  const added = await api.add(cart.id, roomyOffer(interna).id, 10, user.auth);
  expect(added.status).toBe(200);
  return cart.id;
}

const remember = (user: TestUser | null, cartId: string) =>
  api.call<RememberedChoicesResponse>(
    'POST',
    `/checkout/${cartId}/remembered-choices`,
    undefined,
    user?.auth ?? {},
  );

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Every open slot the store offers now for `type`, with its date. */
async function openSlots(type: 'delivery' | 'pickup' = 'delivery') {
  return (await api.slots(interna.storeId, type)).flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, ...slot })),
  );
}

describe('POST /checkout/{id}/remembered-choices', () => {
  it("prefills the last order's method, payment and address, and only offers a slot on its weekday", async () => {
    const user = await newUser();
    const open = await openSlots();
    const first = open[0];
    if (!first) throw new Error('no open slot');
    // A later weekday than the first open day's, in a later window than that day's first slot:
    // neither "today" nor "the first slot of the same window" is the answer.
    const index = open.findIndex(
      (slot) => weekday(slot.date) !== weekday(first.date) && slot.start !== first.start,
    );
    expect(index).toBeGreaterThan(0);
    const { order, slot } = await firstOrder(user, index);
    const cartId = await newCartWithLine(user);

    const res = await remember(user, cartId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cart).toMatchObject({
      delivery_type: 'delivery',
      address_id: order.address?.id,
      payment_method: 'cash',
      // Never a day the shopper didn't see: it is offered, not chosen.
      delivery_date: null,
      delivery_slot_id: null,
    });
    const sameWeekday = open.find(
      (each) =>
        weekday(each.date) === weekday(slot.date) &&
        each.start === slot.start &&
        each.end === slot.end,
    );
    expect(res.body.remembered_slot).toEqual({
      delivery_date: sameWeekday?.date,
      delivery_slot_id: sameWeekday?.id,
    });
    // Asked again (a lost answer), it offers the same day and still chooses none.
    const again = await remember(user, cartId);
    expect(again.body.remembered_slot).toEqual(res.body.remembered_slot);
    expect(again.body.cart.delivery_slot_id).toBeNull();
  });

  it("offers no day when the last order's weekday has no open slot", async () => {
    const user = await newUser();
    const open = await openSlots();
    const { slot } = await firstOrder(user, open.length - 1);
    const closed = [...new Set(open.map((each) => each.date))].filter(
      (date) => weekday(date) === weekday(slot.date),
    );
    await t.database.db
      .insertInto('store_closed_dates')
      .values(closed.map((date) => ({ store_id: interna.storeId, date, reason: 'Inventario' })))
      .execute();
    try {
      const cartId = await newCartWithLine(user);
      const res = await remember(user, cartId);
      expect(res.status).toBe(200);
      expect(res.body.remembered_slot).toBeNull();
      expect(res.body.cart).toMatchObject({ delivery_type: 'delivery', delivery_slot_id: null });
    } finally {
      await t.database.db
        .deleteFrom('store_closed_dates')
        .where('store_id', '=', interna.storeId)
        .where('date', 'in', closed)
        .execute();
    }
  });

  it('falls back to the default address when the last one was removed, and to none out of coverage', async () => {
    const user = await newUser();
    const { order } = await firstOrder(user);
    const other = await api.call<AddressResponse>(
      'POST',
      '/addresses',
      addressFields({ ...GUADALAJARA, street: 'Avenida Juárez' }),
      user.auth,
    );
    const gone = await api.call('DELETE', `/addresses/${order.address?.id}`, undefined, user.auth);
    expect(gone.status).toBe(204);
    const cartId = await newCartWithLine(user);

    const res = await remember(user, cartId);
    expect(res.status).toBe(200);
    // The default is now the Guadalajara address, which interna doesn't reach: left to choose.
    expect(res.body.cart.address_id).toBeNull();
    expect(res.body.cart.delivery_type).toBe('delivery');
    expect(res.body.cart.payment_method).toBe('cash');

    const near = await api.call<AddressResponse>(
      'PUT',
      `/addresses/${other.body.data.id}`,
      addressFields({ lat: 19.4194, lng: -99.1617 }),
      user.auth,
    );
    expect(near.status).toBe(200);
    const cleared = await api.call(
      'PUT',
      `/checkout/${cartId}`,
      { payment_method: null, delivery_date: null, delivery_slot_id: null },
      user.auth,
    );
    expect(cleared.status).toBe(200);
    const again = await remember(user, cartId);
    expect(again.body.cart.address_id).toBe(other.body.data.id);
  });

  it('changes nothing on a cart with choices, for a shopper without orders, or anonymously', async () => {
    const returning = await newUser();
    await firstOrder(returning);
    const cartId = await newCartWithLine(returning);
    const chosen = await api.call(
      'PUT',
      `/checkout/${cartId}`,
      { delivery_type: 'pickup' },
      returning.auth,
    );
    expect(chosen.status).toBe(200);
    const paid = await api.call(
      'PUT',
      `/checkout/${cartId}`,
      { payment_method: 'card' },
      returning.auth,
    );
    expect(paid.status).toBe(200);
    const kept = await remember(returning, cartId);
    expect(kept.body.cart).toMatchObject({
      delivery_type: 'pickup',
      payment_method: 'card',
      address_id: null,
      delivery_date: null,
    });

    const fresh = await newUser();
    const freshCart = await newCartWithLine(fresh);
    const nothing = await remember(fresh, freshCart);
    expect(nothing.status).toBe(200);
    expect(nothing.body.cart).toMatchObject({
      delivery_type: null,
      payment_method: null,
      address_id: null,
    });

    expect((await remember(null, freshCart)).status).toBe(401);
    // Someone else's cart is not there for them.
    expect((await remember(returning, freshCart)).status).toBe(404);
  });
});

const reorder = (user: TestUser, orderId: number) =>
  api.call<ReorderResponse>('POST', `/client-orders/${orderId}/reorder`, undefined, user.auth);

describe('POST /client-orders/{id}/reorder', () => {
  it('puts the products back, says what changed, and a second tap adds nothing', async () => {
    const user = await newUser();
    const [kept, dearer, gone, scarce, unlisted] = interna.all.filter(
      (offer) => offer.stock >= 12 && offer.max_per_order >= 5,
    );
    if (!kept || !dearer || !gone || !scarce || !unlisted) throw new Error('demo offers');
    const lines = [kept, dearer, gone, scarce, unlisted].map((offer) => ({ id: offer.id, qty: 5 }));
    const ready = await api.readyCart(user, interna.storeId, lines);
    const placed = await api.place(user, ready.cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.id;

    await setOffer(dearer.id, { price_cents: dearer.price_cents + 500 });
    await setOffer(gone.id, { stock: 0 });
    await setOffer(scarce.id, { stock: 2 });
    await setOffer(unlisted.id, { active: 0 });
    try {
      const first = await reorder(user, orderId);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const inCart = first.body.cart.items.map((line) => [line.purchaseable.id, line.qty]);
      expect(inCart).toEqual([
        [kept.id, 5],
        [dearer.id, 5],
        [scarce.id, 2],
      ]);
      expect(first.body.changes).toEqual([
        expect.objectContaining({
          purchaseable_id: dearer.id,
          outcome: 'added',
          before_unit_price_cents: dearer.price_cents,
          unit_price_cents: dearer.price_cents + 500,
          qty_in_cart: 5,
        }),
        expect.objectContaining({ purchaseable_id: gone.id, outcome: 'sold_out', qty_in_cart: 0 }),
        expect.objectContaining({
          purchaseable_id: scarce.id,
          outcome: 'reduced',
          ordered_qty: 5,
          qty_in_cart: 2,
        }),
        expect.objectContaining({
          purchaseable_id: unlisted.id,
          outcome: 'unavailable',
          unit_price_cents: null,
        }),
      ]);

      const second = await reorder(user, orderId);
      expect(second.status).toBe(200);
      expect(second.body.cart.id).toBe(first.body.cart.id);
      expect(second.body.cart.items.map((line) => [line.purchaseable.id, line.qty])).toEqual(
        inCart,
      );
    } finally {
      await setOffer(dearer.id, { price_cents: dearer.price_cents });
      await setOffer(gone.id, { stock: gone.stock });
      await setOffer(scarce.id, { stock: scarce.stock });
      await setOffer(unlisted.id, { active: 1 });
    }
  });

  it('merges with the open cart, keeping a larger quantity the shopper already has', async () => {
    const user = await newUser();
    const offer = roomyOffer(interna);
    const ready = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 6 }]);
    const placed = await api.place(user, ready.cartId);
    const order = placed.body.data;
    const { cart } = await api.create(interna.storeId, user.auth, user.id);
    expect((await api.add(cart.id, offer.id, 8, user.auth)).status).toBe(200);

    const res = await reorder(user, order.id);
    expect(res.status).toBe(200);
    expect(res.body.cart.id).toBe(cart.id);
    expect(res.body.cart.items.map((line) => [line.purchaseable.id, line.qty])).toEqual([
      [offer.id, 8],
    ]);
    expect(res.body.changes).toEqual([]);
  });

  it("answers 404 for another user's order and 401 without a session", async () => {
    const owner = await newUser();
    const { order } = await firstOrder(owner);
    const stranger = await newUser();
    const res = await reorder(stranger, order.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('order_not_found');
    const anonymous = await api.call('POST', `/client-orders/${order.id}/reorder`);
    expect(anonymous.status).toBe(401);
    const carts = await t.database.db
      .selectFrom('carts')
      .select('id')
      .where('user_id', '=', stranger.id)
      .execute();
    expect(carts).toEqual([]);
  });
});
