import { IDEMPOTENCY_KEY_MAX_LENGTH, type Order, type PlaceOrderBody } from '@canasta/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { type BlockedCart, blockForOrder, releaseCart } from '../cart/cart-checkout.service';
import type { CardProvider } from '../../providers/payments/card-provider';
import type { DeferredPaymentProvider } from '../../providers/payments/deferred-provider';
import {
  type BegunPayment,
  type PaymentDeps,
  afterOrderPlaced,
  asksBeforeOrder,
  captureHeldPayment,
} from '../payments/payments.service';
import {
  type PlacedOrder,
  abandonPayment,
  authorizePayment,
  reserveStock,
  writeOrder,
} from './order-placement.steps';
import type { OrderEventsBroadcast } from './order-events.broadcast';
import { type OrderContext, loadOrderContext, quote } from './order-quote.service';
import { loadEditRules } from './order-edits.view';
import { editableUntilOf, orderView } from './order-reads.service';
import { toOrder } from './order-view';
import * as repo from './orders.repository';

export interface OrderDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Null when cards are off (cash-only configuration). */
  cardProvider: CardProvider | null;
  /** OXXO and SPEI (decision 060); absent or null when they are off. */
  deferredProvider?: DeferredPaymentProvider | null;
  log: FastifyBaseLogger;
  /** Told when an order took stock, so cached listings don't show the old numbers. */
  catalogueChanges: CatalogueChanges;
  /** Told of every order placed, so the store's orders board shows it at once. */
  orderEvents: OrderEventsBroadcast;
  /** How long a duplicate request waits for the first one (10 s unless a test shortens it). */
  duplicateWaitMs?: number;
}

/** How long a duplicate request waits for the first one to finish before answering 409. */
const DUPLICATE_WAIT_MS = 10_000;
const DUPLICATE_POLL_MS = 50;

/**
 * Places an order from the caller's cart (DESIGN §5–§6, decision 012). The same
 * Idempotency-Key, or the same cart, always answers the same order; a duplicate that arrives
 * while the first is still being placed waits for it. Nothing is charged, taken from stock or
 * counted unless the order is written, and everything is written in one transaction.
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
  let cart: BlockedCart | null;
  for (;;) {
    const earlier = await earlierOrder(db, caller, key, body.cart_id);
    if (earlier) {
      const row = await captureHeldPayment(paymentDeps(deps), earlier, (id) =>
        repo.awaitsPicking(db, id),
      );
      return { order: await orderView(db, row), created: false };
    }
    cart = await blockOrFindOrder(db, caller, body.cart_id, clock());
    if (cart) break;
    if (Date.now() - started > (deps.duplicateWaitMs ?? DUPLICATE_WAIT_MS)) {
      throw new AppError('cart_blocked', messages.cartBlocked);
    }
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_POLL_MS));
  }
  let context: OrderContext;
  let placed: PlacedOrder;
  try {
    context = await loadOrderContext(db, caller, cart, clock());
    placed = await placeFromBlockedCart(deps, context, cart, key, body.payment);
  } catch (error) {
    await releaseCart(db, body.cart_id);
    throw error;
  }
  await deps.catalogueChanges.stockChanged(context.store.id);
  await deps.orderEvents.announce(context.store.id);
  const history = [{ status: placed.row.status, at: placed.row.created_at }];
  const { placer } = context.parties;
  const rules = await loadEditRules(db, [placed.row.store_id]);
  return {
    order: toOrder({
      ...placed,
      history,
      placedByName: placer.name,
      store: context.store,
      editableUntil: editableUntilOf(placed.row, rules),
      edits: [],
    }),
    created: true,
  };
}

/**
 * The placement's steps (order-placement.steps.ts), each undone if a later one fails:
 * a card is quoted and authorized first (the hold is for that total, less what the mentor's
 * wallet pays; nothing is held when it pays it all), then one transaction
 * re-quotes under the coupon's lock, refuses a total that moved away from the hold, takes
 * the stock, writes the order and, last, takes its place in the slot; after commit the hold is
 * captured, unless the order has weight lines: those wait for `picking/done` to capture what
 * they weighed. Cash and wallet orders hold nothing beforehand, so they are quoted once, in the
 * transaction.
 */
