import type { OrderResponse } from '@canasta/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DB, OrderRow } from '../src/db/schema';
import * as paymentRecords from '../src/db/migrations/2026_12_01_1000_payment_records';
import { findOffers } from './cart-helpers';
import { type TestUser, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Decision 059: every order placed before payment records existed gets its records from the
 * migration, and no centavo moves. Orders of every shape are written as the previous release
 * wrote them (cash, card, wallet, mixed; paid, cancelled, refunded, weighed), each order's paid
 * amount is added up from the old rows, the migration runs, and the same amount is added up from
 * its records. Orders the previous release places during a rolling upgrade (no records) read
 * the same through the API.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let db: Kysely<DB>;
let shopper: TestUser;
let template: OrderRow;

beforeAll(async () => {
  t = await createTestApp({ clock });
  db = t.database.db;
  const api = orderClient(t);
  const interna = await findOffers(t, 'interna');
  shopper = await createUser(db, { name: 'Pagos Migrados' }, MONDAY_10AM);
  const { cartId } = await api.readyCart(shopper, interna.storeId, [
    { id: roomyOffer(interna).id, qty: 10 },
  ]);
  const placed = await api.place(shopper, cartId);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  template = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', placed.body.data.id)
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const TOTAL = 20_000;
const STAMP = MONDAY_10AM.toISOString();

interface LegacyOrder {
  name: string;
  method: 'cash' | 'card' | 'wallet';
  status?: OrderRow['status'];
  paymentStatus: OrderRow['payment_status'];
  totalCents?: number;
  walletCents?: number;
  /** The card's or the wallet order's one charge row, as the previous release wrote it. */
  charge?: { status: 'authorized' | 'paid' | 'refunded' | 'voided' | 'failed'; amount: number };
  /** Refund rows (a cancelled card, a weighed order's difference). */
  refunds?: number[];
  /** Wallet ledger entries for the order, by kind. */
  ledger?: { kind: 'order_payment' | 'order_refund' | 'order_settlement'; amount: number }[];
}

/** Shapes the previous release wrote (decisions 012, 021, 033, issue 25). */
const SHAPES: LegacyOrder[] = [
  { name: 'cash awaiting', method: 'cash', paymentStatus: 'pending' },
  { name: 'cash delivered', method: 'cash', status: 'delivered', paymentStatus: 'paid' },
  { name: 'cash cancelled', method: 'cash', status: 'cancelled', paymentStatus: 'pending' },
  {
    name: 'cash + wallet delivered',
    method: 'cash',
    status: 'delivered',
    paymentStatus: 'paid',
    walletCents: 3_000,
    ledger: [{ kind: 'order_payment', amount: -3_000 }],
  },
  {
    name: 'cash paid all by the wallet',
    method: 'cash',
    paymentStatus: 'paid',
    walletCents: TOTAL,
    ledger: [{ kind: 'order_payment', amount: -TOTAL }],
  },
  {
    name: 'cash + wallet cancelled',
    method: 'cash',
    status: 'cancelled',
    paymentStatus: 'pending',
    walletCents: 5_000,
    ledger: [
      { kind: 'order_payment', amount: -5_000 },
      { kind: 'order_refund', amount: 5_000 },
    ],
  },
  {
    name: 'card held',
    method: 'card',
    paymentStatus: 'pending',
    charge: { status: 'authorized', amount: TOTAL },
  },
  {
    name: 'card captured',
    method: 'card',
    status: 'confirmed',
    paymentStatus: 'paid',
    charge: { status: 'paid', amount: TOTAL },
  },
  {
    name: 'card cancelled after capture',
    method: 'card',
    status: 'cancelled',
    paymentStatus: 'refunded',
    charge: { status: 'refunded', amount: TOTAL },
    refunds: [TOTAL],
  },
  {
    name: 'card cancelled before capture',
    method: 'card',
    status: 'cancelled',
    paymentStatus: 'pending',
    charge: { status: 'voided', amount: TOTAL },
  },
  {
    name: 'card + wallet',
    method: 'card',
    paymentStatus: 'paid',
    walletCents: 4_000,
    charge: { status: 'paid', amount: TOTAL - 4_000 },
    ledger: [{ kind: 'order_payment', amount: -4_000 }],
  },
  {
    name: 'card + wallet cancelled after capture',
    method: 'card',
    status: 'cancelled',
    paymentStatus: 'refunded',
    walletCents: 4_000,
    charge: { status: 'refunded', amount: TOTAL - 4_000 },
    refunds: [TOTAL - 4_000],
    ledger: [
      { kind: 'order_payment', amount: -4_000 },
      { kind: 'order_refund', amount: 4_000 },
    ],
  },
  {
    name: 'card weighed lighter after capture',
    method: 'card',
    status: 'preparing',
    paymentStatus: 'paid',
    totalCents: TOTAL - 1_500,
    charge: { status: 'paid', amount: TOTAL - 1_500 },
    refunds: [1_500],
  },
  {
    name: 'card refused',
    method: 'card',
    paymentStatus: 'failed',
    charge: { status: 'failed', amount: TOTAL },
  },
  {
    name: 'wallet',
    method: 'wallet',
    paymentStatus: 'paid',
    walletCents: TOTAL,
    charge: { status: 'paid', amount: TOTAL },
    ledger: [{ kind: 'order_payment', amount: -TOTAL }],
  },
  {
    name: 'wallet cancelled',
    method: 'wallet',
    status: 'cancelled',
    paymentStatus: 'refunded',
    walletCents: TOTAL,
    charge: { status: 'paid', amount: TOTAL },
    ledger: [
      { kind: 'order_payment', amount: -TOTAL },
      { kind: 'order_refund', amount: TOTAL },
    ],
  },
  {
    name: 'wallet weighed lighter',
    method: 'wallet',
    status: 'preparing',
    paymentStatus: 'paid',
    totalCents: TOTAL - 2_000,
    walletCents: TOTAL - 2_000,
    charge: { status: 'paid', amount: TOTAL - 2_000 },
    ledger: [
      { kind: 'order_payment', amount: -TOTAL },
      { kind: 'order_settlement', amount: 2_000 },
    ],
  },
];

let serial = 0;

/** An order as the previous release wrote it (run against the schema before the migration). */
async function writeLegacy(shape: LegacyOrder): Promise<number> {
  serial += 1;
  const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  // The template's columns but its id, number and search text (written by the database).
  const rest = Object.fromEntries(
    Object.entries(template).filter(
      ([column]) => !['id', 'number', 'search_text'].includes(column),
    ),
  );
  const total = shape.totalCents ?? TOTAL;
  const order = await legacy
    .insertInto('orders')
    .values({
      ...rest,
      cart_id: `legacy-cart-${String(serial)}`,
      idempotency_key: `legacy-key-${String(serial)}`,
      status: shape.status ?? 'pending',
      payment_status: shape.paymentStatus,
      payment_method: shape.method,
      total_cents: total,
      estimated_total_cents: TOTAL,
      wallet_applied_cents: shape.walletCents ?? 0,
      slot_counted: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = Number(order.id);
  if (shape.charge) {
    await legacy
      .insertInto('payments')
      .values({
        order_id: orderId,
        provider: shape.method === 'wallet' ? 'cash' : 'sandbox',
        kind: 'charge',
        reference:
          shape.method === 'wallet' ? `wallet:${String(orderId)}` : `pi_sandbox_${String(serial)}`,
        status: shape.charge.status,
        amount_cents: shape.charge.amount,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .execute();
  }
  for (const amount of shape.refunds ?? []) {
    await legacy
      .insertInto('payments')
      .values({
        order_id: orderId,
        provider: 'sandbox',
        kind: 'refund',
        reference: `re_sandbox_${String(serial)}_${String(amount)}`,
        status: 'refunded',
        amount_cents: amount,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .execute();
  }
  for (const entry of shape.ledger ?? []) {
    await legacy
      .insertInto('wallet_entries')
      .values({
        user_id: shopper.id,
        amount_cents: entry.amount,
        reason: `Pedido ${String(orderId)}`,
        kind: entry.kind,
        order_id: orderId,
        created_at: STAMP,
      })
      .execute();
  }
  return orderId;
}

/**
 * What each order was paid, from the previous release's rows: the card's charge while it is
 * captured, what the wallet's ledger took (less what it gave back), and a cash order's cash once
 * it is paid.
 */
async function legacyPaid(orderIds: readonly number[]): Promise<Map<number, number>> {
  const paid = new Map<number, number>();
  for (const orderId of orderIds) {
    const { rows: orders } = await sql<{
      payment_method: string;
      payment_status: string;
      total_cents: number;
      wallet_applied_cents: number;
    }>`select payment_method, payment_status, total_cents, wallet_applied_cents
       from orders where id = ${orderId}`.execute(db);
    const order = orders[0];
    if (!order) throw new Error(`order ${String(orderId)} is gone`);
    const { rows: card } = await sql<{ cents: number | string | null }>`
      select sum(amount_cents) as cents from payments
      where order_id = ${orderId} and kind = 'charge' and status = 'paid'
        and reference not like 'wallet:%'`.execute(db);
    const { rows: ledger } = await sql<{ cents: number | string | null }>`
      select sum(amount_cents) as cents from wallet_entries
      where order_id = ${orderId}
        and kind in ('order_payment', 'order_refund', 'order_settlement')`.execute(db);
    const cash =
      order.payment_method === 'cash' && order.payment_status === 'paid'
        ? Number(order.total_cents) - Number(order.wallet_applied_cents)
        : 0;
    paid.set(orderId, Number(card[0]?.cents ?? 0) - Number(ledger[0]?.cents ?? 0) + cash);
  }
  return paid;
}

/** What each order was paid, from its records: what each kept of what it collected. */
async function recordsPaid(orderIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('payments')
    .select(['order_id', 'status', 'amount_cents', 'refunded_cents'])
    .where('order_id', 'in', orderIds)
    .where('kind', '=', 'charge')
    .execute();
  const paid = new Map<number, number>(orderIds.map((id) => [id, 0]));
  for (const row of rows) {
    if (row.status === 'paid' || row.status === 'partially_refunded' || row.status === 'refunded') {
      paid.set(row.order_id, (paid.get(row.order_id) ?? 0) + row.amount_cents - row.refunded_cents);
    }
  }
  return paid;
}

async function recordsOf(orderId: number) {
  return db
    .selectFrom('payments')
    .select(['method', 'status', 'amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .orderBy('id')
    .execute();
}

it('gives every order its records, and no centavo moves', async () => {
  const migrationDb = db as unknown as Kysely<unknown>;
  // Back to the previous release's schema (the order placed above loses the records it didn't
  // have then), and orders of every shape written as that release wrote them.
  await paymentRecords.down(migrationDb);
  const ids = new Map<string, number>();
  for (const shape of SHAPES) ids.set(shape.name, await writeLegacy(shape));
  const all = [template.id, ...ids.values()];
  const before = await legacyPaid(all);

  await paymentRecords.up(migrationDb);
  expect(await recordsPaid(all)).toEqual(before);
  // Some money moved in the set: the comparison is not of zeros.
  expect([...before.values()].filter((cents) => cents > 0).length).toBeGreaterThan(5);

  const id = (name: string) => ids.get(name) ?? -1;
  expect(await recordsOf(template.id)).toEqual([
    {
      method: 'cash',
      status: 'awaiting_payment',
      amount_cents: template.total_cents,
      refunded_cents: 0,
    },
  ]);
  expect(await recordsOf(id('cash delivered'))).toEqual([
    { method: 'cash', status: 'paid', amount_cents: TOTAL, refunded_cents: 0 },
  ]);
  expect(await recordsOf(id('cash cancelled'))).toEqual([
    { method: 'cash', status: 'voided', amount_cents: TOTAL, refunded_cents: 0 },
  ]);
  expect(await recordsOf(id('cash + wallet delivered'))).toEqual([
    { method: 'cash', status: 'paid', amount_cents: TOTAL - 3_000, refunded_cents: 0 },
    { method: 'wallet', status: 'paid', amount_cents: 3_000, refunded_cents: 0 },
  ]);
  expect(await recordsOf(id('cash paid all by the wallet'))).toEqual([
    { method: 'wallet', status: 'paid', amount_cents: TOTAL, refunded_cents: 0 },
  ]);
  expect(await recordsOf(id('card cancelled after capture'))).toEqual([
    { method: 'card', status: 'refunded', amount_cents: TOTAL, refunded_cents: TOTAL },
  ]);
  expect(await recordsOf(id('card + wallet cancelled after capture'))).toEqual([
    { method: 'card', status: 'refunded', amount_cents: 16_000, refunded_cents: 16_000 },
    { method: 'wallet', status: 'refunded', amount_cents: 4_000, refunded_cents: 4_000 },
  ]);
  expect(await recordsOf(id('wallet cancelled'))).toEqual([
    { method: 'wallet', status: 'refunded', amount_cents: TOTAL, refunded_cents: TOTAL },
  ]);
  // Refund rows stay movements, now with their method.
  const refunds = await db
    .selectFrom('payments')
    .select(['method', 'amount_cents'])
    .where('order_id', '=', id('card weighed lighter after capture'))
    .where('kind', '=', 'refund')
    .execute();
  expect(refunds).toEqual([{ method: 'card', amount_cents: 1_500 }]);
});

it('reads an order the previous release places during the upgrade as if it were migrated', async () => {
  // After the migration, an old process writes orders without records (cash) or with only its
  // card's charge row (card + wallet), and no method on it.
  const cash = await writeLegacy({ name: 'late cash', method: 'cash', paymentStatus: 'pending' });
  const mixed = await writeLegacy({
    name: 'late card + wallet',
    method: 'card',
    paymentStatus: 'paid',
    walletCents: 4_000,
    charge: { status: 'paid', amount: TOTAL - 4_000 },
    ledger: [{ kind: 'order_payment', amount: -4_000 }],
  });
  const read = async (orderId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shop/client-orders/${String(orderId)}`,
      headers: shopper.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderResponse>().data;
  };
  const cashOrder = await read(cash);
  expect(cashOrder.payment).toEqual({
    method: 'cash',
    status: 'awaiting_payment',
    amount_cents: TOTAL,
    refunded_cents: 0,
  });
  const mixedOrder = await read(mixed);
  expect(mixedOrder.payments).toEqual([
    { method: 'card', status: 'paid', amount_cents: TOTAL - 4_000, refunded_cents: 0 },
    { method: 'wallet', status: 'paid', amount_cents: 4_000, refunded_cents: 0 },
  ]);
  expect(mixedOrder.payment).toEqual(mixedOrder.payments);
  expect(mixedOrder.edits).toEqual([]);
});
