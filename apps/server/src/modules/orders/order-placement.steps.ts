import {
  AddressSnapshotSchema,
  type PlaceOrderBody,
  cashDueCents,
  cashTenderProblem,
} from '@canasta/contract';
import type { Insertable, Kysely } from 'kysely';
import type { DB, OrderItemRow, OrderRow, OrdersTable } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { redeemCoupon, consumeCart } from '../cart/cart-checkout.service';
import { takeStocks } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import { describeSlot, noticeRecipients } from './order-notices';
import { recordPlacedOrderEvent } from './order-events.service';
import { orderSearchText } from './order-search';
import { orderNumber } from './order-number';
import type { OrderContext, Quote } from './order-quote.service';
import { invalid, paymentError } from './order-quote.service';
import { deferredPaymentDeadline } from '../payments/deferred-deadlines.service';
import {
  type BegunPayment,
  type PaymentDeps,
  abandonOrderPayment,
  beginOrderPayment,
  cardOf,
  holdOf,
  planOrderPayments,
  plannedPaymentStatus,
  walletPartOf,
  writeOrderPayments,
} from '../payments/payments.service';
import type { PaymentRecord } from '../payments/payment-handler';
import * as repo from './orders.repository';

/**
 * The steps of placing an order, in the spirit of Medusa's workflow steps (each with its undo),
 * without an engine: placement (order-placement.service.ts) runs them in order and undoes the
 * ones that ran when a later one fails.
 *
 *   authorizePayment → (transaction: reserveStock → writeOrder) → capturePayment
 *   undo:  voidPayment    the rollback returns the stock, the rows and the slot's place
 */

/** The order as written, enough to answer it without reading it back. */
export interface PlacedOrder {
  row: OrderRow;
  items: OrderItemRow[];
  /** Its payment records as written (decision 059). */
  records: PaymentRecord[];
}

/**
 * Step: ask the payment's provider before anything is written (decision 059): a card hold for
 * what the wallet doesn't pay of the quoted total (plus the margin on weight lines, issue 25),
 * an OXXO voucher or SPEI reference for it; null when nothing is asked (cash, wallet, or the
 * wallet pays it all). A decline is 402 before anything is written. Undo: abandonPayment.
 */
export async function authorizePayment(
  deps: PaymentDeps,
  payment: PlaceOrderBody['payment'],
  quoted: Quote,
  context: OrderContext,
  idempotencyKey: string,
): Promise<BegunPayment | null> {
  const { extra } = quoted.view;
  const { placer } = context.parties;
  // OXXO/SPEI: until when it may be paid (decision 060); null for the other methods.
  const expiresAt = await deferredPaymentDeadline(deps.db, payment.method, deps.clock(), {
    storeId: context.store.id,
    timeZone: context.store.time_zone,
    date: quoted.slot.date,
    start: quoted.slot.start,
  });
  return beginOrderPayment(deps, {
    method: payment.method,
    userId: placer.userId,
    key: idempotencyKey,
    totalCents: extra.total_cents,
    walletCents: extra.wallet_applied_cents,
    holdCents: extra.hold_cents,
    currency: extra.currency,
    description: `${context.store.name} · ${String(placer.userId)}`,
    cardToken: payment.card_token ?? null,
    expiresAt,
  });
}

/**
 * Undo of authorizePayment: release what was asked. A failure is logged and left to the
 * stranded payments sweep, which voids it once this request is over.
 */
export function abandonPayment(deps: PaymentDeps, begun: BegunPayment): Promise<void> {
  return abandonOrderPayment(deps, begun);
}

/**
 * Step (in the transaction): take each line's units (grams for a weight line) from stock, all in
 * one statement, or refuse the whole order with 409 naming the first line short (in offer-id
 * order). PostgreSQL locks the rows in offer-id order, so two orders sharing offers can't
 * deadlock. Undo: the transaction's rollback.
 */
