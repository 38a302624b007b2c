import {
  type Address,
  AddressSnapshotSchema,
  type CartResponse,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type Order,
  type OrderPage,
  type OrderStatus,
  type PageQuery,
  type PlaceOrderBody,
  type Store,
  maxQtyFor,
  pageMeta,
} from '@canasta/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { findUserAddress } from '../addresses/addresses.service';
import type { AuthUser } from '../auth/session.service';
import * as carts from '../cart/cart.service';
import { getStore, returnStock, takeStock } from '../catalogue/catalogue.service';
import { zoneFor } from '../coverage/coverage.service';
import { findSlot, holdSlot } from '../delivery/delivery.service';
import { notify } from '../notifications/notifications.service';
import type { Authorization, CardProvider } from '../payments/card-provider';
import { getSettings } from '../settings/settings.service';
import { creditWallet, debitWallet } from '../wallet/wallet.service';
import { describeSlot, statusNotice } from './order-notices';
import * as repo from './orders.repository';

export interface OrderDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Null when cards are off (cash-only configuration). */
  cardProvider: CardProvider | null;
  log: FastifyBaseLogger;
  /** How long a duplicate request waits for the first one (10 s unless a test shortens it). */
  duplicateWaitMs?: number;
}

/** How long a duplicate request waits for the first one to finish before answering 409. */
const DUPLICATE_WAIT_MS = 10_000;
const DUPLICATE_POLL_MS = 50;

type Approved = Extract<Authorization, { approved: true }>;

/**
 * Places an order from the caller's cart (DESIGN §5–§6). The same Idempotency-Key, or the same
 * cart, always answers the same order; a duplicate that arrives while the first is still being
 * placed waits for it. Nothing is charged, taken from stock or counted unless the order is
 * written, and everything is written in one transaction.
 */
export async function placeOrder(
  deps: OrderDeps,
  caller: AuthUser,
  idempotencyKey: string | undefined,
  body: PlaceOrderBody,
): Promise<{ order: Order; created: boolean }> {
  const { db, clock } = deps;
  const key = checkKey(idempotencyKey);
  const started = Date.now();
  for (;;) {
    const earlier = await earlierOrder(db, caller, key, body.cart_id);
    if (earlier) return { order: await orderView(db, earlier), created: false };
    if (await blockOrFindOrder(db, caller, body.cart_id, clock())) break;
    if (Date.now() - started > (deps.duplicateWaitMs ?? DUPLICATE_WAIT_MS)) {
      throw new AppError('cart_blocked', messages.cartBlocked);
    }
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_POLL_MS));
  }
  try {
    const orderId = await placeFromBlockedCart(deps, caller, key, body);
    return { order: await orderView(db, await mustFind(db, orderId)), created: true };
  } catch (error) {
    await carts.releaseCart(db, body.cart_id);
    throw error;
  }
}

