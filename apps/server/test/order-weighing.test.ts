import type { AdminOrder, NotificationPage, Order } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createMentor, createOperator, createUser } from './factories';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';
import { weighingClient } from './weighing-helpers';

/**
 * Issue 25, weighing and settlement: a weight line is placed on an estimate (a card is held for
 * the estimate plus the store's margin on weight lines), picked on the scale, and settled once
 * on what it weighed: a card captures the weighed amount (never above its hold: the store
 * absorbs the rest), a wallet gets the difference back as a movement, cash collects the final
 * total; stock moves by what was picked. The cards go through the sandbox provider.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let w: ReturnType<typeof weighingClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let operator: TestUser;
/** A weight offer at $55.00/kg, and a unit offer at $60.00 a piece. */
let kilo: { id: number };
let piece: { id: number; price_cents: number };

const PER_KG = 5_500;
const PIECE = 6_000;
const DELIVERY = 3_500;

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = weighingClient(t);
  interna = await findOffers(t, 'interna');
  const db = t.database.db;
  await db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  const [first, second] = interna.all;
  if (!first || !second) throw new Error('interna has no two offers');
  kilo = first;
  await w.makeWeightOffer(first.id, PER_KG, 50_000);
  await db
    .updateTable('inventories')
    .set({ price_cents: PIECE, stock: 1_000, max_per_order: 50 })
    .where('id', '=', second.id)
    .execute();
  piece = { id: second.id, price_cents: PIECE };
  operator = await createOperator(db, 'interna', 'staff', 'Jorge Surtidor');
});
afterAll(() => t.close());

const shopper = () => createUser(t.database.db, {}, MONDAY_10AM);

function lineOf(order: Order | AdminOrder, offerId: number) {
  const line = order.items.find((item) => item.purchaseable_id === offerId);
  if (!line) throw new Error(`no line of offer ${String(offerId)}`);
  return line;
}