export async function reserveStock(trx: Kysely<DB>, { view }: Quote): Promise<void> {
  const { items } = view.cart;
  const short = new Set(
    await takeStocks(
      trx,
      items.map((item) => ({ inventoryId: item.purchaseable.id, qty: item.qty })),
    ),
  );
  const first = items
    .filter((item) => short.has(item.purchaseable.id))
    .sort((a, b) => a.purchaseable.id - b.purchaseable.id)[0];
  if (first) {
    throw new AppError('conflict', messages.orderStockGone([first.purchaseable.product.name]), {
      details: { items: [{ purchaseable_id: first.purchaseable.id, available: 0 }] },
    });
  }
}

/**
 * Step (in the transaction): the order with its snapshots (prices, names, address, slot), its
 * lines, history, payment row, wallet debit, coupon use and the notifications (the order's
 * user and its placer, once each); the cart goes; last, the order takes its place in the slot,
 * or is refused (422) when another order took the last one. Undo: the transaction's rollback.
 */
export async function writeOrder(
  trx: Kysely<DB>,
  now: Date,
  toWrite: OrderToWrite,
): Promise<PlacedOrder> {
  const { context, quoted, method, begun } = toWrite;
  const { cart } = quoted.view;
  const { customer, payer, placer } = context.parties;
  const stamp = now.toISOString();
  const walletCents = await walletPartOf(trx, {
    method,
    payerUserId: payer.userId,
    totalCents: quoted.view.extra.total_cents,
    useWallet: cart.use_wallet,
    begun,
  });
  const tenderedCents = checkedTender(toWrite, walletCents);
  const plan = await planOrderPayments(toWrite.payments, {
    payerUserId: payer.userId,
    key: toWrite.key,
    method,
    totalCents: quoted.view.extra.total_cents,
    walletCents,
    currency: quoted.view.extra.currency,
    begun,
  });
  const values = orderValues(stamp, toWrite, walletCents, tenderedCents);
  values.payment_status = plannedPaymentStatus(plan);
  const row = await repo.insertOrder(trx, values, {
    // A shopper's own order: their phone is searchable too (a client's is in the snapshot).
    searchPhoneOf: context.parties.receiver.kind === 'user' ? customer.userId : null,
  });
  const items = await repo.insertItems(
    trx,
    cart.items.map((item) => ({
      order_id: row.id,
      inventory_id: item.purchaseable.id,
      name: item.purchaseable.product.name,
      image_url: item.purchaseable.product.images[0]?.thumb_url ?? null,
      sold_by: item.purchaseable.sold_by,
      qty: item.qty,
      unit_price_cents: item.unit_price_cents,
      list_unit_price_cents: item.list_unit_price_cents,
      line_total_cents: item.line_total_cents,
      estimated_line_total_cents: item.line_total_cents,
      substitution: item.substitution,
      // Only the cart's owner, who places the order, can have set a modified price (decision 020).
      ...(item.unit_price_cents === item.list_unit_price_cents
        ? { price_changed_by_user_id: null, price_changed_by_name: null }
        : { price_changed_by_user_id: placer.userId, price_changed_by_name: placer.name }),
    })),
  );
  const records = await writeOrderPayments(
    trx,
    toWrite.payments,
    { orderId: row.id, payerUserId: payer.userId },
    plan,
  );
  if (quoted.couponId !== null) await redeemCoupon(trx, quoted.couponId, customer.userId, now);
  for (const userId of noticeRecipients(row)) {
    await notify(trx, {
      userId,
      orderId: row.id,
      title: messages.orderPlacedTitle(orderNumber(row.id)),
      body: messages.orderPlacedBody(describeSlot(cart.delivery_type ?? 'delivery', quoted.slot)),
      now,
    });
  }
  await consumeCart(trx, cart.id);
  // Last: the order's place in its slot and the store's order feed event, one statement on
  // PostgreSQL whose locks (the slot's counter, the store's feed) are held only for the commit:
  // the orders into one slot, and a store's orders, queue for them.
  const event = {
    storeId: row.store_id,
    orderId: row.id,
    kind: 'created',
    status: row.status,
    now,
  } as const;
  if (
    !(await recordPlacedOrderEvent(trx, event, {
      windowId: quoted.slot.id,
      date: quoted.slot.date,
    }))
  ) {
    throw invalid('delivery_slot_id', messages.deliverySlotFull);
  }
  return { row, items, records };
}

