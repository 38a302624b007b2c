import type {
  AddressResponse,
  CardTokenResponse,
  ClientResponse,
  DeliverySlotsResponse,
  OrderResponse,
} from '@canasta/contract';
import { expect } from 'vitest';
import { providerKey } from '../src/modules/payments/card-holds.service';
import type { findOffers } from './cart-helpers';
import { type Offer, cartClient } from './cart-helpers';
import { type TestUser, addressFields, clientFields } from './factories';
import type { TestApp } from './test-app';

/** Monday 23 November 2026, 10:00 in Mexico City: the morning slot has started, the rest are open. */
export const MONDAY_10AM = new Date('2026-11-23T16:00:00Z');

export const ROMA_SUR = { lat: 19.4194, lng: -99.1617 };

/** A clock the test can move. */
export function movableClock(start: Date) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.set = (at: Date) => {
    now = at.getTime();
  };
  return clock;
}

/** An offer with stock to spare whose price lets a few units pass the $250 minimum. */
export function roomyOffer(offers: Awaited<ReturnType<typeof findOffers>>): Offer {
  const offer = offers.all.find(
    (o) => o.stock >= 40 && o.max_per_order >= 10 && o.price_cents * 10 >= 30000,
  );
  if (!offer) throw new Error('no roomy demo offer');
  return offer;
}

export function orderClient(t: TestApp) {
  const api = cartClient(t);

  /** A cart of the user's ready to order: lines, delivery type, address (for delivery), slot. */
  async function readyCart(
    user: TestUser,
    storeId: number,
    lines: { id: number; qty: number }[],
    {
      type = 'delivery',
      point = ROMA_SUR,
      slotIndex = 0,
    }: { type?: 'delivery' | 'pickup'; point?: typeof ROMA_SUR; slotIndex?: number } = {},
  ) {
    const { cart } = await api.create(storeId, user.auth, user.id);
    for (const line of lines) {
      const added = await api.add(cart.id, line.id, line.qty, user.auth);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const choices: Record<string, unknown> = { delivery_type: type };
    if (type === 'delivery') {
      const address = await api.call<AddressResponse>(
        'POST',
        '/addresses',
        addressFields(point),
        user.auth,
      );
      choices.address_id = address.body.data.id;
    }
    const chosen = await api.call('PUT', `/checkout/${cart.id}`, choices, user.auth);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const slot = await openSlot(storeId, type, slotIndex);
    const dated = await api.call(
      'PUT',
      `/checkout/${cart.id}`,
      { delivery_date: slot.date, delivery_slot_id: slot.id },
      user.auth,
    );
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    return { cartId: cart.id, slot, extra: dated.body.extra };
  }

  async function slots(storeId: number, type: 'delivery' | 'pickup' = 'delivery') {
    const res = await api.call<DeliverySlotsResponse>(
      'GET',
      `/stores/${storeId}/delivery-slots?type=${type}`,
    );
    expect(res.status).toBe(200);
    return res.body.data;
  }

  /** The store's `index`-th open slot (0: the first one). */
  async function openSlot(storeId: number, type: 'delivery' | 'pickup' = 'delivery', index = 0) {
    const open = (await slots(storeId, type)).flatMap((day) =>
      day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, ...slot })),
    );
    const slot = open[index % open.length];
    if (!slot) throw new Error('no open slot');
    return slot;
  }

  function place(
    user: TestUser,
    cartId: string,
    payment: Record<string, unknown> = { method: 'cash' },
    key: string | null = `key-${cartId}`,
  ) {
    return api.call<OrderResponse>(
      'POST',
      '/client-orders',
      { cart_id: cartId, payment },
      { ...user.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    );
  }

  async function cardToken(number: string) {
    const res = await api.call<CardTokenResponse>('POST', '/payments/sandbox/tokens', {
      number,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      holder_name: 'Lucía Hernández',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.token;
  }

  async function stockOf(offerId: number) {
    const row = await t.database.db
      .selectFrom('inventories')
      .select('stock')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    return row.stock;
  }

  /** A new client of the seller's or mentor's, with one address: their ids. */
  async function clientWithAddress(user: TestUser) {
    const client = await api.call<ClientResponse>(
      'POST',
      '/store/clients',
      clientFields(),
      user.auth,
    );
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const address = await api.call<AddressResponse>(
      'POST',
      `/store/clients/${String(client.body.data.id)}/addresses`,
      addressFields(),
      user.auth,
    );
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    return { id: client.body.data.id, address: address.body.data.id };
  }

  function advance(number: string, status: string, token = 'canasta-development-operator-token') {
    return t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${number}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status },
    });
  }

  return {
    ...api,
    readyCart,
    slots,
    openSlot,
    place,
    cardToken,
    stockOf,
    clientWithAddress,
    advance,
  };
}

/** The provider's idempotency key for the card hold an order key asked for (decision 033). */
export async function holdKeyFor(t: TestApp, orderKey: string): Promise<string> {
  const hold = await t.database.db
    .selectFrom('card_holds')
    .select('id')
    .where('order_key', '=', orderKey)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return providerKey(hold.id);
}