async function placeFromBlockedCart(
  deps: OrderDeps,
  context: OrderContext,
  cart: BlockedCart,
  key: string,
  payment: PlaceOrderBody['payment'],
): Promise<PlacedOrder> {
  const { db, clock } = deps;
  const payments = paymentDeps(deps);
  const now = clock();
  let begun: BegunPayment | null = null;
  if (asksBeforeOrder(payment.method)) {
    const quoted = await quote(db, now, context, cart, payment);
    begun = await authorizePayment(payments, payment, quoted, context, key);
  }
  let placed: PlacedOrder;
  try {
    placed = await retryOnTransientConflict(() =>
      db.transaction().execute(async (trx) => {
        const quoted = await quote(trx, now, context, cart, payment, { lock: true });
        if (begun && quoted.view.extra.total_cents !== begun.orderTotalCents) {
          throw new AppError('conflict', messages.orderTotalChanged);
        }
        await reserveStock(trx, quoted);
        return writeOrder(trx, now, {
          context,
          quoted,
          key,
          method: payment.method,
          begun,
          payments,
          tenderedCents: payment.cash_tendered_cents ?? null,
        });
      }),
    );
  } catch (error) {
    if (begun) await abandonPayment(payments, begun);
    throw error;
  }
  // A weighed order is charged what it weighs, when its picking is done (issue 25).
  if (!begun) return placed;
  const awaitsPicking = placed.items.some((item) => item.sold_by === 'weight');
  return { ...placed, ...(await afterOrderPlaced(payments, placed, awaitsPicking)) };
}

/** What the payments module needs of the order's dependencies. */
export function paymentDeps(deps: {
  db: Kysely<DB>;
  clock: Clock;
  cardProvider: CardProvider | null;
  deferredProvider?: DeferredPaymentProvider | null;
  log: PaymentDeps['log'];
}): PaymentDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    cardProvider: deps.cardProvider,
    deferredProvider: deps.deferredProvider ?? null,
  };
}

/**
 * An order this request already placed: the same key (for this cart only) or the same cart.
 * Whoever placed it sent the key and owned the cart, so it is looked up by its placer (the
 * order's user too, unless it was placed for a client, decision 019).
 */
async function earlierOrder(db: Kysely<DB>, caller: AuthUser, key: string, cartId: string) {
  const id = cartId.toLowerCase();
  const found = await repo.findOrdersByKeyOrCart(db, caller.id, key, id);
  const byKey = found.find(
    (row) => row.placed_by_user_id === caller.id && row.idempotency_key === key,
  );
  if (byKey) {
    if (byKey.cart_id !== id) throw new AppError('conflict', messages.idempotencyKeyReused);
    return byKey;
  }
  const byCart = found.find((row) => row.cart_id === id);
  return byCart && byCart.placed_by_user_id === caller.id ? byCart : undefined;
}

/**
 * Blocks the cart for this request: the blocked cart, or null while another request holds it.
 * A cart that vanished may have just become the order of the caller's own duplicate request (it
 * deletes the cart as it commits): null too, and the next look finds that order. Anyone else's
 * ordered cart is simply not found, at once: waiting would tell them it became an order.
 */
async function blockOrFindOrder(
  db: Kysely<DB>,
  caller: AuthUser,
  cartId: string,
  now: Date,
): Promise<BlockedCart | null> {
  try {
    return await blockForOrder(db, caller, cartId, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'cart_not_found') {
      const order = await repo.findOrderByCart(db, cartId.toLowerCase());
      if (order?.placed_by_user_id === caller.id) return null;
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
      if (attempt >= TRANSIENT_CONFLICT_ATTEMPTS || !isTransientConflict(error)) throw error;
    }
  }
}

function isTransientConflict(error: unknown): boolean {
  const code = error instanceof Object && 'code' in error ? error.code : undefined;
  return TRANSIENT_CONFLICT_CODES.has(String(code));
}

function checkKey(key: string | undefined): string {
  const value = key?.trim() ?? '';
  if (value === '' || value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\w.:-]+$/.test(value)) {
    throw new AppError('invalid_request', messages.idempotencyKeyMissing);
  }
  return value;
}