async function charge(orderId: number) {
  return t.database.db
    .selectFrom('payments')
    .select(['status', 'amount_cents', 'kind'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .executeTakeFirstOrThrow();
}

describe('a card order with a weight line', () => {
  it('holds the estimate plus 10 % of its weight lines, captures what it weighed, and settles once', async () => {
    const user = await shopper();
    const kiloBefore = await w.stockOf(kilo.id);
    const order = await w.place(
      user,
      interna.storeId,
      [
        { id: kilo.id, qty: 750 },
        { id: piece.id, qty: 2 },
      ],
      await w.cardPayment(),
    );
    // 750 g at $55.00/kg is $41.25; two pieces $120.00; delivery $35.00.
    const estimate = 4_125 + 2 * PIECE + DELIVERY;
    const hold = estimate + Math.round(4_125 * 0.1);
    expect(order).toMatchObject({
      payment_method: 'card',
      payment_status: 'pending',
      total_cents: estimate,
      estimated_total_cents: estimate,
      estimated: true,
      picking: 'pending',
      substitution_default: 'similar',
      hold_cents: hold,
    });
    expect(lineOf(order, kilo.id)).toMatchObject({
      sold_by: 'weight',
      qty: 750,
      ordered_qty: 750,
      picked_qty: null,
      estimated_line_total_cents: 4_125,
      line_total_cents: 4_125,
      substitution: 'similar',
      substitute: null,
    });
    // Held, not captured: the card pays what the order weighs.
    expect(await charge(order.id)).toMatchObject({ status: 'authorized', amount_cents: hold });
    expect(await w.stockOf(kilo.id)).toBe(kiloBefore - 750);

    await w.confirm(order.number);
    const kiloLine = lineOf(order, kilo.id);
    const pieceLine = lineOf(order, piece.id);
    const body = {
      lines: [
        { line_id: kiloLine.id, picked_qty: 820 },
        { line_id: pieceLine.id, picked_qty: 2 },
      ],
    };
    const saved = await w.picking(order.number, body, operator);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      status: 'preparing',
      picking: 'started',
      estimated: true,
      total_cents: estimate,
    });
    expect(lineOf(saved.body.data, kilo.id).picked_qty).toBe(820);

    // Not on its way before it is weighed and settled.
    const early = await w.api.advance(order.number, 'on_the_way');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Primero termina de surtir y pesar el pedido («Terminar surtido»): su total todavía es un estimado.',
    );

    // The same picking again changes nothing: no event, notice, audit entry or history row.
    const before = await w.trail(order.id);
    const again = await w.picking(order.number, body, operator);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(saved.body.data);
    expect(await w.trail(order.id)).toEqual(before);

    const settled = await w.done(order.number, operator);

    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    // 820 g at $55.00/kg is $45.10.
    const weighed = 4_510 + 2 * PIECE + DELIVERY;
    expect(settled.body.data).toMatchObject({
      total_cents: weighed,
      estimated_total_cents: estimate,
      estimated: false,
      picking: 'done',
      store_absorbs_cents: 0,
      payment_status: 'paid',
      payment: { card_charge: { status: 'paid', amount_cents: weighed } },
    });
    expect(lineOf(settled.body.data, kilo.id)).toMatchObject({
      picked_qty: 820,
      estimated_line_total_cents: 4_125,
      line_total_cents: 4_510,
    });
    expect(await w.stockOf(kilo.id)).toBe(kiloBefore - 820);

    const notes = await w.api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    expect(notes.body.data[0]).toMatchObject({
      title: `Pedido ${order.number}: total final`,
      body: 'Tu pedido pesó $200.10; estimado $196.25. Son $3.85 más.',
    });

    // Settled once: again, the same order and nothing written, one capture.
    const trail = await w.trail(order.id);
    const twice = await w.done(order.number, operator);
    expect(twice.status).toBe(200);
    expect(twice.body.data).toEqual(settled.body.data);
    expect(await w.trail(order.id)).toEqual(trail);
    expect(trail.payments).toEqual([{ kind: 'charge', status: 'paid', amount_cents: weighed }]);
    expect(trail.audits.map((entry) => entry.action)).toEqual([
      'order.status',
      'order.picking',
      'order.picking_done',
    ]);
    expect(await w.stockOf(kilo.id)).toBe(kiloBefore - 820);

    // Weighed and settled: now it may go.
    expect((await w.api.advance(order.number, 'on_the_way')).statusCode).toBe(200);
    const shop = await w.shop('GET', `/client-orders/${order.id}`, user);
    expect(shop.body.data).toMatchObject({
      total_cents: weighed,
      estimated_total_cents: estimate,
      estimated: false,
      picking: 'done',
    });
  });

  it('never captures above the hold: the store absorbs the rest and the board says so', async () => {
    const user = await shopper();
    const order = await w.place(
      user,
      interna.storeId,
      [
        { id: kilo.id, qty: 750 },
        { id: piece.id, qty: 2 },
      ],
      await w.cardPayment(),
    );
    const hold = order.hold_cents ?? 0;
    await w.confirm(order.number);
    await w.picking(order.number, {
      lines: [{ line_id: lineOf(order, kilo.id).id, picked_qty: 2_000 }],
    });
    const settled = await w.done(order.number);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.status).toBe(200);
    // 2 kg at $55.00/kg is $110.00.
    const weighed = 11_000 + 2 * PIECE + DELIVERY;
    expect(weighed).toBeGreaterThan(hold);
    expect(settled.body.data).toMatchObject({
      total_cents: weighed,
      store_absorbs_cents: weighed - hold,
      payment_status: 'paid',
      payment: { card_charge: { status: 'paid', amount_cents: hold } },
    });
    const board = await w.admin<{ data: AdminOrder[] }>(
      'GET',
      `/orders?q=${order.number}`,
      operator,
    );
    expect(board.body.data[0]).toMatchObject({
      number: order.number,
      store_absorbs_cents: weighed - hold,
      estimated: false,
      picking: 'done',
    });
  });
});

