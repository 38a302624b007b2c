import { type CartResponse, CartResponseSchema, type InventoryItem } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOrderInCart } from '../src/modules/cart/cart-reorder.service';
import { adminClient, operatorAt } from './admin-setup-helpers';
import { type Offer, findOffers, sellByWeight } from './cart-helpers';
import { type TestUser, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Weight lines in the cart (issue 25): grams in multiples of the offer's step within its
 * minimum, maximum and stock, priced per kilogram and rounded once per line by the contract,
 * counted once among the "productos", held on a card with the store's margin on them only, and
 * each line's substitution choice beside the cart's default.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let owner: TestUser;
let units: Offer[];
/** Ten of it pass any zone's minimum. */
let orderable: Offer;

/** $55.00/kg in steps of 250 g, 250 g to 3 kg, 5 kg in stock: the aguacate. */
let aguacate: Offer;
/** $19.90/kg in steps of 250 g, 500 g to 2 kg, 1.2 kg in stock. */
let jitomate: Offer;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  owner = await operatorAt(t.database.db, 'interna', 'owner', MONDAY_10AM);
  const interna = await findOffers(t, 'interna');
  orderable = roomyOffer(interna);
  const roomy = interna.all.filter(
    (o) => o.id !== orderable.id && o.stock >= 50 && o.max_per_order >= 10,
  );
  const [first, second, ...rest] = roomy;
  if (!first || !second || rest.length < 5) throw new Error('not enough roomy demo offers');
  aguacate = first;
  jitomate = second;
  units = rest;
  await sellByWeight(t, aguacate.id, {
    price_cents: 5500,
    stock: 5000,
    weight_step_g: 250,
    min_weight_g: 250,
    max_weight_g: 3000,
    approx_piece_g: 200,
  });
  await sellByWeight(t, jitomate.id, {
    price_cents: 1990,
    stock: 1200,
    weight_step_g: 250,
    min_weight_g: 500,
    max_weight_g: 2000,
  });
});
afterAll(() => t.close());

async function newCart(user?: TestUser) {
  const storeId = await storeOf();
  const created = user ? await api.create(storeId, user.auth, user.id) : await api.create(storeId);
  return created.cart.id;
}

async function storeOf() {
  const row = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', 'interna')
    .executeTakeFirstOrThrow();
  return row.id;
}

function lineOf(response: CartResponse, offerId: number) {
  const line = response.cart.items.find((item) => item.purchaseable.id === offerId);
  if (!line) throw new Error(`no line of ${offerId}`);
  return line;
}

const unit = (i: number): Offer => {
  const offer = units[i];
  if (!offer) throw new Error(`no unit offer ${i}`);
  return offer;
};

describe('grams on the wire', () => {
  it('takes grams in multiples of the step, priced per kilogram, and adds grams to grams', async () => {
    const cartId = await newCart();
    const added = await api.add(cartId, aguacate.id, 500);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const again = await api.add(cartId, aguacate.id, 250);
    expect(again.status).toBe(200);
    const { cart, extra } = CartResponseSchema.parse(again.body);
    expect(cart.items).toHaveLength(1);
    expect(lineOf(again.body, aguacate.id)).toMatchObject({
      qty: 750,
      unit_price_cents: 5500,
      // "aprox. 750 g · $41.25 ($55.00/kg)"
      line_total_cents: 4125,
      substitution: 'similar',
      purchaseable: {
        sold_by: 'weight',
        weight_step_g: 250,
        min_weight_g: 250,
        max_weight_g: 3000,
        approx_piece_g: 200,
        max_per_order: 3000,
      } satisfies Partial<InventoryItem>,
    });
    expect(extra).toMatchObject({ subtotal_cents: 4125, item_count: 1, estimated: true });
  });

  it('refuses grams off the step, under the minimum or over the maximum, naming the rule', async () => {
    const cartId = await newCart();
    const offStep = await api.add(cartId, aguacate.id, 300);
    expect(offStep.status).toBe(422);
    expect(offStep.body).toMatchObject({
      code: 'validation_failed',
      errors: { qty: ['Elige múltiplos de 250 g.'] },
    });
    const under = await api.add(cartId, jitomate.id, 250);
    expect(under.status).toBe(422);
    expect(under.body.errors).toEqual({ qty: ['Lo mínimo que puedes pedir es 500 g.'] });
    const over = await api.add(cartId, aguacate.id, 3250);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ qty: ['Puedes llevar como máximo 3 kg.'] });
    expect(over.body.max_qty).toBe(3000);
    // The 999 cap is for pieces: 3 kg is a fine weight line.
    expect((await api.add(cartId, aguacate.id, 3000)).status).toBe(200);
    // Adding on top of it is judged on the line's new weight.
    const more = await api.add(cartId, aguacate.id, 250);
    expect(more.status).toBe(422);
    expect(more.body.max_qty).toBe(3000);
    const { body } = await api.get(cartId);
    expect(body.cart.items.map((item) => item.qty)).toEqual([3000]);
  });

  it('refuses more grams than the stock with the largest allowed weight as max_qty', async () => {
    const cartId = await newCart();
    // 1.2 kg in stock in steps of 250 g: 1 kg is the most that can be bought.
    const tooMuch = await api.add(cartId, jitomate.id, 1500);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      errors: { qty: [`Solo puedes llevar hasta 1 kg de ${jitomate.name}.`] },
      max_qty: 1000,
    });
    const bulk = await api.bulk(cartId, [
      { purchaseable_id: jitomate.id, qty: 1250 },
      { purchaseable_id: unit(0).id, qty: 1 },
    ]);
    expect(bulk.status).toBe(422);
    expect(bulk.body.errors).toEqual({
      'items.0.qty': [`Solo puedes llevar hasta 1 kg de ${jitomate.name}.`],
    });
    expect(bulk.body.max_qty).toBe(1000);
    const offStep = await api.bulk(cartId, [{ purchaseable_id: jitomate.id, qty: 600 }]);
    expect(offStep.body.errors).toEqual({ 'items.0.qty': ['Elige múltiplos de 250 g.'] });
    expect((await api.get(cartId)).body.cart.items).toEqual([]);

    const ok = await api.bulk(cartId, [{ purchaseable_id: jitomate.id, qty: 1000 }]);
    expect(ok.status).toBe(200);
    const itemId = lineOf(ok.body, jitomate.id).id;
    const check = (qty: number) =>
      api.call('POST', `/checkout/${cartId}/items/${itemId}/validate`, { qty });
    expect((await check(750)).body).toEqual({ valid: true, max_qty: 1000 });
    const refused = await check(1100);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { qty: ['Elige múltiplos de 250 g.'] },
      max_qty: 1000,
    });
  });
});

