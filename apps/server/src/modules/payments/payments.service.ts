import type { OrderPayment, PaymentMethod, PaymentStatus } from '@canasta/contract';
import { cardHoldCents } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB, OrderRow, PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { getWeightHoldMarginPercent } from '../catalogue/catalogue.service';
import { holdBalance } from '../wallet/wallet.service';
import { captureRecord } from './handlers/card.handler';
import { derivedPaymentStatus, syncOrderPaymentStatus } from './order-payment-status';
import type {
  AfterCommit,
  AmountChangePlan,
  PaymentDeps,
  PaymentRecord,
  StartedPayment,
} from './payment-handler';
import { handlerFor } from './payment-handlers';
import * as records from './payment-records.repository';

/**
 * What orders call for their money (decision 059): placing, cancelling, weighing, delivering,
 * editing an order, and reading how it is paid. Each order has one payment record per method it
 * uses (a mixed payment is two: its method's and the wallet's part); this service finds each
 * record's handler and runs the step, and keeps the order's `payment_status` in step with its
 * records. Only this module tells methods apart by name.
 */

export type { PaymentDeps } from './payment-handler';

/**
 * Records still moving money or holding it, a charge partly refunded included (an edit's
 * difference goes to the newest of these).
 */
const LIVE = new Set<PaymentRecord['status']>([
  'awaiting_payment',
  'authorized',
  'paid',
  'partially_refunded',
]);

/** Methods the provider is asked for before the order is written (a hold, a voucher). */
export function asksBeforeOrder(method: PaymentMethod): boolean {
  return method !== 'cash' && method !== 'wallet';
}

/** Methods collected by the courier or the counter when the order is handed over. */
function collectedAtDelivery(method: PaymentMethod): boolean {
  return method === 'cash';
}

// ---------------------------------------------------------------------------------------------
// Reading records (the previous release's orders included)

type OrderMoney = Pick<
  OrderRow,
  | 'id'
  | 'payment_method'
  | 'payment_status'
  | 'status'
  | 'total_cents'
  | 'wallet_applied_cents'
  | 'created_at'
>;

/**
 * The records an order placed by the previous release (during a rolling upgrade it writes no
 * cash record and no wallet part record) would have had from the migration: the same rules as
 * `2026_12_01_1000_payment_records`. Answers the missing ones, to read or to write.
 */
function missingRecords(
  order: OrderMoney,
  rows: readonly PaymentRow[],
  walletRefunded: boolean,
): StartedPayment[] {
  const have = rows.map((row) => records.toRecord(row, order.payment_method).method);
  const missing: StartedPayment[] = [];
  const base = { provider: 'cash' as const, expiresAt: null, details: null, card: null };
  if (order.wallet_applied_cents > 0 && !have.includes('wallet')) {
    missing.push({
      ...base,
      method: 'wallet',
      amountCents: order.wallet_applied_cents,
      status: walletRefunded ? 'refunded' : 'paid',
      reference: `wallet:${String(order.id)}`,
    });
  }
  const cashDue = order.total_cents - order.wallet_applied_cents;
  if (order.payment_method === 'cash' && cashDue > 0 && !have.includes('cash')) {
    missing.unshift({
      ...base,
      method: 'cash',
      amountCents: cashDue,
      status:
        order.payment_status === 'paid'
          ? 'paid'
          : order.status === 'cancelled'
            ? 'voided'
            : 'awaiting_payment',
      reference: null,
    });
  }
  return missing;
}

function virtualRecord(order: OrderMoney, started: StartedPayment, index: number): PaymentRecord {
  return {
    id: -(index + 1),
    orderId: order.id,
    method: started.method,
    status: started.status,
    provider: started.provider,
    reference: started.reference,
    amountCents: started.amountCents,
    refundedCents: started.status === 'refunded' ? started.amountCents : 0,
    receivedCents:
      started.method === 'cash' && started.status === 'paid' ? started.amountCents : null,
    expiresAt: null,
    details: null,
    editId: null,
  };
}

function walletRefundedOrders(db: Kysely<DB>, orderIds: readonly number[]) {
  return records.findWalletRefundedOrders(db, orderIds);
}

