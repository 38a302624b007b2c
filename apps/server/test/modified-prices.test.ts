import type {
  CartItem,
  CartResponse,
  ClientAddressResponse,
  ClientResponse,
  OrderResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Offer, findOffers, sellByWeight } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createCoupon,
  createMentor,
  createSeller,
  createUser,
} from './factories';
import { MONDAY_10AM, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Modified prices (decision 020): a seller or mentor ordering for a client sets a line's unit
 * price within the store's bounds (`interna` lets them go 20% below its price; an offer's own
 * floor can say less), and every total, coupon and minimum follows the price charged.
 */

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let offers: Offer[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  // Offers no demo floor applies to, well stocked, at prices small enough to combine freely.
  const floored = await t.database.db
    .selectFrom('inventories')
    .select('id')
    .where('min_price_cents', 'is not', null)
    .execute();
  const withFloor = new Set(floored.map((row) => row.id));
  offers = interna.all.filter(
    (o) => !withFloor.has(o.id) && o.stock >= 60 && o.max_per_order >= 10 && o.price_cents >= 1000,
  );
});
afterAll(() => t.close());

/** A different offer for each test: several of them change an offer's price or floor. */
let nextOffer = 0;
function freshOffer(test: (offer: Offer) => boolean = () => true): Offer {
  const index = offers.findIndex((offer, i) => i >= nextOffer && test(offer));
  const offer = offers[index];
  if (!offer) throw new Error('no demo offer left');
  nextOffer = index + 1;
  return offer;
}

/** 20% below the list price, rounded up to the cent: the least `interna` allows. */
const lowest = (listCents: number) => Math.ceil((listCents * 80) / 100);
const pesos = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function put(user: TestUser, cartId: string, body: Record<string, unknown>) {
  return api.call('PUT', `/checkout/${cartId}`, body, user.auth);
}

async function newClient(owner: TestUser) {
  const client = await api.call<ClientResponse>(
    'POST',
    '/store/clients',
    clientFields(),
    owner.auth,
  );
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const address = await api.call<ClientAddressResponse>(
    'POST',
    `/store/clients/${client.body.data.id}/addresses`,
    addressFields({ receiver_name: client.body.data.name }),
    owner.auth,
  );
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  return { client: client.body.data, address: address.body.data };
}

/**
 * A cart of the owner's with the given lines, for delivery to a new client of theirs (unless
 * `forClient` is false), with an open slot: ready to order.
 */
