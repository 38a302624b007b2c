import type { AdminOrder, NotificationPage, Order } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireSubstitutes } from '../src/modules/orders/order-substitution.service';
import { findOffers } from './cart-helpers';
import { type TestUser, createOperator, createUser } from './factories';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';
import { weighingClient } from './weighing-helpers';

/**
 * Issue 25, substitutions: each line's preference ("similar", "none", "call"), the substitute
 * the operator proposes for a missing line, the shopper's answer within the store's window, the
 * timer that applies silence, and how settlement and stock follow. Also who may do each.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let w: ReturnType<typeof weighingClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let operator: TestUser;
let otherStore: TestUser;
let pair: Awaited<ReturnType<ReturnType<typeof weighingClient>['substitutePair']>>;

const PRICE = 4_000;
const DELIVERY = 3_500;
const TEN_MINUTES = 10 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = weighingClient(t);
  interna = await findOffers(t, 'interna');
  await t.database.db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  pair = await w.substitutePair('interna');
  operator = await createOperator(t.database.db, 'interna', 'staff', 'Jorge Surtidor');
  otherStore = await createOperator(t.database.db, 'polanco', 'owner', 'Dueño de Polanco');
});
afterAll(() => t.close());

/** A confirmed cash order of 5 of the missing offer: $200.00 plus delivery. */
async function confirmedOrder(user: TestUser): Promise<{ order: Order; lineId: number }> {
  clock.set(MONDAY_10AM);
  const order = await w.place(user, interna.storeId, [{ id: pair.missing.id, qty: 5 }]);
  await w.confirm(order.number);
  const line = order.items[0];
  if (!line) throw new Error('order without lines');
  return { order, lineId: line.id };
}

const missingWithSubstitute = (lineId: number, qty = 5) => ({
  lines: [
    { line_id: lineId, picked_qty: 0, substitute: { purchaseable_id: pair.substitute.id, qty } },
  ],
});

function lineOf(order: Order | AdminOrder, lineId: number) {
  const line = order.items.find((item) => item.id === lineId);
  if (!line) throw new Error(`no line ${String(lineId)}`);
  return line;
}