describe('wallet and cash orders with a weight line', () => {
  it('gives a wallet the difference back as one movement, and the ledger adds up', async () => {
    const mentor = await createMentor(t.database.db);
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        user_id: mentor.id,
        amount_cents: 100_000,
        kind: 'adjustment',
        reason: 'test funds',
        created_at: clock().toISOString(),
      })
      .execute();
    const order = await w.place(
      mentor,
      interna.storeId,
      [
        { id: kilo.id, qty: 1_000 },
        { id: piece.id, qty: 2 },
      ],
      {
        method: 'wallet',
      },
    );
    const estimate = PER_KG + 2 * PIECE + DELIVERY;
    expect(order).toMatchObject({
      total_cents: estimate,
      wallet_applied_cents: estimate,
      hold_cents: null,
    });
    await w.confirm(order.number);
    await w.picking(order.number, {
      lines: [{ line_id: lineOf(order, kilo.id).id, picked_qty: 600 }],
    });
    const settled = await w.done(order.number);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    // 600 g at $55.00/kg is $33.00: $22.00 less than the kilogram.
    const weighed = estimate - 2_200;
    expect(settled.body.data).toMatchObject({
      total_cents: weighed,
      wallet_applied_cents: weighed,
      payment_status: 'paid',
    });
    const trail = await w.trail(order.id);
    expect(trail.wallet).toEqual([
      { kind: 'order_payment', amount_cents: -estimate },
      { kind: 'order_settlement', amount_cents: 2_200 },
    ]);
    const balance = await w.api.call<{ balance_cents: number }>(
      'GET',
      '/wallet/balance',
      undefined,
      mentor.auth,
    );
    expect(balance.body.balance_cents).toBe(100_000 - weighed);

    // Settling again moves no money.
    await w.done(order.number);
    expect((await w.trail(order.id)).wallet).toEqual(trail.wallet);
  });

  it('shrinks the wallet part of a card order first when it weighs less', async () => {
    const mentor = await createMentor(t.database.db);
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        user_id: mentor.id,
        amount_cents: 5_000,
        kind: 'adjustment',
        reason: 'test funds',
        created_at: clock().toISOString(),
      })
      .execute();
    const { cartId } = await w.api.readyCart(mentor, interna.storeId, [
      { id: kilo.id, qty: 1_000 },
      { id: piece.id, qty: 2 },
    ]);
    expect(
      (await w.api.call('PUT', `/checkout/${cartId}`, { use_wallet: true }, mentor.auth)).status,
    ).toBe(200);
    const placed = await w.api.place(mentor, cartId, await w.cardPayment());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    const estimate = PER_KG + 2 * PIECE + DELIVERY;
    const cardPart = estimate - 5_000;
    expect(order).toMatchObject({
      wallet_applied_cents: 5_000,
      hold_cents: cardPart + Math.round(PER_KG * 0.1),
    });
    await w.confirm(order.number);
    await w.picking(order.number, {
      lines: [{ line_id: lineOf(order, kilo.id).id, picked_qty: 600 }],
    });
    const settled = await w.done(order.number);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    // $22.00 lighter: the wallet pays $22.00 less, the card exactly its part of the estimate.
    expect(settled.body.data).toMatchObject({
      total_cents: estimate - 2_200,
      wallet_applied_cents: 5_000 - 2_200,
      payment: { card_charge: { status: 'paid', amount_cents: cardPart } },
    });
    expect((await w.trail(order.id)).wallet).toEqual([
      { kind: 'order_payment', amount_cents: -5_000 },
      { kind: 'order_settlement', amount_cents: 2_200 },
    ]);
  });

  it('makes the weighed total the cash to collect', async () => {
    const user = await shopper();
    const order = await w.place(user, interna.storeId, [
      { id: kilo.id, qty: 500 },
      { id: piece.id, qty: 3 },
    ]);
    const estimate = 2_750 + 3 * PIECE + DELIVERY;
    expect(order).toMatchObject({ total_cents: estimate, hold_cents: null, estimated: true });
    await w.confirm(order.number);
    await w.picking(order.number, {
      lines: [{ line_id: lineOf(order, kilo.id).id, picked_qty: 640 }],
    });
    const settled = await w.done(order.number);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    // 640 g at $55.00/kg is $35.20.
    const weighed = 3_520 + 3 * PIECE + DELIVERY;
    expect(settled.body.data).toMatchObject({
      total_cents: weighed,
      estimated_total_cents: estimate,
      payment_status: 'pending',
      payment: { method: 'cash', collect_cents: weighed },
    });
  });
});

describe('an order without weight lines', () => {
  it('is captured at placement as before, and settling it changes no money', async () => {
    const user = await shopper();
    const order = await w.place(
      user,
      interna.storeId,
      [{ id: piece.id, qty: 4 }],
      await w.cardPayment(),
    );
    const total = 4 * PIECE + DELIVERY;
    expect(order).toMatchObject({
      payment_status: 'paid',
      total_cents: total,
      estimated_total_cents: total,
      estimated: false,
      picking: 'pending',
      hold_cents: total,
    });
    expect(await charge(order.id)).toMatchObject({ status: 'paid', amount_cents: total });
    // Nothing waits for a scale: it moves along without picking.
    for (const status of ['confirmed', 'preparing', 'on_the_way']) {
      expect((await w.api.advance(order.number, status)).statusCode).toBe(200);
    }
  });

  it('is settled on what was picked when a piece is missing, giving the card back the difference', async () => {
    const user = await shopper();
    const order = await w.place(
      user,
      interna.storeId,
      [{ id: piece.id, qty: 4 }],
      await w.cardPayment(),
    );
    await w.confirm(order.number);
    const stock = await w.stockOf(piece.id);
    await w.picking(order.number, {
      lines: [{ line_id: lineOf(order, piece.id).id, picked_qty: 3 }],
    });
    const settled = await w.done(order.number);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    const total = 3 * PIECE + DELIVERY;
    expect(settled.body.data).toMatchObject({
      total_cents: total,
      estimated_total_cents: 4 * PIECE + DELIVERY,
      payment: { card_charge: { status: 'paid', amount_cents: total } },
    });
    expect((await w.trail(order.id)).payments).toEqual([
      { kind: 'charge', status: 'paid', amount_cents: total },
      { kind: 'refund', status: 'refunded', amount_cents: PIECE },
    ]);
    expect(await w.stockOf(piece.id)).toBe(stock + 1);
  });
});