async function sellerCart(
  owner: TestUser,
  lines: { offer: Offer; qty: number }[],
  { forClient = true }: { forClient?: boolean } = {},
) {
  const { cart } = await api.create(interna.storeId, owner.auth, owner.id);
  for (const line of lines) {
    const added = await api.add(cart.id, line.offer.id, line.qty, owner.auth);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const choices: Record<string, unknown> = { delivery_type: 'delivery' };
  if (forClient) {
    const { client, address } = await newClient(owner);
    Object.assign(choices, { client_id: client.id, client_address_id: address.id });
  }
  expect((await put(owner, cart.id, choices)).status).toBe(200);
  const slot = await api.openSlot(interna.storeId);
  const dated = await put(owner, cart.id, { delivery_date: slot.date, delivery_slot_id: slot.id });
  expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  return { cartId: cart.id, items: dated.body.cart.items };
}

function itemFor(items: CartItem[], offer: Offer): CartItem {
  const item = items.find((each) => each.purchaseable.id === offer.id);
  if (!item) throw new Error(`offer ${offer.id} is not on the cart`);
  return item;
}

async function storedPrices(cartId: string) {
  const rows = await t.database.db
    .selectFrom('cart_items')
    .select(['id', 'modified_unit_price_cents'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.modified_unit_price_cents);
}

function setOffer(offer: Offer, changes: { price_cents?: number; min_price_cents?: number }) {
  return t.database.db.updateTable('inventories').set(changes).where('id', '=', offer.id).execute();
}

function setStoreDiscount(percent: number) {
  return t.database.db
    .updateTable('stores')
    .set({ max_price_discount_percent: percent })
    .where('id', '=', interna.storeId)
    .execute();
}

describe('setting modified prices', () => {
  it('prices a weight line per kilogram, within the same bounds (issue 25)', async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    await sellByWeight(t, offer.id, {
      price_cents: 5500,
      stock: 10_000,
      weight_step_g: 250,
      min_weight_g: 250,
      max_weight_g: 5000,
    });
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 750 }]);
    const line = itemFor(items, offer);
    // The range is per kilogram: $44.00 (20% below $55.00) to $55.00.
    expect(line.price_range).toEqual({ min_cents: 4400, max_cents: 5500 });
    const modified = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: 4999 }],
    });
    expect(modified.status, JSON.stringify(modified.body)).toBe(200);
    // 750 g at $49.99/kg is $37.4925: $37.49.
    expect(itemFor(modified.body.cart.items, offer)).toMatchObject({
      unit_price_cents: 4999,
      line_total_cents: 3749,
    });
    expect(modified.body.extra).toMatchObject({ subtotal_cents: 3749, estimated: true });
    const below = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: 4399 }],
    });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      modified_prices: [`El precio de ${offer.name} debe estar entre $44.00 y $55.00.`],
    });
  });

  it('charges a price within range: the line, the list and the totals follow it', async () => {
    const seller = await createSeller(t.database.db);
    const [a, b] = [freshOffer(), freshOffer()];
    const { cartId, items } = await sellerCart(seller, [
      { offer: a, qty: 3 },
      { offer: b, qty: 2 },
    ]);
    const lineA = itemFor(items, a);
    expect(lineA.price_range).toEqual({
      min_cents: lowest(a.price_cents),
      max_cents: a.price_cents,
    });

    const price = lowest(a.price_cents);
    const res = await put(seller, cartId, {
      modified_prices: [{ item_id: lineA.id, unit_price_cents: price }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { cart, extra } = res.body;
    expect(cart.modified_prices).toEqual([{ item_id: lineA.id, unit_price_cents: price }]);
    expect(itemFor(cart.items, a)).toMatchObject({
      unit_price_cents: price,
      list_unit_price_cents: a.price_cents,
      line_total_cents: price * 3,
    });
    expect(itemFor(cart.items, b)).toMatchObject({
      unit_price_cents: b.price_cents,
      list_unit_price_cents: b.price_cents,
      price_range: { min_cents: lowest(b.price_cents), max_cents: b.price_cents },
    });
    expect(extra.subtotal_cents).toBe(price * 3 + b.price_cents * 2);
    expect(extra.total_cents).toBe(extra.subtotal_cents + extra.delivery_fee_cents);
    expect(await storedPrices(cartId)).toEqual([price, null]);

    // The cart reads the same on its own.
    const read = await api.get(cartId, seller.auth);
    expect(read.body.cart.modified_prices).toEqual(cart.modified_prices);
    expect(read.body.extra).toEqual(extra);
  });

  it('lets a mentor do the same', async () => {
    const mentor = await createMentor(t.database.db);
    const offer = freshOffer();
    const { cartId, items } = await sellerCart(mentor, [{ offer, qty: 1 }]);
    const line = itemFor(items, offer);
    const res = await put(mentor, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: offer.price_cents - 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cart.modified_prices).toEqual([
      { item_id: line.id, unit_price_cents: offer.price_cents - 1 },
    ]);
  });

  it('refuses a price below the range or above the list price with the range, storing nothing', async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 2 }]);
    const line = itemFor(items, offer);
    const kept = lowest(offer.price_cents) + 1;
    const set = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: kept }],
    });
    expect(set.status).toBe(200);
    const before = set.body;

    const range = `entre ${pesos(lowest(offer.price_cents))} y ${pesos(offer.price_cents)}`;
    for (const unitPrice of [lowest(offer.price_cents) - 1, offer.price_cents + 1, 0]) {
      const res = await put(seller, cartId, {
        notes: 'Se cambia a la vez',
        modified_prices: [{ item_id: line.id, unit_price_cents: unitPrice }],
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        errors: {
          modified_prices: [`El precio de ${offer.name} debe estar ${range}.`],
        },
      });
    }
    expect(await storedPrices(cartId)).toEqual([kept]);
    expect((await api.get(cartId, seller.auth)).body).toEqual(before);
  });

  it("lets the offer's floor beat the store's percent", async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const floor = Math.ceil((offer.price_cents * 90) / 100);
    await setOffer(offer, { min_price_cents: floor });
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 1 }]);
    const line = itemFor(items, offer);
    expect(line.price_range).toEqual({ min_cents: floor, max_cents: offer.price_cents });

    const belowFloor = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: lowest(offer.price_cents) }],
    });
    expect(belowFloor.status).toBe(422);
    expect(belowFloor.body.errors?.modified_prices).toEqual([
      `El precio de ${offer.name} debe estar entre ${pesos(floor)} y ${pesos(offer.price_cents)}.`,
    ]);
    const atFloor = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: floor }],
    });
    expect(atFloor.status).toBe(200);
    expect(itemFor(atFloor.body.cart.items, offer).unit_price_cents).toBe(floor);
  });

  it('refuses a shopper (403) and a seller without a client (422)', async () => {
    const offer = freshOffer();
    const shopper = await createUser(t.database.db);
    const shopperCart = await api.create(interna.storeId, shopper.auth, shopper.id);
    const shopperLine = (await api.add(shopperCart.cart.id, offer.id, 1, shopper.auth)).body.cart
      .items[0];
    if (!shopperLine) throw new Error('no line');
    expect(shopperLine.price_range).toBeNull();
    const cheap = { modified_prices: [{ item_id: shopperLine.id, unit_price_cents: 1 }] };
    const refused = await put(shopper, shopperCart.cart.id, cheap);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      message: 'Solo un vendedor o mentor que compra para un cliente puede cambiar precios.',
    });
    expect((await put(shopper, shopperCart.cart.id, { modified_prices: [] })).status).toBe(403);

    const seller = await createSeller(t.database.db);
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 1 }], { forClient: false });
    const line = itemFor(items, offer);
    expect(line.price_range).toBeNull();
    const noClient = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: offer.price_cents - 1 }],
    });
    expect(noClient.status).toBe(422);
    expect(noClient.body.errors).toEqual({
      modified_prices: ['Elige primero el cliente para el que haces el pedido.'],
    });
    // An empty list only clears, so it needs no client.
    expect((await put(seller, cartId, { modified_prices: [] })).status).toBe(200);
    expect(await storedPrices(cartId)).toEqual([null]);
  });

  it('refuses a line that is not on this cart, or the same line twice', async () => {
    const offer = freshOffer();
    const others = await sellerCart(await createSeller(t.database.db), [{ offer, qty: 1 }]);
    const owner = await createSeller(t.database.db);
    const { cartId, items } = await sellerCart(owner, [{ offer, qty: 1 }]);
    const line = itemFor(items, offer);
    const below = offer.price_cents - 1;

    const foreign = await put(owner, cartId, {
      modified_prices: [
        { item_id: line.id, unit_price_cents: below },
        { item_id: itemFor(others.items, offer).id, unit_price_cents: below },
      ],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      modified_prices: ['Uno de los productos con precio cambiado ya no está en tu carrito.'],
    });
    const twice = await put(owner, cartId, {
      modified_prices: [
        { item_id: line.id, unit_price_cents: below },
        { item_id: line.id, unit_price_cents: below - 1 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({
      modified_prices: ['Un producto aparece más de una vez en la lista de precios.'],
    });
    const malformed = await put(owner, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: 12.5 }],
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {})).toEqual([
      'modified_prices.0.unit_price_cents',
    ]);
    expect(await storedPrices(cartId)).toEqual([null]);
    expect(await storedPrices(others.cartId)).toEqual([null]);
  });

  it('replaces the whole list; the list price is no modification and [] clears', async () => {
    const seller = await createSeller(t.database.db);
    const [a, b] = [freshOffer(), freshOffer()];
    const { cartId, items } = await sellerCart(seller, [
      { offer: a, qty: 1 },
      { offer: b, qty: 1 },
    ]);
    const [lineA, lineB] = [itemFor(items, a), itemFor(items, b)];
    const first = await put(seller, cartId, {
      modified_prices: [{ item_id: lineA.id, unit_price_cents: a.price_cents - 10 }],
    });
    expect(first.body.cart.modified_prices).toEqual([
      { item_id: lineA.id, unit_price_cents: a.price_cents - 10 },
    ]);

    const replaced = await put(seller, cartId, {
      modified_prices: [
        { item_id: lineA.id, unit_price_cents: a.price_cents },
        { item_id: lineB.id, unit_price_cents: b.price_cents - 20 },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.cart.modified_prices).toEqual([
      { item_id: lineB.id, unit_price_cents: b.price_cents - 20 },
    ]);
    expect(await storedPrices(cartId)).toEqual([null, b.price_cents - 20]);

    const cleared = await put(seller, cartId, { modified_prices: [] });
    expect(cleared.body.cart.modified_prices).toEqual([]);
    expect(cleared.body.extra.subtotal_cents).toBe(a.price_cents + b.price_cents);
    expect(await storedPrices(cartId)).toEqual([null, null]);
  });

  it('drops every modified price when the order becomes "para mí" or goes to my own address', async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 1 }]);
    const line = itemFor(items, offer);
    const cheap = {
      modified_prices: [{ item_id: line.id, unit_price_cents: offer.price_cents - 5 }],
    };
    expect((await put(seller, cartId, cheap)).status).toBe(200);

    const mine = await put(seller, cartId, { client_id: null });
    expect(mine.status).toBe(200);
    expect(mine.body.cart.modified_prices).toEqual([]);
    expect(itemFor(mine.body.cart.items, offer)).toMatchObject({
      unit_price_cents: offer.price_cents,
      price_range: null,
    });
    expect(await storedPrices(cartId)).toEqual([null]);

    // With a client again: the old price does not come back; the own address clears it too.
    const { client, address } = await newClient(seller);
    const again = await put(seller, cartId, {
      client_id: client.id,
      client_address_id: address.id,
    });
    expect(again.body.cart.modified_prices).toEqual([]);
    expect((await put(seller, cartId, cheap)).status).toBe(200);
    const own = await api.call<{ data: { id: number } }>(
      'POST',
      '/addresses',
      addressFields(),
      seller.auth,
    );
    const toMe = await put(seller, cartId, { address_id: own.body.data.id });
    expect(toMe.status).toBe(200);
    expect(toMe.body.cart.modified_prices).toEqual([]);
    expect(await storedPrices(cartId)).toEqual([null]);
  });

  it('drops a line’s modified price with the line', async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 2 }]);
    const line = itemFor(items, offer);
    await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: offer.price_cents - 5 }],
    });
    const removed = await api.call(
      'DELETE',
      `/checkout/${cartId}/items/${line.id}`,
      undefined,
      seller.auth,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.cart.modified_prices).toEqual([]);
    const readded = await api.add(cartId, offer.id, 2, seller.auth);
    expect(itemFor(readded.body.cart.items, offer).unit_price_cents).toBe(offer.price_cents);
    expect(readded.body.cart.modified_prices).toEqual([]);
  });
});