describe('PUT /checkout/{id}/items/{itemId}', () => {
  it("changes a line's grams or substitution choice, and 0 removes it", async () => {
    const cartId = await newCart();
    const added = await api.bulk(cartId, [
      { purchaseable_id: aguacate.id, qty: 500 },
      { purchaseable_id: unit(0).id, qty: 2 },
    ]);
    const weightLine = lineOf(added.body, aguacate.id).id;
    const unitLine = lineOf(added.body, unit(0).id).id;
    const put = (itemId: number, body: unknown) =>
      api.call('PUT', `/checkout/${cartId}/items/${itemId}`, body);

    const heavier = await put(weightLine, { qty: 1250 });
    expect(heavier.status, JSON.stringify(heavier.body)).toBe(200);
    expect(lineOf(heavier.body, aguacate.id)).toMatchObject({ qty: 1250, line_total_cents: 6875 });

    const refused = await put(weightLine, { qty: 1300, substitution: 'none' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { qty: ['Elige múltiplos de 250 g.'] } });
    // Refused as a whole: the substitution choice sent with it was not kept either.
    expect(lineOf((await api.get(cartId)).body, aguacate.id)).toMatchObject({
      qty: 1250,
      substitution: 'similar',
    });

    const chosen = await put(weightLine, { substitution: 'call' });
    expect(chosen.status).toBe(200);
    expect(lineOf(chosen.body, aguacate.id)).toMatchObject({ qty: 1250, substitution: 'call' });
    const both = await put(unitLine, { qty: 3, substitution: 'none' });
    expect(lineOf(both.body, unit(0).id)).toMatchObject({ qty: 3, substitution: 'none' });

    expect((await put(unitLine, {})).status).toBe(422);
    expect((await put(unitLine, { qty: -1 })).status).toBe(422);
    expect((await put(unitLine, { substitution: 'maybe' })).status).toBe(422);

    const removed = await put(weightLine, { qty: 0 });
    expect(removed.status).toBe(200);
    expect(removed.body.cart.items.map((item) => item.id)).toEqual([unitLine]);
    expect((await put(weightLine, { qty: 500 })).status).toBe(404);
  });

  it("answers 404 for another cart's line or a user's cart, and 409 while an order is placed", async () => {
    const shopper = await createUser(t.database.db);
    const mine = await newCart(shopper);
    const added = await api.add(mine, unit(1).id, 1, shopper.auth);
    const itemId = lineOf(added.body, unit(1).id).id;
    const other = await newCart();
    expect((await api.call('PUT', `/checkout/${other}/items/${itemId}`, { qty: 2 })).status).toBe(
      404,
    );
    // The line exists, but the cart is someone's: anonymous callers don't reach it.
    expect((await api.call('PUT', `/checkout/${mine}/items/${itemId}`, { qty: 2 })).status).toBe(
      404,
    );
    await t.database.db.updateTable('carts').set({ blocked: 1 }).where('id', '=', mine).execute();
    const blocked = await api.call(
      'PUT',
      `/checkout/${mine}/items/${itemId}`,
      { qty: 2 },
      shopper.auth,
    );
    expect(blocked.status).toBe(409);
    await t.database.db.updateTable('carts').set({ blocked: 0 }).where('id', '=', mine).execute();
    const changed = await api.call(
      'PUT',
      `/checkout/${mine}/items/${itemId}`,
      { qty: 2 },
      shopper.auth,
    );
    expect(lineOf(changed.body, unit(1).id).qty).toBe(2);
  });
});

