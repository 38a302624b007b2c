import type {
  AdminOrderResponse,
  Order,
  OrderResponse,
  SaveOrderPickingBody,
  SubstituteOptionsResponse,
} from '@canasta/contract';
import { lineTotal } from '@canasta/contract';
import { expect } from 'vitest';
import { findOffers } from './cart-helpers';
import { SYSTEM_OPERATOR, type TestUser } from './factories';
import { orderClient } from './order-helpers';
import type { TestApp } from './test-app';

/**
 * Issue 25's tests: weight offers made from demo offers, orders placed through the shop, the
 * operator's picking and the shopper's answers over HTTP, and the rows each write leaves.
 */

/** A weight offer's rules as the tests use them: 250 g steps, from 250 g to 5 kg. */
export const WEIGHT_RULES = { weight_step_g: 250, min_weight_g: 250, max_weight_g: 5000 };

export function weighingClient(t: TestApp) {
  const api = orderClient(t);
  const db = t.database.db;

  /** Turns a demo offer into a weight offer: `pricePerKg` cents per kilogram, `stockG` grams. */
  async function makeWeightOffer(offerId: number, pricePerKg: number, stockG = 20_000) {
    await db
      .updateTable('inventories')
      .set({
        sold_by: 'weight',
        ...WEIGHT_RULES,
        max_per_order: WEIGHT_RULES.max_weight_g,
        stock: stockG,
        price_cents: pricePerKg,
      })
      .where('id', '=', offerId)
      .execute();
  }

  /** Two unit offers of the store in one category, priced alike: a line and its substitute. */
  async function substitutePair(storeSlug: string) {
    const offers = await findOffers(t, storeSlug);
    const rows = await db
      .selectFrom('inventories as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.id', 'p.category_id', 'p.name'])
      .where('i.store_id', '=', offers.storeId)
      .where('i.active', '=', 1)
      .where('i.sold_by', '=', 'unit')
      .orderBy('i.id')
      .execute();
    for (const row of rows) {
      const sibling = rows.find((o) => o.category_id === row.category_id && o.id !== row.id);
      if (!sibling) continue;
      await db
        .updateTable('inventories')
        .set({ price_cents: 4_000, stock: 500, max_per_order: 50 })
        .where('id', 'in', [row.id, sibling.id])
        .execute();
      return { missing: row, substitute: sibling };
    }
    throw new Error(`no two offers share a category in ${storeSlug}`);
  }

  /** An order placed through the shop (201), with its payment. */
  async function place(
    user: TestUser,
    storeId: number,
    lines: { id: number; qty: number }[],
    payment: Record<string, unknown> = { method: 'cash' },
  ): Promise<Order> {
    const { cartId } = await api.readyCart(user, storeId, lines);
    const res = await api.place(user, cartId, payment);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  async function cardPayment() {
    return { method: 'card', card_token: await api.cardToken('4242424242424242') };
  }

  async function confirm(number: string) {
    const res = await api.advance(number, 'confirmed');
    expect(res.statusCode, res.body).toBe(200);
  }

  async function admin<T = AdminOrderResponse>(
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    who: TestUser | null | 'anonymous',
    payload?: object,
    slug = 'interna',
  ) {
    const headers = who === 'anonymous' ? {} : who ? who.auth : SYSTEM_OPERATOR;
    const res = await t.app.inject({
      method,
      url: `/api/admin/stores/${slug}${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json<T & { message?: string; code?: string }>() };
  }

  const picking = (number: string, body: SaveOrderPickingBody, who: TestUser | null = null) =>
    admin('PUT', `/orders/${number}/picking`, who, body);
  const done = (number: string, who: TestUser | null = null) =>
    admin('POST', `/orders/${number}/picking/done`, who);
  const substitutes = (number: string, lineId: number, who: TestUser | null = null) =>
    admin<SubstituteOptionsResponse>('GET', `/orders/${number}/lines/${lineId}/substitutes`, who);

  async function shop(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    user: TestUser | null,
    payload?: object,
  ) {
    const res = await t.app.inject({
      method,
      url: `/api/shop${url}`,
      headers: user ? user.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json<OrderResponse & { message?: string }>() };
  }

  const answer = (order: Order, lineId: number, accept: boolean, user: TestUser | null) =>
    shop('POST', `/client-orders/${order.id}/lines/${lineId}/substitution`, user, { accept });
  const choose = (order: Order, lineId: number, substitution: string, user: TestUser | null) =>
    shop('PATCH', `/client-orders/${order.id}/lines/${lineId}`, user, { substitution });

  /** Everything a write leaves behind, to tell "changed nothing" from "wrote again". */
  async function trail(orderId: number) {
    const [events, notices, audits, payments, wallet, history] = await Promise.all([
      db
        .selectFrom('order_events')
        .select(['id', 'kind', 'status', 'actor'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('notifications')
        .select(['user_id', 'title', 'body'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity', '=', 'order')
        .where('entity_id', 'in', [String(100_000 + orderId), String(orderId)])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('payments')
        .select(['kind', 'status', 'amount_cents'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('wallet_entries')
        .select(['kind', 'amount_cents'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('order_status_history')
        .select(['status'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
    ]);
    return { events, notices, audits, payments, wallet, history };
  }

  async function stockOf(offerId: number) {
    return api.stockOf(offerId);
  }

  /**
   * A settled order's money, added up from its rows: each a sentence naming what doesn't add
   * up, empty when everything does. Lines and taken substitutes make the subtotal; subtotal less
   * discount plus fee the total; the wallet's movements its part; and the card's charge, the
   * wallet and what the store absorbs (or, for cash, what is left to collect) the total.
   */
  async function settlementProblems(orderId: number): Promise<string[]> {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const items = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    const { wallet } = await trail(orderId);
    // Its payment records (decision 059): the card's and the wallet's part apart.
    const payments = await db
      .selectFrom('payments')
      .select(['kind', 'status', 'amount_cents', 'method'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const problems: string[] = [];
    const substitutes = items.reduce((sum, item) => {
      const taken = item.substitute_state === 'accepted' || item.substitute_state === 'expired';
      if (!taken || item.substitute_qty === null || item.substitute_unit_price_cents === null)
        return sum;
      return (
        sum +
        lineTotal({
          soldBy: item.substitute_sold_by ?? 'unit',
          qty: item.substitute_qty,
          unitPriceCents: item.substitute_unit_price_cents,
        })
      );
    }, 0);
    const lines = items.reduce((sum, item) => sum + item.line_total_cents, 0);
    if (lines + substitutes !== order.subtotal_cents) {
      problems.push(
        `lines ${String(lines)} + substitutes ${String(substitutes)} != subtotal ${String(order.subtotal_cents)}`,
      );
    }
    if (
      order.subtotal_cents - order.discount_cents + order.delivery_fee_cents !==
      order.total_cents
    ) {
      problems.push('subtotal - discount + fee != total');
    }
    const fromWallet = -wallet.reduce((sum, entry) => sum + entry.amount_cents, 0);
    if (fromWallet !== order.wallet_applied_cents) {
      problems.push(
        `wallet movements ${String(fromWallet)} != wallet part ${String(order.wallet_applied_cents)}`,
      );
    }
    const charged = payments.reduce(
      (sum, row) =>
        sum +
        (row.kind === 'charge' && row.status === 'paid' && row.method === order.payment_method
          ? row.amount_cents
          : 0),
      0,
    );
    if (
      order.payment_method === 'card' &&
      charged + order.wallet_applied_cents + order.store_absorbs_cents !== order.total_cents
    ) {
      problems.push(
        `card ${String(charged)} + wallet + absorbed != total ${String(order.total_cents)}`,
      );
    }
    if (order.payment_method === 'wallet' && charged !== order.wallet_applied_cents) {
      problems.push(
        `wallet charge ${String(charged)} != wallet part ${String(order.wallet_applied_cents)}`,
      );
    }
    return problems;
  }

  return {
    api,
    makeWeightOffer,
    substitutePair,
    place,
    cardPayment,
    confirm,
    admin,
    picking,
    done,
    substitutes,
    shop,
    answer,
    choose,
    trail,
    stockOf,
    settlementProblems,
  };
}