describe('"similar": a proposed substitute', () => {
  it('is proposed with the store’s answer window and the shopper is told; accepted, it is settled and taken from stock', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const missingStock = await w.stockOf(pair.missing.id);
    const substituteStock = await w.stockOf(pair.substitute.id);

    const saved = await w.picking(order.number, missingWithSubstitute(lineId), operator);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answerBy = new Date(MONDAY_10AM.getTime() + TEN_MINUTES).toISOString();
    expect(lineOf(saved.body.data, lineId)).toMatchObject({
      picked_qty: 0,
      substitution: 'similar',
      substitute: {
        purchaseable_id: pair.substitute.id,
        name: pair.substitute.name,
        qty: 5,
        unit_price_cents: PRICE,
        line_total_cents: 5 * PRICE,
        state: 'proposed',
        answer_by: answerBy,
      },
    });
    const notes = await w.api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    expect(notes.body.data[0]).toMatchObject({
      title: `Pedido ${order.number}: te proponemos un cambio`,
      body: `No encontramos ${pair.missing.name}. Te proponemos ${pair.substitute.name}. Acéptalo o recházalo en tu pedido en los próximos 10 minutos; si no respondes, lo cambiamos.`,
    });

    // The same picking a minute later: no second notice, the same window.
    clock.set(new Date(MONDAY_10AM.getTime() + 60_000));
    const trail = await w.trail(order.id);
    const again = await w.picking(order.number, missingWithSubstitute(lineId), operator);
    expect(lineOf(again.body.data, lineId).substitute?.answer_by).toBe(answerBy);
    expect(await w.trail(order.id)).toEqual(trail);

    // Settling while the shopper may still answer is refused.
    const early = await w.done(order.number, operator);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      `El cliente todavía puede responder al cambio de ${pair.missing.name}: espera su respuesta o a que pase su tiempo.`,
    );

    const shopView = await w.shop('GET', `/client-orders/${order.id}`, user);
    expect(shopView.body.data).toMatchObject({ estimated: true, picking: 'started' });
    const accepted = await w.answer(order, lineId, true, user);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(lineOf(accepted.body.data, lineId).substitute?.state).toBe('accepted');
    // The board hears of the answer, made by the customer.
    expect((await w.trail(order.id)).events.at(-1)).toMatchObject({ actor: 'customer' });
    // Answered once: answering again is refused.
    expect((await w.answer(order, lineId, false, user)).status).toBe(409);

    const settled = await w.done(order.number, operator);

    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({
      subtotal_cents: 5 * PRICE,
      total_cents: 5 * PRICE + DELIVERY,
      payment: { collect_cents: 5 * PRICE + DELIVERY },
    });
    expect(lineOf(settled.body.data, lineId)).toMatchObject({ line_total_cents: 0 });
    expect(await w.stockOf(pair.missing.id)).toBe(missingStock + 5);
    expect(await w.stockOf(pair.substitute.id)).toBe(substituteStock - 5);
  });

  it('refused, the line is dropped: settled without it, the substitute stays on the shelf', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const substituteStock = await w.stockOf(pair.substitute.id);
    await w.picking(order.number, missingWithSubstitute(lineId), operator);
    const refused = await w.answer(order, lineId, false, user);
    expect(lineOf(refused.body.data, lineId).substitute?.state).toBe('refused');
    const settled = await w.done(order.number, operator);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.body.data).toMatchObject({ subtotal_cents: 0, total_cents: 0 });
    expect(await w.stockOf(pair.substitute.id)).toBe(substituteStock);
  });

  it('unanswered, the timer applies "similar": the substitute is taken; answering late is refused', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const substituteStock = await w.stockOf(pair.substitute.id);
    await w.picking(order.number, missingWithSubstitute(lineId), operator);

    const late = new Date(MONDAY_10AM.getTime() + TEN_MINUTES + 1_000);
    clock.set(late);
    const closed = await w.answer(order, lineId, true, user);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      'Se acabó el tiempo para responder a este cambio: ya aplicamos tu preferencia.',
    );

    const db = t.database.db;
    expect(await expireSubstitutes({ db, now: late, orderEvents: null })).toBeGreaterThanOrEqual(1);
    const events = (await w.trail(order.id)).events.length;
    // Idempotent: a second sweep finds nothing left to apply.
    expect(await expireSubstitutes({ db, now: late, orderEvents: null })).toBe(0);
    expect((await w.trail(order.id)).events).toHaveLength(events);
    const view = await w.shop('GET', `/client-orders/${order.id}`, user);
    expect(lineOf(view.body.data, lineId).substitute?.state).toBe('expired');

    const settled = await w.done(order.number, operator);

    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.body.data).toMatchObject({ total_cents: 5 * PRICE + DELIVERY });
    expect(await w.stockOf(pair.substitute.id)).toBe(substituteStock - 5);
  });

  it('unanswered and no timer yet, picking/done applies it itself', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    await w.picking(order.number, missingWithSubstitute(lineId, 4), operator);
    clock.set(new Date(MONDAY_10AM.getTime() + TEN_MINUTES + 1_000));
    const settled = await w.done(order.number, operator);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.status).toBe(200);
    expect(lineOf(settled.body.data, lineId).substitute?.state).toBe('expired');
    expect(settled.body.data).toMatchObject({ total_cents: 4 * PRICE + DELIVERY });
  });
});

describe('"none" and "call"', () => {
  it('"none" refuses a substitute (422) and the missing line is removed at settlement', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const chosen = await w.choose(order, lineId, 'none', user);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(lineOf(chosen.body.data, lineId).substitution).toBe('none');

    const refused = await w.picking(order.number, missingWithSubstitute(lineId), operator);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      message: 'El cliente pidió no cambiar este producto.',
    });
    await w.picking(order.number, { lines: [{ line_id: lineId, picked_qty: 2 }] }, operator);
    const settled = await w.done(order.number, operator);
    expect(await w.settlementProblems(order.id)).toEqual([]);
    expect(settled.body.data).toMatchObject({
      subtotal_cents: 2 * PRICE,
      total_cents: 2 * PRICE + DELIVERY,
    });
    expect(lineOf(settled.body.data, lineId)).toMatchObject({ picked_qty: 2, substitute: null });
  });

  it('"call": the substitute agreed on the phone is accepted at once, with nothing to answer', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    await w.choose(order, lineId, 'call', user);
    const trail = await w.trail(order.id);
    const saved = await w.picking(order.number, missingWithSubstitute(lineId), operator);
    expect(saved.body.data.customer.phone).toMatch(/^\+52/);
    expect(lineOf(saved.body.data, lineId)).toMatchObject({
      substitution: 'call',
      substitute: { state: 'accepted', answer_by: null },
    });
    // Told it moved to preparing, not asked to answer.
    const notices = (await w.trail(order.id)).notices.slice(trail.notices.length);
    expect(notices.map((notice) => notice.title)).toEqual([
      `Pedido ${order.number}: En preparación`,
    ]);
    expect((await w.answer(order, lineId, false, user)).status).toBe(409);
    expect((await w.done(order.number, operator)).body.data.total_cents).toBe(5 * PRICE + DELIVERY);
    expect(await w.settlementProblems(order.id)).toEqual([]);
  });

  it('the choice is the shopper’s only until picking starts', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    await w.picking(order.number, { lines: [{ line_id: lineId, picked_qty: 5 }] }, operator);
    const closed = await w.choose(order, lineId, 'none', user);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      'La tienda ya empezó a surtir tu pedido: ya no puedes cambiar qué hacemos si falta un producto.',
    );
  });
});