export interface OrderToWrite {
  context: OrderContext;
  quoted: Quote;
  key: string;
  method: PlaceOrderBody['payment']['method'];
  /** What was asked of the payment's provider before the transaction, if anything. */
  begun: BegunPayment | null;
  payments: PaymentDeps;
  /** Cash only: the bill the shopper pays with, as they sent it (decision 052). */
  tenderedCents: number | null;
}

/**
 * The bill a cash order is paid with, checked against the cash due now: the wallet's part of a
 * cash order is only known under the ledger's lock, so this is the first point the amount to
 * collect is final. Nothing left to collect in cash (the wallet paid it all) leaves no change to
 * bring: null, as when no bill was given. A bill too small, or one that would leave more change
 * than we bring, refuses the order (422, the transaction rolls back).
 */
function checkedTender({ quoted, method, tenderedCents }: OrderToWrite, walletCents: number) {
  if (tenderedCents === null) return null;
  const due = cashDueCents({
    payment_method: method,
    total_cents: quoted.view.extra.total_cents,
    wallet_applied_cents: walletCents,
  });
  if (due === 0) return null;
  const problem = cashTenderProblem(tenderedCents, due);
  if (problem !== null) throw paymentError(problem, 'payment.cash_tendered_cents');
  return tenderedCents;
}

function orderValues(
  stamp: string,
  { context, quoted, key, method, begun }: OrderToWrite,
  walletCents: number,
  tenderedCents: number | null,
): Insertable<OrdersTable> {
  const { cart, extra } = quoted.view;
  const { owner, placer, receiver } = context.parties;
  return {
    user_id: owner.userId,
    placed_by_user_id: placer.userId,
    store_id: context.store.id,
    cart_id: cart.id,
    idempotency_key: key,
    status: 'pending',
    // What its records say (plannedPaymentStatus), set by writeOrder.
    payment_status: 'pending',
    payment_method: method,
    card_brand: cardOf(begun)?.brand ?? null,
    card_last4: cardOf(begun)?.last4 ?? null,
    subtotal_cents: extra.subtotal_cents,
    discount_cents: extra.discount_cents,
    delivery_fee_cents: extra.delivery_fee_cents,
    wallet_applied_cents: walletCents,
    total_cents: extra.total_cents,
    estimated_total_cents: extra.total_cents,
    substitution_default: cart.substitution_default,
    hold_cents: holdOf(begun),
    cash_tendered_cents: tenderedCents,
    currency: extra.currency,
    coupon_id: quoted.couponId,
    coupon_code: quoted.couponId === null ? null : (cart.coupon?.code ?? null),
    delivery_type: cart.delivery_type ?? 'delivery',
    delivery_date: quoted.slot.date,
    delivery_slot_id: quoted.slot.id,
    // Its place is taken at the end of the transaction (with its event), not by the trigger.
    slot_counted: 1,
    delivery_slot_start: quoted.slot.start,
    delivery_slot_end: quoted.slot.end,
    zone_name: quoted.zoneName,
    address: quoted.address ? JSON.stringify(AddressSnapshotSchema.parse(quoted.address)) : null,
    // The client as they were: deleting or editing them later changes no order.
    client:
      receiver.kind === 'client'
        ? JSON.stringify({
            id: receiver.client.id,
            name: receiver.client.name,
            phone: receiver.client.phone,
          })
        : null,
    notes: cart.notes,
    created_at: stamp,
    updated_at: stamp,
    search_text: orderSearchText(
      receiver.kind === 'client'
        ? { name: receiver.client.name, phone: receiver.client.phone }
        : { name: placer.name, phone: null },
      quoted.address,
    ),
  };
}