describe('totals on modified prices', () => {
  it('takes a percent coupon off the modified subtotal', async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const coupon = await createCoupon(t.database.db, { kind: 'percent', value: 10 });
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 4 }]);
    const line = itemFor(items, offer);
    const applied = await api.call(
      'POST',
      `/checkout/${cartId}/discount`,
      { coupon: coupon.code },
      seller.auth,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const price = lowest(offer.price_cents);
    const res = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: price }],
    });
    const subtotal = price * 4;
    expect(res.body.extra).toMatchObject({
      subtotal_cents: subtotal,
      discount_cents: Math.round(subtotal / 10),
      total_cents: subtotal - Math.round(subtotal / 10) + res.body.extra.delivery_fee_cents,
    });
    expect(res.body.cart.coupon?.discount_cents).toBe(Math.round(subtotal / 10));
  });

  it("checks a coupon's minimum against the modified subtotal", async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 5 }]);
    const line = itemFor(items, offer);
    const coupon = await createCoupon(t.database.db, {
      min_subtotal_cents: offer.price_cents * 5,
    });
    const apply = () =>
      api.call('POST', `/checkout/${cartId}/discount`, { coupon: coupon.code }, seller.auth);
    expect((await apply()).status).toBe(200);

    const price = lowest(offer.price_cents);
    const lowered = await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: price }],
    });
    const missing = offer.price_cents * 5 - price * 5;
    const reason = `El cupón ${coupon.code} requiere una compra mínima de ${pesos(offer.price_cents * 5)}. Te faltan ${pesos(missing)}.`;
    expect(lowered.body.cart.coupon).toMatchObject({
      applied: false,
      discount_cents: 0,
      message: reason,
    });
    expect(lowered.body.extra.discount_cents).toBe(0);

    await api.call('DELETE', `/checkout/${cartId}/discount/${coupon.code}`, undefined, seller.auth);
    const again = await apply();
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ coupon: [reason] });
  });

  it("refuses the order when the modified subtotal misses the zone's minimum", async () => {
    const seller = await createSeller(t.database.db);
    const prober = await createSeller(t.database.db);
    const probe = await sellerCart(prober, [{ offer: freshOffer(), qty: 1 }]);
    const minimum = (await api.get(probe.cartId, prober.auth)).body.extra.min_order_cents;
    expect(minimum).toBeGreaterThan(0);
    // Enough units at the list price to reach the minimum, too few at 20% less.
    const offer = freshOffer(
      (o) => o.price_cents * 4 <= minimum && Math.ceil(minimum / o.price_cents) <= o.max_per_order,
    );
    const qty = Math.ceil(minimum / offer.price_cents);
    expect(qty * lowest(offer.price_cents)).toBeLessThan(minimum);

    const { cartId, items } = await sellerCart(seller, [{ offer, qty }]);
    const line = itemFor(items, offer);
    await put(seller, cartId, {
      modified_prices: [{ item_id: line.id, unit_price_cents: lowest(offer.price_cents) }],
    });
    const refused = await api.place(seller, cartId);
    expect(refused.status).toBe(422);
    const subtotal = qty * lowest(offer.price_cents);
    expect(refused.body.errors?.cart).toEqual([
      `El pedido mínimo para tu zona es de ${pesos(minimum)}; te faltan ${pesos(minimum - subtotal)}.`,
    ]);

    await put(seller, cartId, { modified_prices: [] });
    expect((await api.place(seller, cartId)).status).toBe(201);
  });
});

