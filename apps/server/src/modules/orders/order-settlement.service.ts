import {
  type AdminOrder,
  type CartTotals,
  type CouponTerms,
  type PricingLine,
  lineTotal,
  priceCart,
} from '@canasta/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, OrderItemRow, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import { returnStock, takeStock } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import type { AdminContext } from '../operators/admin-context';
import type { AfterCommit, PaymentDeps } from '../payments/payment-handler';
import { runAfterCommit, settleWeighedOrder } from '../payments/payments.service';
import { getAdminOrder } from './admin-orders.service';
import { recordOrderEvent } from './order-events.service';
import { noticeRecipients } from './order-notices';
import { orderNumber } from './order-number';
import { paymentDeps } from './order-placement.service';
import { checkPickable, lockStoreOrder, startPreparing } from './order-picking.service';
import type { AdvanceDeps } from './order-status.service';
import * as repo from './orders.repository';

/**
 * `picking/done` (issue 25): the order is settled once on what was picked and weighed. Its
 * totals come from the contract's `priceCart` over the picked quantities and the substitutes
 * taken (the coupon judged again on them, the delivery fee kept); the wallet's part shrinks
 * first when it weighed less; a card is charged the rest, never above its hold (the store
 * absorbs what is over); cash collects the final total. Stock moves by what was picked. Called
 * again, it answers the order as it is and changes nothing.
 */
export async function finishPicking(
  deps: Pick<AdvanceDeps, 'db' | 'clock' | 'cardProvider' | 'catalogueChanges' | 'orderEvents'> & {
    log: FastifyBaseLogger;
  },
  ctx: AdminContext,
  number: string,
): Promise<AdminOrder> {
  const { db, clock } = deps;
  const payments = paymentDeps(deps);
  const settled = await db.transaction().execute(async (trx) => {
    const now = clock();
    const stamp = now.toISOString();
    const order = await lockStoreOrder(trx, ctx.store.id, number, stamp);
    if (order.picking_done_at !== null) return null;
    checkPickable(order);
    const items = await applyLapsedAnswers(trx, await repo.listItems(trx, [order.id]), stamp);
    const status = await startPreparing(trx, ctx, order, now);
    const money = await settle(trx, payments, order, items, now);
    await moveStock(trx, items);
    for (const userId of noticeRecipients(order)) {
      await notify(trx, {
        userId,
        orderId: order.id,
        title: messages.orderWeighedTitle(order.number ?? orderNumber(order.id)),
        body: messages.orderWeighedBody(money.totals.totalCents, order.estimated_total_cents),
        now,
      });
    }
    await recordAudit(
      trx,
      ctx,
      {
        action: 'order.picking_done',
        entity: 'order',
        entityId: order.number ?? order.id,
        before: {
          status: order.status,
          total_cents: order.total_cents,
          wallet_applied_cents: order.wallet_applied_cents,
        },
        after: {
          status,
          total_cents: money.totals.totalCents,
          wallet_applied_cents: money.walletCents,
          card_cents: money.cardCents,
          store_absorbs_cents: money.absorbsCents,
        },
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
    });
    return { after: money.after };
  });
  if (settled) {
    try {
      await runAfterCommit(settled.after);
      await deps.catalogueChanges.stockChanged(ctx.store.id);
    } finally {
      await deps.orderEvents.announce(ctx.store.id);
    }
  }
  return getAdminOrder(db, ctx.store.id, number);
}

/**
 * Proposals whose answer window closed are applied as the shopper's silence means (`expired`:
 * the substitute is taken); one still open refuses the settlement (409), so `picking/done`
 * never depends on the timer.
 */
async function applyLapsedAnswers(
  trx: Kysely<DB>,
  items: OrderItemRow[],
  stamp: string,
): Promise<OrderItemRow[]> {
  const applied: OrderItemRow[] = [];
  for (const item of items) {
    if (item.substitute_state !== 'proposed') {
      applied.push(item);
      continue;
    }
    if (item.substitute_answer_by !== null && item.substitute_answer_by > stamp) {
      throw new AppError('conflict', messages.substituteAwaitingAnswer(item.name));
    }
    await repo.answerSubstitute(trx, item.id, 'expired');
    applied.push({ ...item, substitute_state: 'expired' });
  }
  return applied;
}

