import {
  AddressSnapshotSchema,
  type PlaceOrderBody,
  cashDueCents,
  cashTenderProblem,
} from '@canasta/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { DB, OrderItemRow, OrderRow, OrdersTable } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { redeemCoupon, consumeCart } from '../cart/cart-checkout.service';
import { takeStocks } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import type { Authorization, CardProvider } from '../../providers/payments/card-provider';
import { holdBalance, payOrder } from '../wallet/wallet.service';
import { describeSlot, noticeRecipients } from './order-notices';
import { recordPlacedOrderEvent } from './order-events.service';
import { orderSearchText } from './order-search';
import { orderNumber } from './order-number';
import type { OrderContext, Quote } from './order-quote.service';
import { invalid, paymentError } from './order-quote.service';
import { holdCard, markReleased, takeHoldForOrder } from './card-holds.service';
import * as repo from './orders.repository';

/**
 * The steps of placing an order, in the spirit of Medusa's workflow steps (each with its undo),
 * without an engine: placement (order-placement.service.ts) runs them in order and undoes the
 * ones that ran when a later one fails.
 *
 *   authorizePayment → (transaction: reserveStock → writeOrder) → capturePayment
 *   undo:  voidPayment    the rollback returns the stock, the rows and the slot's place
 */

/**
 * A card hold: the provider's approval, what it holds (the card's part: the order's total less
 * what the wallet pays, decision 021, plus the margin on weight lines, issue 25) and the order
 * total it was quoted for.
 */
export type Hold = Extract<Authorization, { approved: true }> & {
  /** The card_holds row the hold was asked under (decision 033). */
  holdId: number;
  amountCents: number;
  /** The card's part of the estimate (equal to `amountCents` without weight lines). */
  cardPartCents: number;
  orderTotalCents: number;
};

/** The order as written, enough to answer it without reading it back. */
export interface PlacedOrder {
  row: OrderRow;
  items: OrderItemRow[];
}

/**
 * Step: hold on the card what the wallet doesn't pay of the quoted total (nothing is captured
 * yet); null when the wallet pays it all. Cash and wallet hold nothing here: a wallet is debited
 * inside the transaction. A decline is 402 before anything is written. Undo: voidPayment.
 */
export async function authorizePayment(
  { db, cardProvider, now }: { db: Kysely<DB>; cardProvider: CardProvider | null; now: Date },
  payment: PlaceOrderBody['payment'],
  quoted: Quote,
  context: OrderContext,
  idempotencyKey: string,
): Promise<Hold | null> {
  if (!cardProvider) throw paymentError(messages.paymentMethodUnavailable);
  const {
    total_cents: orderTotalCents,
    wallet_applied_cents: walletCents,
    // The card's part plus the store's margin on weight lines, as the cart told the shopper.
    hold_cents: amountCents,
  } = quoted.view.extra;
  const cardPartCents = orderTotalCents - walletCents;
  if (cardPartCents === 0) return null;
  if (!payment.card_token) throw paymentError(messages.cardTokenMissing, 'payment.card_token');
  const { placer } = context.parties;
  const { holdId, result } = await holdCard(
    db,
    cardProvider,
    {
      userId: placer.userId,
      orderKey: idempotencyKey,
      amountCents,
      currency: quoted.view.extra.currency,
      token: payment.card_token,
      description: `${context.store.name} · ${placer.userId}`,
    },
    now,
  );
  if (!result.approved) throw new AppError('payment_declined', result.message);
  return { ...result, holdId, amountCents, cardPartCents, orderTotalCents };
}

/**
 * Undo of authorizePayment: release the hold. A failure is logged and left to the stranded
 * payments sweep, which voids it once this request is over.
 */