describe('an order at modified prices', () => {
  it('keeps the price charged, the list price and who changed it on each line', async () => {
    const seller = await createSeller(t.database.db, 'Vendedora Lupita');
    const [a, b] = [freshOffer(), freshOffer()];
    const { cartId, items } = await sellerCart(seller, [
      { offer: a, qty: 10 },
      { offer: b, qty: 10 },
    ]);
    const price = lowest(a.price_cents);
    await put(seller, cartId, {
      modified_prices: [{ item_id: itemFor(items, a).id, unit_price_cents: price }],
    });
    const quoted = (await api.get(cartId, seller.auth)).body.extra;

    const placed = await api.place(seller, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    const lineA = order.items.find((item) => item.purchaseable_id === a.id);
    const lineB = order.items.find((item) => item.purchaseable_id === b.id);
    expect(lineA).toMatchObject({
      unit_price_cents: price,
      list_unit_price_cents: a.price_cents,
      line_total_cents: price * 10,
      price_changed_by: { id: seller.id, name: 'Vendedora Lupita' },
    });
    expect(lineB).toMatchObject({
      unit_price_cents: b.price_cents,
      list_unit_price_cents: b.price_cents,
      price_changed_by: null,
    });
    expect(order).toMatchObject({
      subtotal_cents: quoted.subtotal_cents,
      total_cents: quoted.total_cents,
    });
    expect(order.subtotal_cents).toBe(price * 10 + b.price_cents * 10);

    const read = await api.call<OrderResponse>(
      'GET',
      `/client-orders/${order.id}`,
      undefined,
      seller.auth,
    );
    expect(read.body.data.items).toEqual(order.items);
  });
});

describe('bounds that change after a price was set', () => {
  it('clamps a stored price into the range as it is now, never above the list price', async () => {
    const seller = await createSeller(t.database.db);
    const [dropped, tightened] = [freshOffer(), freshOffer()];
    const { cartId, items } = await sellerCart(seller, [
      { offer: dropped, qty: 10 },
      { offer: tightened, qty: 10 },
    ]);
    const droppedPrice = dropped.price_cents - 10;
    const tightenedPrice = lowest(tightened.price_cents);
    await put(seller, cartId, {
      modified_prices: [
        { item_id: itemFor(items, dropped).id, unit_price_cents: droppedPrice },
        { item_id: itemFor(items, tightened).id, unit_price_cents: tightenedPrice },
      ],
    });

    // The store's price falls below the modified one; the store allows only 10% off now.
    const newList = droppedPrice - 100;
    await setOffer(dropped, { price_cents: newList });
    await setStoreDiscount(10);
    try {
      const { body } = await api.get(cartId, seller.auth);
      const tightenedMin = Math.ceil((tightened.price_cents * 90) / 100);
      expect(itemFor(body.cart.items, dropped)).toMatchObject({
        unit_price_cents: newList,
        list_unit_price_cents: newList,
      });
      expect(itemFor(body.cart.items, tightened)).toMatchObject({
        unit_price_cents: tightenedMin,
        price_range: { min_cents: tightenedMin, max_cents: tightened.price_cents },
      });
      expect(body.cart.modified_prices).toEqual([
        { item_id: itemFor(items, tightened).id, unit_price_cents: tightenedMin },
      ]);
      expect(body.extra.subtotal_cents).toBe((newList + tightenedMin) * 10);

      const placed = await api.place(seller, cartId);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.data.subtotal_cents).toBe((newList + tightenedMin) * 10);
    } finally {
      await setStoreDiscount(20);
    }
  });

  it('charges the list price once the owner is no longer a seller', async () => {
    const seller = await createSeller(t.database.db);
    const offer = freshOffer();
    const { cartId, items } = await sellerCart(seller, [{ offer, qty: 1 }]);
    await put(seller, cartId, {
      modified_prices: [
        { item_id: itemFor(items, offer).id, unit_price_cents: offer.price_cents - 5 },
      ],
    });
    await t.database.db
      .updateTable('users')
      .set({ is_seller: 0 })
      .where('id', '=', seller.id)
      .execute();
    const { body } = await api.get(cartId, seller.auth);
    expect(itemFor(body.cart.items, offer)).toMatchObject({
      unit_price_cents: offer.price_cents,
      price_range: null,
    });
    expect(body.cart.modified_prices).toEqual([]);
  });
});

describe('a shopper’s own cart', () => {
  it('shows the list price and no range on every line', async () => {
    const shopper = await createUser(t.database.db);
    const offer = freshOffer();
    const { cart } = await api.create(interna.storeId, shopper.auth, shopper.id);
    const res = await api.add(cart.id, offer.id, 1, shopper.auth);
    const body: CartResponse = res.body;
    expect(body.cart.items[0]).toMatchObject({
      unit_price_cents: offer.price_cents,
      list_unit_price_cents: offer.price_cents,
      price_range: null,
    });
    expect(body.cart.modified_prices).toEqual([]);
  });
});