describe('who may pick and answer, and what is refused', () => {
  it('answers 401 to the anonymous, 404 to another store and another shopper', async () => {
    const user = await createUser(t.database.db);
    const stranger = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const body = { lines: [{ line_id: lineId, picked_qty: 1 }] };
    expect(
      (await w.admin('PUT', `/orders/${order.number}/picking`, 'anonymous', body)).status,
    ).toBe(401);
    expect(
      (await w.admin('POST', `/orders/${order.number}/picking/done`, 'anonymous')).status,
    ).toBe(401);
    expect(
      (await w.admin('PUT', `/orders/${order.number}/picking`, otherStore, body, 'polanco')).status,
    ).toBe(404);
    expect(
      (
        await w.admin(
          'POST',
          `/orders/${order.number}/picking/done`,
          otherStore,
          undefined,
          'polanco',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await w.admin(
          'GET',
          `/orders/${order.number}/lines/${lineId}/substitutes`,
          otherStore,
          undefined,
          'polanco',
        )
      ).status,
    ).toBe(404);
    await w.picking(order.number, missingWithSubstitute(lineId), operator);
    expect((await w.answer(order, lineId, true, null)).status).toBe(401);
    expect((await w.answer(order, lineId, true, stranger)).status).toBe(404);
    expect((await w.choose(order, lineId, 'none', stranger)).status).toBe(404);
    expect((await w.answer(order, 999_999, true, user)).status).toBe(404);
    // Nothing changed for them.
    const view = await w.shop('GET', `/client-orders/${order.id}`, user);
    expect(lineOf(view.body.data, lineId).substitute?.state).toBe('proposed');
  });

  it('refuses more pieces than ordered, foreign lines and offers, and orders not confirmed', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const tooMany = await w.picking(order.number, { lines: [{ line_id: lineId, picked_qty: 6 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(
      `De ${pair.missing.name} se pidieron 5 piezas: no puedes surtir más.`,
    );
    expect(
      (await w.picking(order.number, { lines: [{ line_id: 999_999, picked_qty: 1 }] })).status,
    ).toBe(422);
    const polanco = await findOffers(t, 'polanco');
    const foreign = polanco.all[0];
    if (!foreign) throw new Error('polanco has no offers');
    const foreignSubstitute = await w.picking(order.number, {
      lines: [
        { line_id: lineId, picked_qty: 0, substitute: { purchaseable_id: foreign.id, qty: 1 } },
      ],
    });
    expect(foreignSubstitute.status).toBe(422);
    const itself = await w.picking(order.number, {
      lines: [
        {
          line_id: lineId,
          picked_qty: 0,
          substitute: { purchaseable_id: pair.missing.id, qty: 1 },
        },
      ],
    });
    expect(itself.status).toBe(422);
    expect((await w.picking(order.number, { lines: [] })).status).toBe(422);
    // None of it touched the order.
    const view = await w.shop('GET', `/client-orders/${order.id}`, user);
    expect(view.body.data).toMatchObject({ status: 'confirmed', picking: 'pending' });

    const pending = await w.place(user, interna.storeId, [{ id: pair.missing.id, qty: 5 }]);
    const refused = await w.picking(pending.number, {
      lines: [{ line_id: pending.items[0]?.id ?? 0, picked_qty: 1 }],
    });
    expect(refused.status).toBe(409);
    expect((await w.done(pending.number)).status).toBe(409);
  });

  it('offers substitutes of the same category and a similar price, in stock, never the line’s own offer', async () => {
    const user = await createUser(t.database.db);
    const { order, lineId } = await confirmedOrder(user);
    const res = await w.substitutes(order.number, lineId, operator);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((option) => option.purchaseable_id);
    expect(ids).toContain(pair.substitute.id);
    expect(ids).not.toContain(pair.missing.id);
    for (const option of res.body.data) {
      expect(option.price_cents).toBeGreaterThanOrEqual(PRICE * 0.7);
      expect(option.price_cents).toBeLessThanOrEqual(PRICE * 1.3);
      expect(option.stock).toBeGreaterThan(0);
    }
    await t.database.db
      .updateTable('inventories')
      .set({ stock: 0 })
      .where('id', '=', pair.substitute.id)
      .execute();
    const soldOut = await w.substitutes(order.number, lineId, operator);
    expect(soldOut.body.data.map((option) => option.purchaseable_id)).not.toContain(
      pair.substitute.id,
    );
    await t.database.db
      .updateTable('inventories')
      .set({ stock: 500 })
      .where('id', '=', pair.substitute.id)
      .execute();
    expect((await w.substitutes(order.number, 999_999, operator)).status).toBe(404);
  });
});
