import {
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type PaymentStatus,
  nextOrderStatuses,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { CardProvider } from '../../providers/payments/card-provider';
import type { DeferredPaymentProvider } from '../../providers/payments/deferred-provider';
import { recordAudit } from '../audit/audit.service';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { getStore, returnStock } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import type { AdminContext } from '../operators/admin-context';
import { resolveAdminAccess } from '../operators/operators.service';
import type { AfterCommit, PaymentDeps, PaymentLog } from '../payments/payment-handler';
import {
  awaitsDeferredPayment,
  cancelOrderPayments,
  collectOrderPayments,
  runAfterCommit,
} from '../payments/payments.service';
import { creditMentorCommission } from './order-commission';
import type { OrderEventsBroadcast } from './order-events.broadcast';
import { recordOrderEvent } from './order-events.service';
import { noticeRecipients, statusNotice } from './order-notices';
import { orderById } from './order-reads.service';
import { paymentDeps } from './order-placement.service';
import * as repo from './orders.repository';

/**
 * Moving an order along its lifecycle, with what cancelling gives back. There is one way to move
 * an order, `moveOrder`, whoever asks: an operator on the console, the shared token on
 * `/api/ops`, the command line (both "sistema"), or the order's customer cancelling it while it
 * is still pending (decision 052).
 */

/**
 * Who moves an order, and in which store: what the audit entry and the history row record. An
 * operator's context (decision 040), or one built for the customer who cancels their order.
 */
export type MoveContext = Pick<AdminContext, 'store' | 'actor' | 'requestId'>;

export interface AdvanceDeps {
  db: Kysely<DB>;
  clock: Clock;
  cardProvider: CardProvider | null;
  /** OXXO and SPEI (decision 060); absent or null when they are off. */
  deferredProvider?: DeferredPaymentProvider | null;
  /** Where a provider call that failed after the commit is logged (the console when absent). */
  log?: PaymentLog;
  /** Told when a cancellation gave stock back, so cached listings show it. */
  catalogueChanges: Pick<CatalogueChanges, 'stockChanged'>;
  /** Told after each move, so the orders board's live streams show it. */
  orderEvents: Pick<OrderEventsBroadcast, 'announce'>;
}

export interface OrderMove {
  status: OrderStatus;
  /** Why (required from the console to cancel; the customer is told it). */
  reason: string | null;
  /**
   * Set when the order's customer moves it (decision 052): only from these statuses, else 409
   * with `refused`'s message; a move to the status the order already has is answered as done,
   * changing nothing, so a double tap or a retry after a lost answer is harmless.
   */
  byCustomer?: { from: readonly OrderStatus[]; refused: (label: string) => string };
}

/**
 * Moves one of the context's store's orders to a next status (DESIGN §5, `nextOrderStatuses`),
 * in one transaction with the order row locked, so two moves of one order run one after the
 * other and the second is judged on what the first left (a 409 when it no longer applies).
 * Written together: the status, the history row naming the actor and the reason, the customer's
 * and placer's notifications, exactly one audit entry (`order.status`) and the store's order
 * event. Cancelling returns the stock and the wallet's part and voids or refunds the card; a
 * cash order delivered counts as paid, and a mentor's order for a client earns its commission.
 * Another store's order, or none, is 404. Answers the order's id.
 */
export async function moveOrder(
  deps: AdvanceDeps,
  ctx: MoveContext,
  number: string,
  move: OrderMove,
): Promise<number> {
  const { db, clock, catalogueChanges, orderEvents } = deps;
  const payments = paymentDeps({ ...deps, log: deps.log ?? console });
  const found = await repo.findOrderByNumber(db, number);
  if (!found || found.store_id !== ctx.store.id) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  const { status, reason, byCustomer } = move;
  if (byCustomer && found.status === status) return found.id;
  const moved = await db.transaction().execute(async (trx) => {
    const now = clock();
    const stamp = now.toISOString();
    const order = await repo.lockOrder(trx, found.id, stamp);
    if (!order) throw new AppError('order_not_found', messages.orderNotFound);
    if (byCustomer) {
      // Judged on the locked row: a tap racing the first one finds it already moved.
      if (order.status === status) return null;
      if (!byCustomer.from.includes(order.status)) {
        throw new AppError('conflict', byCustomer.refused(ORDER_STATUS_LABELS[order.status]));
      }
    }
    if (!nextOrderStatuses(order.status, order.delivery_type).includes(status)) {
      throw new AppError(
        'conflict',
        messages.orderTransitionRefused(
          ORDER_STATUS_LABELS[order.status],
          ORDER_STATUS_LABELS[status],
        ),
      );
    }
    if (PAST_PICKING.includes(status) && (await waitsForPicking(trx, order))) {
      throw new AppError('conflict', messages.pickingWaitsForWeighing);
    }
    if (status === 'confirmed' && (await awaitsDeferredPayment(trx, order))) {
      throw new AppError('conflict', messages.deferredPaymentAwaited);
    }
    // Cancelling gives back before the status is written: the status's trigger gives the slot's
    // place back, and placement takes its place after the stock and the wallet, so taking them
    // in the same order here means a cancel and an order can't deadlock.
    const given = status === 'cancelled' ? await cancel(trx, payments, order) : null;
    // Delivered: what the courier or the counter collects (cash) is paid.
    const collected =
      status === 'delivered' ? await collectOrderPayments(trx, payments, order) : null;
    await repo.updateOrder(trx, order.id, { status });
    if (status === 'delivered') await creditMentorCommission(trx, order, now);
    await recordStatusChange(trx, { order, status, actor: ctx.actor, reason, now });
    const paymentStatus = given?.paymentStatus ?? collected ?? order.payment_status;
    await recordAudit(
      trx,
      ctx,
      {
        action: 'order.status',
        entity: 'order',
        entityId: order.number ?? order.id,
        before: { status: order.status, payment_status: order.payment_status },
        // As the move leaves it: a card's refund is settled with the provider just after.
        after: { status, payment_status: paymentStatus, reason },
      },
      now,
    );
    // Last: on PostgreSQL it holds the store's feed lock until the commit.
    await recordOrderEvent(trx, {
      storeId: order.store_id,
      orderId: order.id,
      kind: 'status',
      status,
      now,
      byCustomer: Boolean(byCustomer),
    });
    return { after: given?.after ?? [] };
  });
  if (!moved) return found.id;
  try {
    if (status === 'cancelled') await catalogueChanges.stockChanged(found.store_id);
    // The card's void or refund, once the cancellation is committed.
    await runAfterCommit(moved.after);
  } finally {
    // After the refund, so the board's streams read the order as it ends up.
    await orderEvents.announce(found.store_id);
  }
  return found.id;
}

/**
 * In a move's transaction, once the order row has its new status: the history row naming the
 * actor and the reason, and the customer's and placer's notices (a cancellation says its reason).
 * `moveOrder` writes it, and so does picking when it starts preparing a confirmed order.
 */
export async function recordStatusChange(
  trx: Kysely<DB>,
  change: {
    order: OrderRow;
    status: OrderStatus;
    actor: MoveContext['actor'];
    reason: string | null;
    now: Date;
  },
): Promise<void> {
  const { order, status, actor, reason, now } = change;
  await repo.insertHistory(trx, order.id, status, now.toISOString(), {
    userId: actor.user_id,
    name: actor.name,
    reason,
  });
  const notice = statusNotice(order, status);
  const body =
    status === 'cancelled' && reason ? messages.orderCancelledWithReason(reason) : notice.body;
  for (const userId of noticeRecipients(order)) {
    await notify(trx, { userId, orderId: order.id, title: notice.title, body, now });
  }
}

/**
 * `/api/ops` and `npm run ops -- order:advance`: the shared token moves any store's order, as
 * "sistema" (decision 040), through `moveOrder`. `requestId` ties the audit entry to the request
 * (`cli` on the command line).
 */
export async function advanceOrder(
  deps: AdvanceDeps,
  number: string,
  status: OrderStatus,
  requestId: string,
): Promise<Order> {
  const found = await repo.findOrderByNumber(deps.db, number);
  if (!found) throw new AppError('order_not_found', messages.orderNotFound);
  const store = await getStore(deps.db, String(found.store_id));
  const ctx = await resolveAdminAccess(deps.db, { kind: 'system' }, store.slug, requestId);
  const id = await moveOrder(deps, ctx, number, { status, reason: null });
  return orderById(deps.db, id);
}

/** Statuses an order reaches only once it is picked: its money is known by then (issue 25). */
const PAST_PICKING: readonly OrderStatus[] = ['on_the_way', 'ready_for_pickup', 'delivered'];

/** An order whose picking has begun, or whose weight lines wait for the scale, and isn't done. */
async function waitsForPicking(trx: Kysely<DB>, order: OrderRow): Promise<boolean> {
  if (order.picking_done_at !== null) return false;
  return order.picking_started_at !== null || repo.awaitsPicking(trx, order.id);
}

/**
 * Gives back what a cancelled order took: its stock, and every payment record's money (the
 * payments module: a wallet part credited, a hold voided, a charge refunded after the commit).
 * Its place in the delivery slot comes back with its status (the slot counter's trigger).
 */
async function cancel(
  trx: Kysely<DB>,
  payments: PaymentDeps,
  order: OrderRow,
): Promise<{ after: AfterCommit[]; paymentStatus: PaymentStatus }> {
  // Picking moves an order to preparing, past cancelling: what it ordered is what it holds.
  const items = await repo.listItems(trx, [order.id]);
  // Offer-id order, as placement takes them, so a cancel and an order can't deadlock.
  for (const item of items.sort((a, b) => a.inventory_id - b.inventory_id)) {
    await returnStock(trx, item.inventory_id, item.qty);
  }
  return cancelOrderPayments(trx, payments, order);
}
