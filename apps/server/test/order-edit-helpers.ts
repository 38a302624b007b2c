import type { Order, OrderEditResponse, OrderResponse } from '@canasta/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../src/db/schema';
import type { findOffers } from './cart-helpers';
import type { startFakeStripe } from './fake-stripe';
import { type TestUser, createMentor, createUser } from './factories';
import { orderClient } from './order-helpers';
import type { TestApp } from './test-app';

/**
 * Order edits (decision 061) from a test: placing orders paid every way, opening, confirming
 * and discarding edits over HTTP, and the ledgers an edit must keep adding up — stock, the
 * wallet and the card's holds and captures — each read as a list of problems (`toEqual([])`).
 */

export const PAYMENT_KINDS = [
  'cash',
  'card',
  'wallet',
  'cash and wallet',
  'card and wallet',
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** What a mentor's wallet starts with when it pays part of an order: less than any order here. */
export const PART_FUNDS = 10_000;
export const FULL_FUNDS = 10_000_000;

export type Line = { id: number; qty: number };

export function editClient(t: TestApp) {
  const api = orderClient(t);

  /** A shopper (a mentor with funds when the wallet pays) and their order of `lines`. */
  async function placeOrder(
    storeId: number,
    lines: Line[],
    kind: PaymentKind,
    { slotIndex = 0 }: { slotIndex?: number } = {},
  ): Promise<{ user: TestUser; order: Order; funds: number }> {
    const funds = kind === 'wallet' ? FULL_FUNDS : kind.endsWith('wallet') ? PART_FUNDS : 0;
    const user = funds > 0 ? await createMentor(t.database.db) : await createUser(t.database.db);
    if (funds > 0) await fund(t.database.db, user.id, funds);
    const { cartId } = await api.readyCart(user, storeId, lines, { slotIndex });
    if (kind.endsWith('and wallet')) {
      const used = await api.call('PUT', `/checkout/${cartId}`, { use_wallet: true }, user.auth);
      expect(used.status, JSON.stringify(used.body)).toBe(200);
    }
    const payment = kind.startsWith('card')
      ? { method: 'card', card_token: 'pm_card_visa' }
      : { method: kind === 'wallet' ? 'wallet' : 'cash' };
    const res = await api.place(user, cartId, payment);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { user, order: res.body.data, funds };
  }

  function open(
    user: TestUser | null,
    orderId: number,
    items: { purchaseable_id: number; qty: number; substitution?: string }[],
  ) {
    return api.call<OrderEditResponse>(
      'POST',
      `/client-orders/${String(orderId)}/edits`,
      { items },
      user?.auth ?? {},
    );
  }

  function confirm(user: TestUser | null, orderId: number, editId: number) {
    return api.call<OrderResponse>(
      'POST',
      `/client-orders/${String(orderId)}/edits/${String(editId)}/confirm`,
      undefined,
      user?.auth ?? {},
    );
  }

  function discard(user: TestUser | null, orderId: number, editId: number) {
    return api.call<null>(
      'DELETE',
      `/client-orders/${String(orderId)}/edits/${String(editId)}`,
      undefined,
      user?.auth ?? {},
    );
  }

  function read(user: TestUser, orderId: number) {
    return api.call<OrderResponse>(
      'GET',
      `/client-orders/${String(orderId)}`,
      undefined,
      user.auth,
    );
  }

  return { ...api, placeOrder, open, confirm, discard, read };
}

export async function fund(db: Kysely<DB>, userId: number, amountCents: number) {
  await db
    .insertInto('wallet_entries')
    .values({
      user_id: userId,
      amount_cents: amountCents,
      kind: 'adjustment',
      reason: 'test funds',
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Offers of the store with room for many edits: lots of stock, a high per-order limit. */
export async function roomyOffers(
  t: TestApp,
  interna: Awaited<ReturnType<typeof findOffers>>,
  count: number,
) {
  const offers = interna.all.filter((offer) => offer.price_cents * 10 >= 30_000).slice(0, count);
  if (offers.length < count) throw new Error('not enough demo offers above the minimum');
  return offers;
}

/**
 * Stock: each offer's stock is what it started with, less the units the orders hold and the
 * units their live drafts took. Empty when it adds up.
 */
export async function stockProblems(
  db: Kysely<DB>,
  offerIds: number[],
  start: Map<number, number>,
): Promise<string[]> {
  const [stock, lines, drafts] = await Promise.all([
    db.selectFrom('inventories').select(['id', 'stock']).where('id', 'in', offerIds).execute(),
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.inventory_id', 'i.qty', 'o.status'])
      .where('i.inventory_id', 'in', offerIds)
      .execute(),
    db.selectFrom('order_edits').select('stock_taken').where('state', '=', 'draft').execute(),
  ]);
  const held = new Map<number, number>();
  const add = (id: number, qty: number) => held.set(id, (held.get(id) ?? 0) + qty);
  for (const line of lines) if (line.status !== 'cancelled') add(line.inventory_id, line.qty);
  for (const draft of drafts) {
    for (const taken of JSON.parse(draft.stock_taken) as { inventory_id: number; qty: number }[]) {
      add(taken.inventory_id, taken.qty);
    }
  }
  const problems: string[] = [];
  for (const row of stock) {
    const expected = (start.get(row.id) ?? 0) - (held.get(row.id) ?? 0);
    if (row.stock !== expected) {
      problems.push(`offer ${String(row.id)} has ${String(row.stock)}, not ${String(expected)}`);
    }
  }
  return problems;
}

/** Each order's lines add up to its subtotal, and its total to subtotal − discount + fee. */
export async function orderProblems(db: Kysely<DB>, orderIds: number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const [orders, items] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute(),
    db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).execute(),
  ]);
  const problems: string[] = [];
  for (const order of orders) {
    const at = `order ${String(order.id)}`;
    const lines = items.filter((item) => item.order_id === order.id);
    const sum = lines.reduce((total, item) => total + item.line_total_cents, 0);
    if (sum !== order.subtotal_cents) problems.push(`${at}: lines add up to ${String(sum)}`);
    const total = order.subtotal_cents - order.discount_cents + order.delivery_fee_cents;
    if (total !== order.total_cents) problems.push(`${at}: total ${String(order.total_cents)}`);
    if (new Set(lines.map((line) => line.inventory_id)).size !== lines.length) {
      problems.push(`${at}: an offer twice`);
    }
  }
  return problems;
}

/**
 * The wallet: each user's balance is what they were given less what their orders' wallet parts
 * are now (every movement for an order — its payment, its edits' movements, refunds — nets to
 * its part), never below zero. An edit's movement may carry no order (an adjustment), so this
 * is read per user; each user here has one order.
 */
export async function walletProblems(
  db: Kysely<DB>,
  users: { id: number; funds: number }[],
): Promise<string[]> {
  const ids = users.map((user) => user.id);
  if (ids.length === 0) return [];
  const [entries, orders] = await Promise.all([
    db
      .selectFrom('wallet_entries')
      .select(['user_id', 'amount_cents'])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('orders')
      .select(['placed_by_user_id', 'wallet_applied_cents', 'status'])
      .where('placed_by_user_id', 'in', ids)
      .execute(),
  ]);
  const problems: string[] = [];
  for (const user of users) {
    const own = entries.filter((entry) => entry.user_id === user.id);
    const balance = own.reduce((sum, entry) => sum + entry.amount_cents, 0);
    const spent = orders
      .filter((row) => row.placed_by_user_id === user.id && row.status !== 'cancelled')
      .reduce((sum, row) => sum + row.wallet_applied_cents, 0);
    if (balance !== user.funds - spent) {
      problems.push(
        `user ${String(user.id)}: balance ${String(balance)}, not ${String(user.funds - spent)}`,
      );
    }
    if (balance < 0) problems.push(`user ${String(user.id)}: balance below zero`);
  }
  return problems;
}

/**
 * The card: an order's card records (held or captured, less what was refunded) add up to what
 * the card pays of its total, and the provider agrees with each record — a held record's hold
 * is there and covers it, a paid one was captured for its amount and refunded what the record
 * says. No hold at the provider is left without a record (none stranded).
 */
export async function cardProblems(
  db: Kysely<DB>,
  stripe: Awaited<ReturnType<typeof startFakeStripe>>,
  orderIds: number[],
  /** Also look for holds no record has (any order's: the whole provider). */
  { strays = true }: { strays?: boolean } = {},
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const [orders, records] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .where('kind', '=', 'charge')
      .where('provider', '=', 'stripe')
      .execute(),
  ]);
  // A retried refund (same idempotency key) is one refund.
  const refunds = new Map<string, number>();
  const seen = new Set<string>();
  for (const request of stripe.requests) {
    if (request.method !== 'POST' || request.path !== '/v1/refunds') continue;
    if (request.key && seen.has(request.key)) continue;
    if (request.key) seen.add(request.key);
    const id = request.form.get('payment_intent') ?? '';
    const amount = Number(request.form.get('amount') ?? stripe.intents.get(id)?.captured ?? 0);
    refunds.set(id, (refunds.get(id) ?? 0) + amount);
  }
  const problems: string[] = [];
  for (const order of orders) {
    if (order.payment_method !== 'card' || order.status === 'cancelled') continue;
    const at = `order ${String(order.id)}`;
    const own = records.filter((record) => record.order_id === order.id);
    let covered = 0;
    for (const record of own) {
      const intent = stripe.intents.get(record.reference ?? '');
      const refunded = refunds.get(record.reference ?? '') ?? 0;
      if (record.status === 'authorized') {
        covered += record.amount_cents;
        if (intent?.status !== 'requires_capture' || intent.amount < record.amount_cents) {
          problems.push(
            `${at}: held record ${String(record.id)} has intent ${JSON.stringify(intent)}`,
          );
        }
      } else if (record.status === 'paid' || record.status === 'partially_refunded') {
        covered += record.amount_cents - record.refunded_cents;
        if (intent?.status !== 'succeeded' || intent.captured !== record.amount_cents) {
          problems.push(
            `${at}: paid record ${String(record.id)} has intent ${JSON.stringify(intent)}`,
          );
        }
        if (refunded !== record.refunded_cents) {
          problems.push(
            `${at}: record ${String(record.id)} refunded ${String(record.refunded_cents)}, the provider ${String(refunded)}`,
          );
        }
      } else if (intent?.status === 'requires_capture') {
        problems.push(`${at}: ${record.status} record ${String(record.id)} still holds money`);
      }
    }
    // Nothing captured yet (a weighed order waits for its scale): the holds cover the estimate
    // plus the store's margin on weight lines, as the order's `hold_cents` says.
    const allHeld = own.every((record) => record.status === 'authorized');
    const cardPart = order.total_cents - order.wallet_applied_cents;
    const due = allHeld && order.hold_cents !== null ? order.hold_cents : cardPart;
    if (covered !== due) {
      problems.push(`${at}: the card covers ${String(covered)}, it should ${String(due)}`);
    }
  }
  if (!strays) return problems;
  const referenced = new Set(
    (
      await db
        .selectFrom('payments')
        .select('reference')
        .where('provider', '=', 'stripe')
        .where('status', 'in', ['authorized'])
        .execute()
    ).map((row) => row.reference),
  );
  for (const intent of stripe.intents.values()) {
    if (intent.status === 'requires_capture' && !referenced.has(intent.id)) {
      problems.push(`hold ${intent.id} is held with no order record`);
    }
  }
  return problems;
}