/** Each order's records, oldest first (an order the previous release placed: as migrated). */
export async function recordsOfOrders(
  db: Kysely<DB>,
  orders: readonly OrderMoney[],
): Promise<Map<number, PaymentRecord[]>> {
  const ids = orders.map((order) => order.id);
  const [rows, refunded] = await Promise.all([
    records.listRecordRows(db, ids),
    walletRefundedOrders(db, ids),
  ]);
  const byOrder = new Map<number, PaymentRecord[]>();
  for (const order of orders) {
    const own = rows.filter((row) => row.order_id === order.id);
    const missing = missingRecords(order, own, refunded.has(order.id));
    byOrder.set(order.id, [
      ...own.map((row) => records.toRecord(row, order.payment_method)),
      ...missing.map((started, index) => virtualRecord(order, started, index)),
    ]);
  }
  return byOrder;
}

/**
 * In a transaction, with the order locked: its records, the ones the previous release didn't
 * write (a rolling upgrade) written now, and rows without a method given their order's.
 */
export async function ensureRecords(trx: Kysely<DB>, order: OrderMoney): Promise<PaymentRecord[]> {
  const rows = await records.listRecordRows(trx, [order.id]);
  // Written as of the order: it is what the migration would have written for it.
  const stamp = order.created_at;
  for (const row of rows.filter((r) => r.method === null)) {
    await records.updateRecord(trx, row.id, {
      method: records.toRecord(row, order.payment_method).method,
    });
  }
  const refunded = await walletRefundedOrders(trx, [order.id]);
  const missing = missingRecords(order, rows, refunded.has(order.id));
  for (const started of missing) await records.insertRecord(trx, order.id, started, stamp);
  if (missing.length === 0 && rows.every((row) => row.method !== null)) {
    return rows.map((row) => records.toRecord(row, order.payment_method));
  }
  const fresh = await records.listRecordRows(trx, [order.id]);
  return fresh.map((row) => records.toRecord(row, order.payment_method));
}

/** A record as the order's `payment`/`payments` show it (the voucher or transfer when there). */
export function toOrderPayment(record: PaymentRecord): OrderPayment {
  const payment: OrderPayment = {
    method: record.method,
    status: record.status,
    amount_cents: record.amountCents,
    refunded_cents: record.refundedCents,
  };
  if (record.receivedCents !== null) payment.received_cents = record.receivedCents;
  const expiresAt = record.expiresAt ?? '';
  if (record.details?.voucher)
    payment.voucher = { ...record.details.voucher, expires_at: expiresAt };
  if (record.details?.transfer) {
    payment.transfer = { ...record.details.transfer, expires_at: expiresAt };
  }
  return payment;
}

/** The order's `payments` (every record) and `payment` (the one, or the list when mixed). */
export function orderPaymentFields(list: readonly PaymentRecord[]): {
  payment: OrderPayment | OrderPayment[];
  payments: OrderPayment[];
} {
  const payments = list.map(toOrderPayment);
  const [only] = payments;
  return { payment: payments.length === 1 && only ? only : payments, payments };
}

// ---------------------------------------------------------------------------------------------
// Placing an order

/** What was asked of a provider before the order was written, and for which total. */
export interface BegunPayment {
  started: StartedPayment;
  /** The method's part of the estimate: the total less the wallet's part. */
  partCents: number;
  orderTotalCents: number;
}

export interface BeginRequest {
  method: PaymentMethod;
  userId: number;
  key: string;
  totalCents: number;
  /** The wallet's part as quoted (taken exactly under the ledger's lock later). */
  walletCents: number;
  /** Card: the hold (the part plus the weight lines' margin, issue 25). */
  holdCents: number;
  currency: string;
  description: string;
  cardToken: string | null;
  /** OXXO/SPEI: the payment's deadline (decision 060). */
  expiresAt: string | null;
}

/**
 * Before the order's transaction: a card is held, an OXXO voucher or SPEI reference is issued,
 * for what the wallet doesn't pay; null when nothing is asked (cash, wallet, or the wallet pays
 * it all). A card method with cards off is 422 whatever the wallet pays.
 */
export async function beginOrderPayment(
  deps: PaymentDeps,
  request: BeginRequest,
): Promise<BegunPayment | null> {
  if (!asksBeforeOrder(request.method)) return null;
  const handler = handlerFor(request.method);
  if (request.method === 'card' && !deps.cardProvider) {
    throw new AppError('validation_failed', messages.paymentMethodUnavailable, {
      errors: { 'payment.method': [messages.paymentMethodUnavailable] },
    });
  }
  const partCents = request.totalCents - request.walletCents;
  if (partCents === 0) return null;
  const started = await handler.start(deps, {
    userId: request.userId,
    key: request.key,
    amountCents: request.method === 'card' ? request.holdCents : partCents,
    currency: request.currency,
    description: request.description,
    cardToken: request.cardToken,
    expiresAt: request.expiresAt,
  });
  return { started, partCents, orderTotalCents: request.totalCents };
}