async function placeFromBlockedCart(
  { db, clock, cardProvider, log }: OrderDeps,
  caller: AuthUser,
  key: string,
  body: PlaceOrderBody,
): Promise<number> {
  const now = clock();
  const method = body.payment.method;
  const first = await quote(db, now, caller, body);

  let hold: Approved | null = null;
  if (method === 'card') {
    if (!cardProvider) throw paymentError(messages.paymentMethodUnavailable);
    if (!body.payment.card_token)
      throw paymentError(messages.cardTokenMissing, 'payment.card_token');
    const result = await cardProvider
      .authorize({
        amountCents: first.view.extra.total_cents,
        currency: first.view.extra.currency,
        token: body.payment.card_token,
        idempotencyKey: `order-${String(caller.id)}-${key}`,
        description: `${first.store.name} · ${caller.id}`,
      })
      .catch((error: unknown) => {
        throw new AppError('service_unavailable', messages.cardProviderUnavailable, {
          cause: error,
        });
      });
    if (!result.approved) throw new AppError('payment_declined', result.message);
    hold = result;
  }

  let orderId: number;
  try {
    orderId = await retryOnTransientConflict(() =>
      db.transaction().execute(async (trx) => {
        const final = await quote(trx, now, caller, body, { lock: true });
        if (hold && final.view.extra.total_cents !== first.view.extra.total_cents) {
          throw new AppError('conflict', messages.orderTotalChanged);
        }
        return writeOrder(trx, now, caller, key, body, final, hold);
      }),
    );
  } catch (error) {
    if (hold && cardProvider) {
      await cardProvider.void(hold.reference).catch((voidError: unknown) => {
        log.error({ err: voidError, reference: hold.reference }, 'card hold could not be voided');
      });
    }
    throw error;
  }

  if (hold && cardProvider) {
    try {
      await cardProvider.capture(hold.reference);
      await db.transaction().execute(async (trx) => {
        await repo.updateCharge(trx, orderId, {
          status: 'paid',
          updated_at: clock().toISOString(),
        });
        await repo.updateOrder(trx, orderId, { payment_status: 'paid' });
      });
    } catch (error) {
      // The order stands with its payment pending; the provider's webhook settles it.
      log.error({ err: error, orderId }, 'card capture failed after the order was placed');
    }
  }
  return orderId;
}

interface Quote {
  view: CartResponse;
  couponId: number | null;
  store: Store;
  address: Address | null;
  zoneName: string | null;
  slot: { id: number; date: string; start: string; end: string };
}

/**
 * Everything an order needs, checked: lines that can still be bought, a delivery type and an
 * open slot, a covered address for home delivery, a coupon that still applies, the minimum
 * order, and a payment method the shop takes. Each refusal has its own Spanish message.
 */
async function quote(
  db: Kysely<DB>,
  now: Date,
  caller: AuthUser,
  body: PlaceOrderBody,
  { lock = false }: { lock?: boolean } = {},
): Promise<Quote> {
  const { view, couponId } = await carts.cartForOrder(db, body.cart_id, now, { lock });
  const { cart, extra } = view;
  if (cart.user_id !== caller.id) throw new AppError('cart_not_found', messages.cartNotFound);
  if (cart.items.length === 0) throw invalid('cart', messages.orderCartEmpty);

  const short = cart.items.filter((item) => item.qty > maxQtyFor(item.purchaseable));
  if (short.length > 0) {
    throw new AppError(
      'conflict',
      messages.orderStockGone(short.map((i) => i.purchaseable.product.name)),
      {
        details: {
          items: short.map((item) => ({
            purchaseable_id: item.purchaseable.id,
            available: maxQtyFor(item.purchaseable),
          })),
        },
      },
    );
  }

  const store = await getStore(db, String(cart.store_id));
  if (!cart.delivery_type) throw invalid('delivery_type', messages.deliveryTypeMissing);
  if (!store.delivery_types.includes(cart.delivery_type)) {
    throw invalid('delivery_type', messages.deliveryTypeNotOffered(cart.delivery_type));
  }
  if (!cart.delivery_date || cart.delivery_slot_id === null) {
    throw invalid('delivery_slot_id', messages.deliverySlotMissing);
  }
  if (lock) await holdSlot(db, cart.delivery_slot_id);
  const slot = await findSlot(
    db,
    now,
    store.id,
    cart.delivery_type,
    cart.delivery_date,
    cart.delivery_slot_id,
  );
  if (!slot) throw invalid('delivery_slot_id', messages.deliverySlotNotOffered);
  if (!slot.available) {
    throw invalid(
      'delivery_slot_id',
      slot.remaining === 0 ? messages.deliverySlotFull : messages.deliverySlotPast,
    );
  }

  let address: Address | null = null;
  let zoneName: string | null = null;
  if (cart.delivery_type === 'delivery') {
    if (cart.address_id === null) throw invalid('address_id', messages.orderAddressMissing);
    address = (await findUserAddress(db, caller.id, cart.address_id)) ?? null;
    if (!address) throw invalid('address_id', messages.orderAddressMissing);
    const zone = await zoneFor(db, store.id, address);
    if (!zone) throw invalid('address_id', messages.addressNotCovered(store.name));
    zoneName = zone.name;
    if (extra.subtotal_cents < extra.min_order_cents) {
      throw invalid(
        'cart',
        messages.orderBelowMinimum(
          extra.min_order_cents,
          extra.min_order_cents - extra.subtotal_cents,
        ),
      );
    }
  }

  if (cart.coupon && !cart.coupon.applied) {
    throw invalid('coupon', cart.coupon.message ?? messages.orderCouponInvalid);
  }

  const settings = await getSettings(db);
  if (!settings.payment_methods.includes(body.payment.method)) {
    throw paymentError(messages.paymentMethodUnavailable);
  }
  if (body.payment.method === 'wallet' && !caller.isMentor) {
    throw paymentError(messages.walletMentorsOnly);
  }
  return {
    view,
    couponId: cart.coupon?.applied ? couponId : null,
    store,
    address,
    zoneName,
    slot: { id: slot.id, date: cart.delivery_date, start: slot.start, end: slot.end },
  };
}