export async function voidPayment(
  {
    db,
    cardProvider,
    log,
    now,
  }: { db: Kysely<DB>; cardProvider: CardProvider; log: FastifyBaseLogger; now: Date },
  hold: Hold,
): Promise<void> {
  try {
    await cardProvider.void(hold.reference);
    await markReleased(db, hold.holdId, now);
  } catch (voidError) {
    log.error({ err: voidError, holdId: hold.holdId }, 'card hold could not be voided yet');
  }
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
  const { context, quoted, method, hold } = toWrite;
  const { cart } = quoted.view;
  const { customer, payer, placer } = context.parties;
  const stamp = now.toISOString();
  const walletCents = await walletPart(trx, toWrite);
  const tenderedCents = checkedTender(toWrite, walletCents);
  const row = await repo.insertOrder(trx, orderValues(stamp, toWrite, walletCents, tenderedCents), {
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
  if (hold) await takeHoldForOrder(trx, hold.holdId, now);
  if (walletCents > 0) {
    await payOrder(trx, { userId: payer.userId, orderId: row.id, amountCents: walletCents, now });
  }
  if (method === 'wallet' || hold) {
    await repo.insertPayment(trx, {
      order_id: row.id,
      provider: hold ? providerOf(hold) : 'cash',
      kind: 'charge',
      reference: hold?.reference ?? `wallet:${String(row.id)}`,
      status: hold ? 'authorized' : 'paid',
      amount_cents: hold?.amountCents ?? walletCents,
      created_at: stamp,
      updated_at: stamp,
    });
  }
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
  return { row, items };
}

export interface OrderToWrite {
  context: OrderContext;
  quoted: Quote;
  key: string;
  method: PlaceOrderBody['payment']['method'];
  hold: Hold | null;
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

/**
 * What the payer's wallet pays, taken under the ledger's lock (decision 021): a wallet order all
 * of it, a card order what the card doesn't hold, a cash order with `use_wallet` as much as the
 * balance covers now. A wallet that can't pay its exact part refuses the order (422, as a
 * wallet order always has), so two orders can never overdraw it.
 */
async function walletPart(trx: Kysely<DB>, { context, quoted, method, hold }: OrderToWrite) {
  const { cart, extra } = quoted.view;
  const exact =
    method === 'wallet'
      ? extra.total_cents
      : method === 'card'
        ? extra.total_cents - (hold?.cardPartCents ?? 0)
        : null;
  if (exact === 0 || (exact === null && !cart.use_wallet)) return 0;
  const balance = await holdBalance(trx, context.parties.payer.userId);
  if (exact === null) return Math.max(0, Math.min(balance, extra.total_cents));
  if (balance < exact) throw paymentError(messages.walletInsufficient);
  return exact;
}

function orderValues(
  stamp: string,
  { context, quoted, key, method, hold }: OrderToWrite,
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
    // Paid now when the wallet pays it all; a card's part is paid on capture, cash on delivery.
    payment_status:
      method === 'wallet' || (walletCents > 0 && walletCents === extra.total_cents)
        ? 'paid'
        : 'pending',
    payment_method: method,
    card_brand: hold?.brand ?? null,
    card_last4: hold?.last4 ?? null,
    subtotal_cents: extra.subtotal_cents,
    discount_cents: extra.discount_cents,
    delivery_fee_cents: extra.delivery_fee_cents,
    wallet_applied_cents: walletCents,
    total_cents: extra.total_cents,
    estimated_total_cents: extra.total_cents,
    substitution_default: cart.substitution_default,
    hold_cents: hold?.amountCents ?? null,
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

/**
 * Step (after commit): capture the hold, or (`amountCents`, a weighed order, issue 25) that much
 * of it; a weighed order with nothing left for the card releases the hold instead. A failure
 * leaves the order standing with its payment pending, for the provider's webhook or the sweeper
 * to settle; it never undoes the order.
 */
export async function capturePayment(
  {
    db,
    cardProvider,
    log,
    stamp,
  }: { db: Kysely<DB>; cardProvider: CardProvider; log: FastifyBaseLogger; stamp: string },
  hold: Pick<Hold, 'reference'> & { amountCents?: number },
  placed: PlacedOrder,
): Promise<PlacedOrder> {
  const orderId = placed.row.id;
  try {
    if (hold.amountCents === 0) {
      await cardProvider.void(hold.reference);
      await repo.updateCharge(db, orderId, { status: 'voided', updated_at: stamp });
      return placed;
    }
    await cardProvider.capture(hold.reference, hold.amountCents);
    await db.transaction().execute(async (trx) => {
      await repo.updateCharge(trx, orderId, { status: 'paid', updated_at: stamp });
      await repo.updateOrder(trx, orderId, { payment_status: 'paid' });
    });
    return { ...placed, row: { ...placed.row, payment_status: 'paid' } };
  } catch (error) {
    log.error({ err: error, orderId }, 'card capture failed after the order was placed');
    return placed;
  }
}

/**
 * Step (again, for an order already written): a card hold the order is still waiting to capture
 * (its process died between the commit and the capture) is captured when the same request comes
 * again, so a crash can't leave an order whose hold is never charged. The provider's capture is
 * idempotent, so a twin request capturing at the same moment does no harm. An order still to be
 * weighed or picked (issue 25) is captured by its picking's end, for the weighed amount the
 * settlement wrote on its charge.
 */
export async function captureHeldPayment(
  deps: {
    db: Kysely<DB>;
    cardProvider: CardProvider | null;
    log: FastifyBaseLogger;
    stamp: string;
  },
  row: OrderRow,
): Promise<OrderRow> {
  const { cardProvider } = deps;
  if (!cardProvider || row.payment_method !== 'card' || row.payment_status !== 'pending')
    return row;
  const settled = row.picking_done_at !== null;
  if (!settled && (await repo.awaitsPicking(deps.db, row.id))) return row;
  const charge = await repo.findCharge(deps.db, row.id);
  if (charge?.status !== 'authorized' || charge.reference === null) return row;
  const captured = await capturePayment(
    { ...deps, cardProvider },
    settled
      ? { reference: charge.reference, amountCents: charge.amount_cents }
      : { reference: charge.reference },
    { row, items: [] },
  );
  return captured.row;
}

function providerOf(hold: Hold): 'sandbox' | 'stripe' {
  return hold.reference.startsWith('pi_sandbox_') ? 'sandbox' : 'stripe';
}