/** The order's transaction failed: release what was asked (logged, left to the sweep). */
export async function abandonOrderPayment(deps: PaymentDeps, begun: BegunPayment): Promise<void> {
  await handlerFor(begun.started.method).abandon(deps, begun.started);
}

/**
 * What the payer's wallet pays, under the ledger's lock (decision 021): a wallet order all of
 * it, an order whose method was asked for its part the rest, a cash order with `use_wallet` as
 * much as the balance covers now. A wallet that can't pay its exact part refuses the order (422).
 */
export async function walletPartOf(
  trx: Kysely<DB>,
  request: {
    method: PaymentMethod;
    payerUserId: number;
    totalCents: number;
    useWallet: boolean;
    begun: BegunPayment | null;
  },
): Promise<number> {
  const { method, totalCents, begun } = request;
  const exact =
    method === 'wallet'
      ? totalCents
      : asksBeforeOrder(method)
        ? totalCents - (begun?.partCents ?? 0)
        : null;
  if (exact === 0 || (exact === null && !request.useWallet)) return 0;
  const balance = await holdBalance(trx, request.payerUserId);
  if (exact === null) return Math.max(0, Math.min(balance, totalCents));
  if (balance < exact) {
    throw new AppError('validation_failed', messages.walletInsufficient, {
      errors: { 'payment.method': [messages.walletInsufficient] },
    });
  }
  return exact;
}

/**
 * The order's records to write, its method's first (the previous release reads an order's first
 * charge row as its payment), then the wallet's part. Nothing is written or asked here (what a
 * provider was asked is in `begun`), so the order row can be written with its payment status.
 */
export async function planOrderPayments(
  deps: PaymentDeps,
  order: {
    payerUserId: number;
    key: string;
    method: PaymentMethod;
    totalCents: number;
    walletCents: number;
    currency: string;
    begun: BegunPayment | null;
  },
): Promise<StartedPayment[]> {
  const plan: StartedPayment[] = [];
  const input = {
    userId: order.payerUserId,
    key: order.key,
    currency: order.currency,
    description: '',
    cardToken: null,
    expiresAt: null,
  };
  const mainCents = order.totalCents - order.walletCents;
  if (order.begun) {
    plan.push(order.begun.started);
  } else if (order.method !== 'wallet' && mainCents > 0) {
    plan.push(await handlerFor(order.method).start(deps, { ...input, amountCents: mainCents }));
  }
  if (order.walletCents > 0) {
    plan.push(await handlerFor('wallet').start(deps, { ...input, amountCents: order.walletCents }));
  }
  return plan;
}

/** The order's payment status once the planned records are written. */
export function plannedPaymentStatus(plan: readonly StartedPayment[]): PaymentStatus {
  return derivedPaymentStatus(plan.map((started) => started.status)) ?? 'pending';
}

/** In the order's transaction: writes the planned records (the wallet's part is debited now). */
export async function writeOrderPayments(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  target: { orderId: number; payerUserId: number },
  plan: readonly StartedPayment[],
): Promise<PaymentRecord[]> {
  const written: PaymentRecord[] = [];
  for (const started of plan) {
    written.push(await handlerFor(started.method).attach(trx, deps, target, started));
  }
  return written;
}

/**
 * After the order committed: a card hold is captured at once, unless the order has weight
 * lines or substitutes to settle (issue 25: picking's end captures what they weighed). A failed
 * capture leaves the order pending for the webhook or the sweep. Answers the order as it is now.
 */
export async function afterOrderPlaced(
  deps: PaymentDeps,
  placed: { row: OrderRow; records: PaymentRecord[] },
  awaitsPicking: boolean,
): Promise<{ row: OrderRow; records: PaymentRecord[] }> {
  if (awaitsPicking) return placed;
  let captured = false;
  for (const record of placed.records) {
    if (record.method === 'card' && record.status === 'authorized') {
      captured = (await captureRecord(deps, record, undefined)) || captured;
    }
  }
  if (!captured) return placed;
  const row = await records.findOrder(deps.db, placed.row.id);
  const rows = await records.listRecordRows(deps.db, [placed.row.id]);
  return {
    row: row ?? placed.row,
    records: rows.map((r) => records.toRecord(r, placed.row.payment_method)),
  };
}