async function writeOrder(
  trx: Kysely<DB>,
  now: Date,
  caller: AuthUser,
  key: string,
  body: PlaceOrderBody,
  q: Quote,
  hold: Approved | null,
): Promise<number> {
  const { cart, extra } = q.view;
  const stamp = now.toISOString();
  // Rows are always locked in offer-id order, so two orders sharing offers can't deadlock.
  const byOffer = [...cart.items].sort((a, b) => a.purchaseable.id - b.purchaseable.id);
  for (const item of byOffer) {
    if (!(await takeStock(trx, item.purchaseable.id, item.qty))) {
      throw new AppError('conflict', messages.orderStockGone([item.purchaseable.product.name]), {
        details: { items: [{ purchaseable_id: item.purchaseable.id, available: 0 }] },
      });
    }
  }
  const method = body.payment.method;
  const orderId = await repo.insertOrder(trx, {
    user_id: caller.id,
    placed_by_user_id: caller.id,
    store_id: q.store.id,
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
    wallet_applied_cents: method === 'wallet' ? extra.total_cents : 0,
    total_cents: extra.total_cents,
    currency: extra.currency,
    coupon_id: q.couponId,
    coupon_code: q.couponId === null ? null : (cart.coupon?.code ?? null),
    delivery_type: cart.delivery_type ?? 'delivery',
    delivery_date: q.slot.date,
    delivery_slot_id: q.slot.id,
    delivery_slot_start: q.slot.start,
    delivery_slot_end: q.slot.end,
    zone_name: q.zoneName,
    address: q.address ? JSON.stringify(snapshotOf(q.address)) : null,
    client: null,
    notes: cart.notes,
    created_at: stamp,
    updated_at: stamp,
  });
  await repo.insertItems(
    trx,
    cart.items.map((item) => ({
      order_id: orderId,
      inventory_id: item.purchaseable.id,
      name: item.purchaseable.product.name,
      image_url: item.purchaseable.product.images[0]?.thumb_url ?? null,
      qty: item.qty,
      unit_price_cents: item.unit_price_cents,
      line_total_cents: item.line_total_cents,
    })),
  );
  await repo.insertHistory(trx, orderId, 'pending', stamp);
  if (method === 'wallet') {
    if (!(await debitWallet(trx, caller.id, extra.total_cents, `order:${String(orderId)}`, now))) {
      throw paymentError(messages.walletInsufficient);
    }
  }
  if (method !== 'cash') {
    await repo.insertPayment(trx, {
      order_id: orderId,
      provider: method === 'card' ? (hold ? providerOf(hold) : 'sandbox') : 'cash',
      kind: 'charge',
      reference: hold?.reference ?? `wallet:${String(orderId)}`,
      status: method === 'wallet' ? 'paid' : 'authorized',
      amount_cents: extra.total_cents,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  if (q.couponId !== null) await carts.redeemCoupon(trx, q.couponId, caller.id, now);
  const number = String(100000 + orderId);
  await notify(trx, {
    userId: caller.id,
    orderId,
    title: messages.orderPlacedTitle(number),
    body: messages.orderPlacedBody(describeSlot(cart.delivery_type ?? 'delivery', q.slot)),
    now,
  });
  await carts.consumeCart(trx, cart.id);
  return orderId;
}

function providerOf(hold: Approved): 'sandbox' | 'stripe' {
  return hold.reference.startsWith('pi_sandbox_') ? 'sandbox' : 'stripe';
}

// Reading orders

export async function listOrders(
  db: Kysely<DB>,
  user: AuthUser,
  page: PageQuery,
): Promise<OrderPage> {
  const [rows, total] = await Promise.all([
    repo.listOrders(db, user.id, page.per_page, (page.page - 1) * page.per_page),
    repo.countOrders(db, user.id),
  ]);
  return { data: await orderViews(db, rows), meta: pageMeta(page.page, page.per_page, total) };
}

/** The order for its customer or whoever placed it; anyone else gets 404. */
export async function getOrder(db: Kysely<DB>, user: AuthUser, id: number): Promise<Order> {
  const row = await repo.findOrderById(db, id);
  if (!row || (row.user_id !== user.id && row.placed_by_user_id !== user.id)) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  return orderView(db, row);
}

// Moving an order along (operators)

export interface AdvanceDeps {
  db: Kysely<DB>;
  clock: Clock;
  cardProvider: CardProvider | null;
}

/**
 * Moves an order to its next status (DESIGN §5), writing the history and a notification.
 * Cancelling returns the stock and refunds what was paid by card or wallet; a cash order
 * delivered counts as paid.
 */
export async function advanceOrder(
  { db, clock, cardProvider }: AdvanceDeps,
  number: string,
  status: OrderStatus,
): Promise<Order> {
  const found = await repo.findOrderByNumber(db, number);
  if (!found) throw new AppError('order_not_found', messages.orderNotFound);
  const settlement = await db.transaction().execute(async (trx) => {
    const now = clock();
    const order = await repo.lockOrder(trx, found.id, now.toISOString());
    if (!order) throw new AppError('order_not_found', messages.orderNotFound);
    if (!canMove(order, status)) {
      throw new AppError(
        'conflict',
        messages.orderTransitionRefused(
          ORDER_STATUS_LABELS[order.status],
          ORDER_STATUS_LABELS[status],
        ),
      );
    }
    const stamp = now.toISOString();
    await repo.updateOrder(trx, order.id, {
      status,
      ...(status === 'delivered' && order.payment_method === 'cash'
        ? { payment_status: 'paid' }
        : {}),
    });
    await repo.insertHistory(trx, order.id, status, stamp);
    let settlement: CardSettlement | null = null;
    if (status === 'cancelled') {
      const items = await repo.listItems(trx, [order.id]);
      // Offer-id order, as placement takes them, so a cancel and an order can't deadlock.
      for (const item of items.sort((a, b) => a.inventory_id - b.inventory_id)) {
        await returnStock(trx, item.inventory_id, item.qty);
      }
      if (order.payment_status === 'paid' && order.payment_method === 'wallet') {
        await creditWallet(
          trx,
          order.user_id,
          order.total_cents,
          `refund:${String(order.id)}`,
          now,
        );
        await repo.updateOrder(trx, order.id, { payment_status: 'refunded' });
      }
      const charge = await repo.findCharge(trx, order.id);
      if (order.payment_method === 'card' && charge?.reference) {
        settlement = {
          orderId: order.id,
          reference: charge.reference,
          // A captured charge is refunded; a hold that was never captured is released.
          refundCents: order.payment_status === 'paid' ? order.total_cents : 0,
        };
        if (settlement.refundCents === 0) {
          await repo.updateCharge(trx, order.id, { status: 'voided', updated_at: stamp });
        }
      }
    }
    await notify(trx, {
      userId: order.user_id,
      orderId: order.id,
      ...statusNotice(order, status),
      now,
    });
    return settlement;
  });
  if (settlement && cardProvider)
    await settleCancelledCard({ db, clock, cardProvider }, settlement);
  return orderView(db, await mustFind(db, found.id));
}

interface CardSettlement {
  orderId: number;
  reference: string;
  refundCents: number;
}

async function settleCancelledCard(
  { db, clock, cardProvider }: AdvanceDeps & { cardProvider: CardProvider },
  settlement: CardSettlement,
) {
  if (settlement.refundCents === 0) {
    await cardProvider.void(settlement.reference);
    return;
  }
  const { reference } = await cardProvider.refund(settlement.reference, settlement.refundCents);
  const stamp = clock().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.insertPayment(trx, {
      order_id: settlement.orderId,
      provider: cardProvider.name,
      kind: 'refund',
      reference,
      status: 'refunded',
      amount_cents: settlement.refundCents,
      created_at: stamp,
      updated_at: stamp,
    });
    await repo.updateCharge(trx, settlement.orderId, { status: 'refunded', updated_at: stamp });
    await repo.updateOrder(trx, settlement.orderId, { payment_status: 'refunded' });
  });
}

function canMove(order: OrderRow, status: OrderStatus): boolean {
  if (!ORDER_TRANSITIONS[order.status].includes(status)) return false;
  if (status === 'on_the_way') return order.delivery_type === 'delivery';
  if (status === 'ready_for_pickup') return order.delivery_type === 'pickup';
  return true;
}

// Payments settled by the provider (webhooks)

/**
 * Applies the provider's current view of a payment (re-read from the provider, never taken
 * from the event) to its order.
 */
async function applyProviderPayment(
  db: Kysely<DB>,
  provider: CardProvider,
  reference: string,
  now: Date,
): Promise<void> {
  const charge = await repo.findChargeByReference(db, provider.name, reference);
  if (!charge) return;
  const status = await provider.retrieve(reference);
  const paymentStatus =
    status === 'paid'
      ? 'paid'
      : status === 'refunded'
        ? 'refunded'
        : status === 'failed'
          ? 'failed'
          : null;
  if (!paymentStatus) return;
  await db.transaction().execute(async (trx) => {
    await repo.updateCharge(trx, charge.order_id, {
      status: paymentStatus,
      updated_at: now.toISOString(),
    });
    await repo.updateOrder(trx, charge.order_id, { payment_status: paymentStatus });
  });
}

/**
 * A provider's webhook event, handled once: recorded, then the payment it names is re-read and
 * applied. If applying fails the record goes, so the provider's retry is handled again.
 */
export async function handleProviderEvent(
  db: Kysely<DB>,
  provider: CardProvider,
  event: { eventId: string; type: string; reference: string | null; now: Date },
): Promise<void> {
  const fresh = await repo.recordPaymentEvent(db, {
    provider: provider.name,
    eventId: event.eventId,
    type: event.type,
    now: event.now.toISOString(),
  });
  if (!fresh || !event.reference) return;
  try {
    await applyProviderPayment(db, provider, event.reference, event.now);
  } catch (error) {
    await repo.deletePaymentEvent(db, provider.name, event.eventId);
    throw error;
  }
}

// Views

async function orderView(db: Kysely<DB>, row: OrderRow): Promise<Order> {
  const [order] = await orderViews(db, [row]);
  if (!order) throw new AppError('order_not_found', messages.orderNotFound);
  return order;
}

async function orderViews(db: Kysely<DB>, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, history, names] = await Promise.all([
    repo.listItems(db, ids),
    repo.listHistory(db, ids),
    repo.findUserNames(db, [...new Set(rows.map((row) => row.placed_by_user_id))]),
  ]);
  const stores = new Map<number, Store>();
  for (const storeId of new Set(rows.map((row) => row.store_id))) {
    stores.set(storeId, await getStore(db, String(storeId)));
  }
  return rows.map((row) => {
    const store = stores.get(row.store_id);
    if (!store) throw new AppError('store_not_found', messages.storeNotFound);
    return {
      id: row.id,
      number: row.number ?? String(100000 + row.id),
      status: row.status,
      payment_status: row.payment_status,
      payment_method: row.payment_method,
      card:
        row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      store: { id: store.id, slug: store.slug, name: store.name, address: store.address },
      items: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          purchaseable_id: item.inventory_id,
          name: item.name,
          image_url: item.image_url,
          qty: item.qty,
          unit_price_cents: item.unit_price_cents,
          line_total_cents: item.line_total_cents,
        })),
      subtotal_cents: row.subtotal_cents,
      discount_cents: row.discount_cents,
      delivery_fee_cents: row.delivery_fee_cents,
      wallet_applied_cents: row.wallet_applied_cents,
      total_cents: row.total_cents,
      currency: row.currency,
      coupon_code: row.coupon_code,
      delivery_type: row.delivery_type,
      delivery_date: row.delivery_date,
      delivery_slot: {
        id: row.delivery_slot_id,
        start: row.delivery_slot_start,
        end: row.delivery_slot_end,
      },
      address: row.address ? (JSON.parse(row.address) as Order['address']) : null,
      client: row.client ? (JSON.parse(row.client) as Order['client']) : null,
      placed_by: {
        id: row.placed_by_user_id,
        name: names.find((user) => user.id === row.placed_by_user_id)?.name ?? '',
      },
      notes: row.notes,
      status_history: history
        .filter((entry) => entry.order_id === row.id)
        .map((entry) => ({ status: entry.status, at: entry.at })),
      created_at: row.created_at,
    };
  });
}