describe('totals of a cart with weight', () => {
  it('rounds each line once, half up, counts a weight line once, and says it is an estimate', async () => {
    const cartId = await newCart();
    const res = await api.bulk(cartId, [
      // 500 g at $19.90/kg is $9.95; 750 g is $14.925, rounded to $14.93.
      { purchaseable_id: jitomate.id, qty: 750 },
      { purchaseable_id: aguacate.id, qty: 250 },
      { purchaseable_id: unit(0).id, qty: 2 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(lineOf(res.body, jitomate.id).line_total_cents).toBe(1493);
    expect(lineOf(res.body, aguacate.id).line_total_cents).toBe(1375);
    const unitTotal = 2 * unit(0).price_cents;
    expect(res.body.extra).toMatchObject({
      subtotal_cents: 1493 + 1375 + unitTotal,
      // Two weight lines and two pieces: "4 productos", never grams.
      item_count: 4,
      estimated: true,
    });
    const piecesOnly = await api.bulk(cartId, [
      { purchaseable_id: jitomate.id, qty: 0 },
      { purchaseable_id: aguacate.id, qty: 0 },
    ]);
    expect(piecesOnly.body.extra).toMatchObject({ item_count: 2, estimated: false });
  });

  it('holds the card for the estimate plus the store margin on weight lines only', async () => {
    const cartId = await newCart();
    const res = await api.bulk(cartId, [
      { purchaseable_id: aguacate.id, qty: 750 },
      { purchaseable_id: unit(2).id, qty: 1 },
    ]);
    const { extra } = res.body;
    // 10% of the $41.25 weighed line, rounded: $4.13.
    expect(extra.hold_margin_percent).toBe(10);
    expect(extra.hold_cents).toBe(extra.total_cents - extra.wallet_applied_cents + 413);

    const owners = adminClient(t, 'interna');
    const settings = await owners<{ data: Record<string, unknown> }>('GET', '/settings', owner);
    const current = { ...settings.body.data };
    delete current.available_payment_methods;
    const saved = await owners('PUT', '/settings', owner, {
      ...current,
      weight_hold_margin_percent: 20,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await api.get(cartId)).body.extra;
    expect(after).toMatchObject({ hold_margin_percent: 20, hold_cents: extra.total_cents + 825 });

    const noWeight = await api.bulk(cartId, [{ purchaseable_id: aguacate.id, qty: 0 }]);
    expect(noWeight.body.extra.hold_cents).toBe(noWeight.body.extra.total_cents);
    await owners('PUT', '/settings', owner, { ...current, weight_hold_margin_percent: 10 });
  });

  it('judges the minimum order on the estimate', async () => {
    const shopper = await createUser(t.database.db);
    const storeId = await storeOf();
    // 2 kg at $55.00/kg: a $110.00 estimate, under the zone's $150.00 minimum.
    const { cartId, extra } = await api.readyCart(shopper, storeId, [
      { id: aguacate.id, qty: 2000 },
    ]);
    expect(extra).toMatchObject({ subtotal_cents: 11000, estimated: true });
    expect(extra.min_order_cents).toBeGreaterThan(11000);
    const refused = await api.place(shopper, cartId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('mínimo');
    // 3 kg: $165.00, over it.
    await api.add(cartId, aguacate.id, 1000, shopper.auth);
    const total = (await api.get(cartId, shopper.auth)).body.extra;
    expect(total.subtotal_cents).toBe(16500);
    expect(total.subtotal_cents).toBeGreaterThanOrEqual(total.min_order_cents);
  });
});

describe('substitution choices', () => {
  it("follows the cart's default on lines without their own", async () => {
    const cartId = await newCart();
    const added = await api.bulk(cartId, [
      { purchaseable_id: aguacate.id, qty: 500 },
      { purchaseable_id: unit(3).id, qty: 1 },
    ]);
    expect(added.body.cart.substitution_default).toBe('similar');
    const own = lineOf(added.body, unit(3).id).id;
    await api.call('PUT', `/checkout/${cartId}/items/${own}`, { substitution: 'call' });
    const changed = await api.call('PUT', `/checkout/${cartId}`, { substitution_default: 'none' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.cart.substitution_default).toBe('none');
    expect(lineOf(changed.body, aguacate.id).substitution).toBe('none');
    expect(lineOf(changed.body, unit(3).id).substitution).toBe('call');
    const refused = await api.call('PUT', `/checkout/${cartId}`, { substitution_default: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      substitution_default: ['Elige qué hacemos si falta el producto.'],
    });
  });

  it("starts a shopper's new cart with their last order's choice in the store", async () => {
    const shopper = await createUser(t.database.db);
    const storeId = await storeOf();
    const first = await api.create(storeId, shopper.auth, shopper.id);
    expect(first.cart.substitution_default).toBe('similar');
    const { cartId } = await api.readyCart(shopper, storeId, [{ id: orderable.id, qty: 10 }]);
    const placed = await api.place(shopper, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await t.database.db
      .updateTable('orders')
      .set({ substitution_default: 'call' })
      .where('id', '=', placed.body.data.id)
      .execute();
    const next = await api.create(storeId, shopper.auth, shopper.id);
    expect(next.cart.id).not.toBe(cartId);
    expect(next.cart.substitution_default).toBe('call');
    // An anonymous cart knows nobody's last order, until the shopper signs in and starts checkout.
    const anonymous = (await api.create(storeId)).cart.id;
    await api.call('DELETE', `/checkout/${next.cart.id}`, undefined, shopper.auth);
    const claimed = await api.call(
      'PUT',
      `/checkout/${anonymous}`,
      { user_id: shopper.id },
      shopper.auth,
    );
    expect(claimed.body.cart.substitution_default).toBe('similar');
    const remembered = await api.call(
      'POST',
      `/checkout/${anonymous}/remembered-choices`,
      undefined,
      shopper.auth,
    );
    expect(remembered.status, JSON.stringify(remembered.body)).toBe(200);
    expect(remembered.body.cart.substitution_default).toBe('call');
  });
});

describe('"Pedir de nuevo" with weight lines', () => {
  it('puts grams back on the step and within stock, and turns pieces into about their weight', async () => {
    const shopper = await createUser(t.database.db);
    const storeId = await storeOf();
    const caller = {
      id: shopper.id,
      sessionId: 0,
      name: 'Compradora',
      isMentor: false,
      isSeller: false,
    };
    const answer = await putOrderInCart({ db: t.database.db, clock }, caller, storeId, [
      // The step may have changed since: 800 g is 750 g today.
      {
        inventoryId: aguacate.id,
        name: 'Aguacate',
        qty: 800,
        soldBy: 'weight',
        listUnitPriceCents: 5500,
      },
      // 2 kg, with 1.2 kg in stock: the most that may be bought, 1 kg.
      {
        inventoryId: jitomate.id,
        name: 'Jitomate',
        qty: 2000,
        soldBy: 'weight',
        listUnitPriceCents: 1990,
      },
      // Grams of a product sold by the piece now: one piece.
      {
        inventoryId: unit(4).id,
        name: 'Pieza',
        qty: 750,
        soldBy: 'weight',
        listUnitPriceCents: unit(4).price_cents,
      },
    ]);
    expect(lineOf(answer, aguacate.id).qty).toBe(750);
    expect(lineOf(answer, jitomate.id).qty).toBe(1000);
    expect(lineOf(answer, unit(4).id).qty).toBe(1);
    expect(answer.changes).toEqual([
      expect.objectContaining({
        purchaseable_id: aguacate.id,
        outcome: 'reduced',
        qty_in_cart: 750,
      }),
      expect.objectContaining({
        purchaseable_id: jitomate.id,
        outcome: 'reduced',
        qty_in_cart: 1000,
      }),
      expect.objectContaining({ purchaseable_id: unit(4).id, outcome: 'added', qty_in_cart: 1 }),
    ]);

    const other = await createUser(t.database.db);
    const pieces = await putOrderInCart(
      { db: t.database.db, clock },
      { ...caller, id: other.id },
      storeId,
      // Three pieces of an aguacate sold by weight since: about 600 g, 500 g on its step.
      [
        {
          inventoryId: aguacate.id,
          name: 'Aguacate',
          qty: 3,
          soldBy: 'unit',
          listUnitPriceCents: 2000,
        },
      ],
    );
    expect(lineOf(pieces, aguacate.id)).toMatchObject({ qty: 500, line_total_cents: 2750 });
    // Asked again, the line already holds as much: nothing changes.
    const again = await putOrderInCart(
      { db: t.database.db, clock },
      { ...caller, id: other.id },
      storeId,
      [
        {
          inventoryId: aguacate.id,
          name: 'Aguacate',
          qty: 3,
          soldBy: 'unit',
          listUnitPriceCents: 2000,
        },
      ],
    );
    expect(lineOf(again, aguacate.id).qty).toBe(500);
  });
});