/**
 * An order already written, asked again (the same request retried) or swept: a card hold its
 * process never captured (it died between the commit and the capture) is captured now; an
 * order whose picking is done is captured for the weighed amount its record says. The
 * provider's capture is idempotent, so a twin request capturing at the same moment does no harm.
 */
export async function captureHeldPayment(
  deps: PaymentDeps,
  row: OrderRow,
  awaitsPicking: (orderId: number) => Promise<boolean>,
): Promise<OrderRow> {
  if (!deps.cardProvider || row.payment_status !== 'pending') return row;
  const list = (await recordsOfOrders(deps.db, [row])).get(row.id) ?? [];
  const held = list.filter(
    (record) => record.method === 'card' && record.status === 'authorized' && record.reference,
  );
  if (held.length === 0) return row;
  const settled = row.picking_done_at !== null;
  if (!settled && (await awaitsPicking(row.id))) return row;
  for (const record of held) {
    await captureRecord(deps, record, settled ? record.amountCents : undefined);
  }
  const fresh = await records.findOrder(deps.db, row.id);
  return fresh ?? row;
}

/** The card part an order's method holds, for the order row's `card_brand`/`card_last4`. */
export function cardOf(begun: BegunPayment | null): { brand: string; last4: string } | null {
  return begun?.started.card ?? null;
}

/** The hold an order's card was asked for (the order row's `hold_cents`), or null. */
export function holdOf(begun: BegunPayment | null): number | null {
  return begun?.started.method === 'card' ? begun.started.amountCents : null;
}

// ---------------------------------------------------------------------------------------------
// Moving an order

/** Runs the provider calls left for after a commit, one after the other. */
export async function runAfterCommit(steps: readonly AfterCommit[]): Promise<void> {
  for (const step of steps) await step();
}

/**
 * In a cancellation's transaction (the order locked): every record gives back what it took — a
 * hold voided, a charge refunded, the wallet's part credited, cash nothing to collect. Answers
 * the provider calls to make after the commit and the order's payment status as it leaves it.
 */
export async function cancelOrderPayments(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  order: OrderRow,
): Promise<{ after: AfterCommit[]; paymentStatus: PaymentStatus }> {
  const after: AfterCommit[] = [];
  // The wallet first, as before: the ledger's lock is taken before the provider is asked.
  const list = await ensureRecords(trx, order);
  const ordered = [...list].sort(
    (a, b) => Number(b.method === 'wallet') - Number(a.method === 'wallet'),
  );
  for (const record of ordered) {
    const step = await handlerFor(record.method).cancel(trx, deps, record);
    if (step) after.push(step);
  }
  const status = await syncOrderPaymentStatus(trx, order.id);
  return { after, paymentStatus: status ?? order.payment_status };
}

/** In a delivery's transaction: what the courier or the counter collects is now paid. */
export async function collectOrderPayments(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  order: OrderRow,
): Promise<PaymentStatus> {
  const list = await ensureRecords(trx, order);
  for (const record of list) {
    if (collectedAtDelivery(record.method) && record.status === 'awaiting_payment') {
      await handlerFor(record.method).settle(trx, deps, record, record.amountCents);
    }
  }
  return (await syncOrderPaymentStatus(trx, order.id)) ?? order.payment_status;
}

/** An order's OXXO/SPEI payment that hasn't arrived (an operator can't confirm it by hand). */
export async function awaitsDeferredPayment(db: Kysely<DB>, order: OrderRow): Promise<boolean> {
  const list = (await recordsOfOrders(db, [order])).get(order.id) ?? [];
  return list.some(
    (record) =>
      asksBeforeOrder(record.method) &&
      record.method !== 'card' &&
      record.status === 'awaiting_payment',
  );
}

/** What a weighed order's payment comes to (issue 25), for the order row and the audit. */
export interface WeighedPayment {
  walletCents: number;
  absorbsCents: number;
  /** The card's charge when there is one (the audit's `card_cents`), else null. */
  cardCents: number | null;
  after: AfterCommit[];
}

/**
 * In picking's end transaction (the order locked): the order is settled on its final total. The
 * wallet's part shrinks first when it weighed less (a wallet order weighed heavier takes what
 * the balance covers, the store absorbs the rest); a card is charged the rest, never above its
 * hold (the store absorbs what is over; one captured already gives back what is no longer owed);
 * cash collects the rest at the door.
 */