function snapshotOf(address: Address): NonNullable<Order['address']> {
  return AddressSnapshotSchema.parse(address);
}

// Helpers

async function earlierOrder(db: Kysely<DB>, caller: AuthUser, key: string, cartId: string) {
  const byKey = await repo.findOrderByKey(db, caller.id, key);
  if (byKey) {
    if (byKey.cart_id !== cartId.toLowerCase()) {
      throw new AppError('conflict', messages.idempotencyKeyReused);
    }
    return byKey;
  }
  const byCart = await repo.findOrderByCart(db, cartId.toLowerCase());
  return byCart && byCart.user_id === caller.id ? byCart : undefined;
}

/**
 * Blocks the cart for this request. A cart that vanished may have just become the order of a
 * duplicate request (it deletes the cart as it commits): the loop then finds that order.
 */
async function blockOrFindOrder(db: Kysely<DB>, caller: AuthUser, cartId: string, now: Date) {
  try {
    return await carts.blockForOrder(db, caller, cartId, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'cart_not_found') {
      if (await repo.findOrderByCart(db, cartId.toLowerCase())) return false;
    }
    throw error;
  }
}

/** PostgreSQL's deadlock and serialization failures: the whole transaction may simply run again. */
const TRANSIENT_CONFLICT_CODES = new Set(['40P01', '40001']);
const TRANSIENT_CONFLICT_ATTEMPTS = 3;

async function retryOnTransientConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= TRANSIENT_CONFLICT_ATTEMPTS || !TRANSIENT_CONFLICT_CODES.has(String(code))) {
        throw error;
      }
    }
  }
}

async function mustFind(db: Kysely<DB>, id: number): Promise<OrderRow> {
  const row = await repo.findOrderById(db, id);
  if (!row) throw new AppError('order_not_found', messages.orderNotFound);
  return row;
}

function checkKey(key: string | undefined): string {
  const value = key?.trim() ?? '';
  if (value === '' || value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\w.:-]+$/.test(value)) {
    throw new AppError('invalid_request', messages.idempotencyKeyMissing);
  }
  return value;
}

function invalid(field: string, message: string) {
  return new AppError('validation_failed', message, { errors: { [field]: [message] } });
}

function paymentError(message: string, field = 'payment.method') {
  return invalid(field, message);
}