/** The substitute goes in the bag: accepted, agreed on the phone, or unanswered in time. */
export function substituteTaken(item: Pick<OrderItemRow, 'substitute_state'>): boolean {
  return item.substitute_state === 'accepted' || item.substitute_state === 'expired';
}

/** What was picked of a line: what was recorded, or (never recorded) what was ordered. */
function pickedOf(item: OrderItemRow): number {
  return item.picked_qty ?? item.qty;
}

interface Settlement {
  totals: CartTotals;
  walletCents: number;
  absorbsCents: number;
  cardCents: number | null;
  after: AfterCommit[];
}

async function settle(
  trx: Kysely<DB>,
  payments: PaymentDeps,
  order: OrderRow,
  items: OrderItemRow[],
  now: Date,
): Promise<Settlement> {
  const stamp = now.toISOString();
  const lines: PricingLine[] = items.flatMap((item) => {
    const picked: PricingLine = {
      soldBy: item.sold_by,
      qty: pickedOf(item),
      unitPriceCents: item.unit_price_cents,
      available: pickedOf(item) > 0,
    };
    const substitute =
      substituteTaken(item) && item.substitute_qty !== null
        ? [
            {
              soldBy: item.substitute_sold_by ?? 'unit',
              qty: item.substitute_qty,
              unitPriceCents: item.substitute_unit_price_cents ?? 0,
              available: true,
            },
          ]
        : [];
    return [picked, ...substitute];
  });
  const totals = priceCart({
    lines,
    coupon: await couponOnPicked(trx, order, lines),
    deliveryFeeCents: order.delivery_fee_cents,
  });
  const final = totals.totalCents;
  // The wallet, the card and cash settle on the final total (payments module, decision 059).
  const money = await settleWeighedOrder(trx, payments, order, final);
  for (const item of items) {
    await repo.updateItem(trx, item.id, {
      picked_qty: pickedOf(item),
      line_total_cents: lineTotal({
        soldBy: item.sold_by,
        qty: pickedOf(item),
        unitPriceCents: item.unit_price_cents,
      }),
    });
  }
  await repo.updateOrder(trx, order.id, {
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    delivery_fee_cents: totals.deliveryFeeCents,
    total_cents: final,
    wallet_applied_cents: money.walletCents,
    store_absorbs_cents: money.absorbsCents,
    picking_done_at: stamp,
  });
  return {
    totals,
    walletCents: money.walletCents,
    absorbsCents: money.absorbsCents,
    cardCents: money.cardCents,
    after: money.after,
  };
}

/** The order's coupon, judged again on what was picked: its minimum must still be reached. */
async function couponOnPicked(
  trx: Kysely<DB>,
  order: OrderRow,
  lines: readonly PricingLine[],
): Promise<CouponTerms | null> {
  if (order.coupon_id === null) return null;
  const terms = await repo.findCouponTerms(trx, order.coupon_id);
  if (!terms) return null;
  const { subtotalCents } = priceCart({ lines, coupon: null, deliveryFeeCents: 0 });
  return subtotalCents >= terms.min_subtotal_cents
    ? { kind: terms.kind, value: terms.value }
    : null;
}

/**
 * Stock follows what was picked: the ordered units or grams not picked go back, grams weighed
 * over the order are taken, and so is each substitute taken. Offers in id order, as placement
 * takes them, so settlements and orders can't deadlock. What the shelf gave is a fact: when the
 * count says fewer are left, the count was wrong, and nothing is refused for it.
 */
async function moveStock(trx: Kysely<DB>, items: readonly OrderItemRow[]): Promise<void> {
  const delta = new Map<number, number>();
  const add = (offerId: number, qty: number) => delta.set(offerId, (delta.get(offerId) ?? 0) + qty);
  for (const item of items) {
    add(item.inventory_id, item.qty - pickedOf(item));
    if (substituteTaken(item) && item.substitute_inventory_id !== null) {
      add(item.substitute_inventory_id, -(item.substitute_qty ?? 0));
    }
  }
  for (const [offerId, back] of [...delta].sort(([a], [b]) => a - b)) {
    if (back > 0) await returnStock(trx, offerId, back);
    else if (back < 0) await takeStock(trx, offerId, -back);
  }
}