export async function settleWeighedOrder(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  order: OrderRow,
  finalCents: number,
): Promise<WeighedPayment> {
  const now = deps.clock();
  const stamp = now.toISOString();
  const list = await ensureRecords(trx, order);
  const lighter = Math.max(0, order.estimated_total_cents - finalCents);
  let walletCents = order.wallet_applied_cents - Math.min(order.wallet_applied_cents, lighter);
  let absorbsCents = 0;
  if (order.payment_method === 'wallet' && finalCents > walletCents) {
    const extra = finalCents - walletCents;
    const taken = Math.min(extra, Math.max(0, await holdBalance(trx, order.placed_by_user_id)));
    walletCents += taken;
    absorbsCents = extra - taken;
  }
  const after: AfterCommit[] = [];
  const wallet = list.find((record) => record.method === 'wallet' && record.editId === null);
  if (wallet && wallet.amountCents !== walletCents) {
    await handlerFor('wallet').settle(trx, deps, wallet, walletCents);
  }
  const rest = finalCents - walletCents;
  let cardCents: number | null = null;
  const main = list.filter(
    (record) => record.method === order.payment_method && record.method !== 'wallet',
  );
  // The order's hold, and one more per edit that asked for more (decision 061): the weighed
  // card part is charged across them, oldest first, never above what they hold together.
  const cards = main.filter(
    (record) =>
      record.method === 'card' &&
      record.reference !== null &&
      (record.status === 'authorized' || record.status === 'paid'),
  );
  if (cards.length > 0) {
    const ceiling = cards.reduce((sum, record) => sum + record.amountCents, 0);
    cardCents = Math.min(rest, ceiling);
    absorbsCents = rest - cardCents;
    let left = cardCents;
    for (const card of cards) {
      const part = Math.min(left, card.amountCents);
      left -= part;
      const step = await handlerFor('card').settle(trx, deps, card, part);
      if (step) after.push(step);
    }
  }
  const cash = main.find((record) => collectedAtDelivery(record.method));
  if (order.payment_method === 'cash') {
    if (cash && cash.status === 'awaiting_payment') {
      await records.updateRecord(
        trx,
        cash.id,
        rest > 0
          ? { amount_cents: rest, updated_at: stamp }
          : { amount_cents: 0, status: 'voided', updated_at: stamp },
        ['awaiting_payment'],
      );
    } else if (!cash && rest > 0) {
      const handler = handlerFor('cash');
      const started = await handler.start(deps, {
        userId: order.placed_by_user_id,
        key: `order-${String(order.id)}`,
        amountCents: rest,
        currency: order.currency,
        description: '',
        cardToken: null,
        expiresAt: null,
      });
      await handler.attach(
        trx,
        deps,
        { orderId: order.id, payerUserId: order.placed_by_user_id },
        started,
      );
    }
  }
  await syncOrderPaymentStatus(trx, order.id);
  return { walletCents, absorbsCents, cardCents, after };
}

// ---------------------------------------------------------------------------------------------
// Order edits (decision 061)

export interface OrderChange {
  editId: number;
  /** The order's new total. */
  totalCents: number;
  /** The new lines' weight subtotal: a card's hold keeps the store's margin on it. */
  weightSubtotalCents: number;
}

/**
 * Before an edit's transaction: how the order's payment follows its new total. The order's own
 * method takes the difference (its newest live record); a total falling below the wallet's part
 * takes the rest off the wallet. A card asks for a new hold for more here (402 when declined);
 * OXXO/SPEI issue a new voucher for more, or refuse once paid (409). `apply` runs in the edit's
 * transaction (after the edit wrote the order's totals and lines) and keeps the order's
 * `wallet_applied_cents`, `hold_cents` and `payment_status` in step; `abandon` if it failed.
 */
