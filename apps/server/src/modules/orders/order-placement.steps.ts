import { AddressSnapshotSchema, type PlaceOrderBody } from '@canasta/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { DB, OrderItemRow, OrderRow, OrdersTable } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { redeemCoupon, consumeCart } from '../cart/cart-checkout.service';
import { takeStock } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import type { Authorization, CardProvider } from '../../providers/payments/card-provider';
import { debitWallet } from '../wallet/wallet.service';
import { describeSlot, noticeRecipients } from './order-notices';
import { orderNumber } from './order-number';
import type { OrderContext, Quote } from './order-quote.service';
import { paymentError } from './order-quote.service';
import * as repo from './orders.repository';

/**
 * The steps of placing an order, in the spirit of Medusa's workflow steps (each with its undo),
 * without an engine: placement (order-placement.service.ts) runs them in order and undoes the
 * ones that ran when a later one fails.
 *
 *   authorizePayment → (transaction: reserveStock → writeOrder) → capturePayment
 *   undo:  voidPayment    the transaction's rollback returns the stock and the rows
 */

/** A card hold: the provider's approval and the total it holds. */
export type Hold = Extract<Authorization, { approved: true }> & { amountCents: number };

/** The order as written, enough to answer it without reading it back. */
export interface PlacedOrder {
  row: OrderRow;
  items: OrderItemRow[];
}

/**
 * Step: hold the quoted total on the card (nothing is captured yet). Cash and wallet hold
 * nothing here: a wallet is debited inside the transaction. A decline is 402 before anything
 * is written. Undo: voidPayment.
 */
export async function authorizePayment(
  cardProvider: CardProvider | null,
  payment: PlaceOrderBody['payment'],
  quoted: Quote,
  context: OrderContext,
  idempotencyKey: string,
): Promise<Hold> {
  if (!cardProvider) throw paymentError(messages.paymentMethodUnavailable);
  if (!payment.card_token) throw paymentError(messages.cardTokenMissing, 'payment.card_token');
  const { placer } = context.parties;
  const result = await cardProvider
    .authorize({
      amountCents: quoted.view.extra.total_cents,
      currency: quoted.view.extra.currency,
      token: payment.card_token,
      idempotencyKey: `order-${String(placer.userId)}-${idempotencyKey}`,
      description: `${context.store.name} · ${placer.userId}`,
    })
    .catch((error: unknown) => {
      throw new AppError('service_unavailable', messages.cardProviderUnavailable, {
        cause: error,
      });
    });
  if (!result.approved) throw new AppError('payment_declined', result.message);
  return { ...result, amountCents: quoted.view.extra.total_cents };
}

/** Undo of authorizePayment: release the hold. A failure is logged; the hold expires anyway. */
export async function voidPayment(
  cardProvider: CardProvider,
  hold: Hold,
  log: FastifyBaseLogger,
): Promise<void> {
  await cardProvider.void(hold.reference).catch((voidError: unknown) => {
    log.error({ err: voidError, reference: hold.reference }, 'card hold could not be voided');
  });
}

/**
 * Step (in the transaction): take each line's units from stock, or refuse the whole order with
 * 409. Rows are always locked in offer-id order, so two orders sharing offers can't deadlock.
 * Undo: the transaction's rollback.
 */
export async function reserveStock(trx: Kysely<DB>, { view }: Quote): Promise<void> {
  const byOffer = [...view.cart.items].sort((a, b) => a.purchaseable.id - b.purchaseable.id);
  for (const item of byOffer) {
    if (!(await takeStock(trx, item.purchaseable.id, item.qty))) {
      throw new AppError('conflict', messages.orderStockGone([item.purchaseable.product.name]), {
        details: { items: [{ purchaseable_id: item.purchaseable.id, available: 0 }] },
      });
    }
  }
}

/**
 * Step (in the transaction): the order with its snapshots (prices, names, address, slot), its
 * lines, history, payment row, wallet debit, coupon use and the notifications (the order's
 * user and its placer, once each); the cart goes. Undo: the transaction's rollback.
 */
export async function writeOrder(
  trx: Kysely<DB>,
  now: Date,
  { context, quoted, key, method, hold }: OrderToWrite,
): Promise<PlacedOrder> {
  const { cart } = quoted.view;
  const { customer, payer } = context.parties;
  const stamp = now.toISOString();
  const row = await repo.insertOrder(
    trx,
    orderValues(stamp, { context, quoted, key, method, hold }),
  );
  const items = await repo.insertItems(
    trx,
    cart.items.map((item) => ({
      order_id: row.id,
      inventory_id: item.purchaseable.id,
      name: item.purchaseable.product.name,
      image_url: item.purchaseable.product.images[0]?.thumb_url ?? null,
      qty: item.qty,
      unit_price_cents: item.unit_price_cents,
      line_total_cents: item.line_total_cents,
    })),
  );
  await repo.insertHistory(trx, row.id, 'pending', stamp);
  const total = quoted.view.extra.total_cents;
  if (method === 'wallet') {
    if (!(await debitWallet(trx, payer.userId, total, `order:${String(row.id)}`, now))) {
      throw paymentError(messages.walletInsufficient);
    }
  }
  if (method !== 'cash') {
    await repo.insertPayment(trx, {
      order_id: row.id,
      provider: method === 'card' ? (hold ? providerOf(hold) : 'sandbox') : 'cash',
      kind: 'charge',
      reference: hold?.reference ?? `wallet:${String(row.id)}`,
      status: method === 'wallet' ? 'paid' : 'authorized',
      amount_cents: total,
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
  return { row, items };
}

export interface OrderToWrite {
  context: OrderContext;
  quoted: Quote;
  key: string;
  method: PlaceOrderBody['payment']['method'];
  hold: Hold | null;
}

function orderValues(
  stamp: string,
  { context, quoted, key, method, hold }: OrderToWrite,
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
    payment_status: method === 'wallet' ? 'paid' : 'pending',
    payment_method: method,
    card_brand: hold?.brand ?? null,
    card_last4: hold?.last4 ?? null,
    subtotal_cents: extra.subtotal_cents,
    discount_cents: extra.discount_cents,
    delivery_fee_cents: extra.delivery_fee_cents,
    // A wallet order is paid whole from the payer's wallet; part-payments aren't offered yet.
    wallet_applied_cents: method === 'wallet' ? extra.total_cents : 0,
    total_cents: extra.total_cents,
    currency: extra.currency,
    coupon_id: quoted.couponId,
    coupon_code: quoted.couponId === null ? null : (cart.coupon?.code ?? null),
    delivery_type: cart.delivery_type ?? 'delivery',
    delivery_date: quoted.slot.date,
    delivery_slot_id: quoted.slot.id,
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
  };
}

/**
 * Step (after commit): capture the hold. A failure leaves the order standing with its payment
 * pending, for the provider's webhook to settle; it never undoes the order.
 */
export async function capturePayment(
  {
    db,
    cardProvider,
    log,
    stamp,
  }: { db: Kysely<DB>; cardProvider: CardProvider; log: FastifyBaseLogger; stamp: string },
  hold: Hold,
  placed: PlacedOrder,
): Promise<PlacedOrder> {
  const orderId = placed.row.id;
  try {
    await cardProvider.capture(hold.reference);
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

function providerOf(hold: Hold): 'sandbox' | 'stripe' {
  return hold.reference.startsWith('pi_sandbox_') ? 'sandbox' : 'stripe';
}