export async function prepareOrderChange(
  deps: PaymentDeps,
  orderId: number,
  change: OrderChange,
): Promise<AmountChangePlan> {
  const order = await records.findOrder(deps.db, orderId);
  if (!order) throw new AppError('order_not_found', messages.orderNotFound);
  const list = (await recordsOfOrders(deps.db, [order])).get(order.id) ?? [];
  const walletCents =
    order.payment_method === 'wallet'
      ? change.totalCents
      : Math.min(order.wallet_applied_cents, change.totalCents);
  const plans: AmountChangePlan[] = [];
  const main = list
    .filter((record) => record.method === order.payment_method && LIVE.has(record.status))
    .at(-1);
  const wallet = list.find((record) => record.method === 'wallet' && LIVE.has(record.status));
  let holdCents: number | null = order.hold_cents;
  if (order.payment_method === 'wallet') {
    if (wallet) {
      plans.push(
        await handlerFor('wallet').changeAmount(deps, wallet, {
          amountCents: wallet.amountCents + change.totalCents - order.total_cents,
          editId: change.editId,
        }),
      );
    }
  } else {
    if (wallet && walletCents !== order.wallet_applied_cents) {
      plans.push(
        await handlerFor('wallet').changeAmount(deps, wallet, {
          amountCents: wallet.amountCents - (order.wallet_applied_cents - walletCents),
          editId: change.editId,
        }),
      );
    }
    const covered = order.total_cents - order.wallet_applied_cents;
    const due = change.totalCents - walletCents;
    if (main) {
      let target = main.amountCents + due - covered;
      if (main.method === 'card') {
        const margin = await getWeightHoldMarginPercent(deps.db, order.store_id);
        const newHold = cardHoldCents({
          totals: { weightSubtotalCents: change.weightSubtotalCents },
          cardPartCents: due,
          marginPercent: margin,
        });
        const oldHold = order.hold_cents ?? covered;
        target = main.amountCents + newHold - oldHold;
        holdCents = newHold;
      }
      if (main.method === 'card' && target < 0) {
        // Less than the newest hold covers: the cut is taken from the holds (or charges) the
        // edits added first, newest first, then from the order's own.
        plans.push(...(await cutCardRecords(deps, list, main.amountCents - target, change.editId)));
      } else {
        plans.push(
          await handlerFor(main.method).changeAmount(deps, main, {
            amountCents: target,
            editId: change.editId,
          }),
        );
      }
    } else if (due > 0) {
      throw new AppError('conflict', messages.paymentMethodUnavailable);
    }
  }
  return {
    async apply(trx) {
      const after: AfterCommit[] = [];
      for (const plan of plans) {
        const step = await plan.apply(trx);
        if (step) after.push(step);
      }
      await records.setOrderMoney(trx, orderId, {
        wallet_applied_cents: walletCents,
        hold_cents: holdCents,
      });
      await syncOrderPaymentStatus(trx, orderId);
      return after.length === 0 ? null : () => runAfterCommit(after);
    },
    async abandon() {
      for (const plan of plans) await plan.abandon();
    },
  };
}

/** Plans taking `cutCents` off an order's live card records, newest first. */
async function cutCardRecords(
  deps: PaymentDeps,
  list: readonly PaymentRecord[],
  cutCents: number,
  editId: number,
): Promise<AmountChangePlan[]> {
  const plans: AmountChangePlan[] = [];
  let left = cutCents;
  const cards = list.filter((record) => record.method === 'card' && LIVE.has(record.status));
  for (const record of [...cards].reverse()) {
    if (left <= 0) break;
    const part = Math.min(left, record.amountCents - record.refundedCents);
    if (part <= 0) continue;
    left -= part;
    plans.push(
      await handlerFor('card').changeAmount(deps, record, {
        amountCents: record.amountCents - part,
        editId,
      }),
    );
  }
  return plans;
}

// ---------------------------------------------------------------------------------------------
// The console's payment summary

/** A card record's status as the console's card charge names it (its list predates records). */
function chargeStatus(
  status: PaymentRecord['status'],
): 'authorized' | 'paid' | 'failed' | 'refunded' | 'pending' | 'voided' {
  switch (status) {
    case 'partially_refunded':
      return 'paid';
    case 'awaiting_payment':
      return 'pending';
    case 'expired':
      return 'voided';
    default:
      return status;
  }
}

/**
 * What the console's order shows of the records: the card's part (its own record, with what
 * edits added) and the cash the courier or the counter still collects.
 */
export function consolePaymentSummary(
  order: Pick<OrderRow, 'status'>,
  list: readonly PaymentRecord[],
): {
  card_charge: { status: ReturnType<typeof chargeStatus>; amount_cents: number } | null;
  collect_cents: number;
} {
  const cards = list.filter((record) => record.method === 'card');
  const [card] = cards;
  const collect =
    order.status === 'cancelled'
      ? 0
      : list
          .filter(
            (record) => collectedAtDelivery(record.method) && record.status === 'awaiting_payment',
          )
          .reduce((sum, record) => sum + record.amountCents, 0);
  return {
    card_charge: card
      ? {
          status: chargeStatus(card.status),
          amount_cents: cards
            .filter((record) => record.status === card.status)
            .reduce((sum, record) => sum + record.amountCents, 0),
        }
      : null,
    collect_cents: collect,
  };
}
