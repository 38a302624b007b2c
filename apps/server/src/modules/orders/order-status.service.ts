import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type Order,
  type OrderStatus,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { CardProvider } from '../../providers/payments/card-provider';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { returnStock } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import { refundOrder } from '../wallet/wallet.service';
import { creditMentorCommission } from './order-commission';
import { noticeRecipients, statusNotice } from './order-notices';
import { orderById } from './order-reads.service';
import * as repo from './orders.repository';

/** Moving an order along its lifecycle (operators), with what cancelling gives back. */

export interface AdvanceDeps {
  db: Kysely<DB>;
  clock: Clock;
  cardProvider: CardProvider | null;
  /** Told when a cancellation gave stock back, so cached listings show it. */
  catalogueChanges: CatalogueChanges;
}

interface CardSettlement {
  orderId: number;
  reference: string;
  refundCents: number;
}

/**
 * Moves an order to its next status (DESIGN §5), writing the history and a notification.
 * Cancelling returns the stock and refunds what was paid by card or wallet; a cash order
 * delivered counts as paid, and a mentor's order for a client earns its commission.
 */
export async function advanceOrder(
  { db, clock, cardProvider, catalogueChanges }: AdvanceDeps,
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
    await repo.updateOrder(trx, order.id, {
      status,
      ...(status === 'delivered' && order.payment_method === 'cash'
        ? { payment_status: 'paid' }
        : {}),
    });
    await repo.insertHistory(trx, order.id, status, now.toISOString());
    if (status === 'delivered') await creditMentorCommission(trx, order, now);
    const settlement = status === 'cancelled' ? await cancel(trx, order, now) : null;
    for (const userId of noticeRecipients(order)) {
      await notify(trx, { userId, orderId: order.id, ...statusNotice(order, status), now });
    }
    return settlement;
  });
  if (status === 'cancelled') await catalogueChanges.stockChanged(found.store_id);
  if (settlement && cardProvider) {
    await settleCancelledCard({ db, clock, cardProvider }, settlement);
  }
  return orderById(db, found.id);
}

/** Gives back what a cancelled order took: its stock, a wallet payment, a card hold or charge. */
async function cancel(trx: Kysely<DB>, order: OrderRow, now: Date): Promise<CardSettlement | null> {
  const items = await repo.listItems(trx, [order.id]);
  // Offer-id order, as placement takes them, so a cancel and an order can't deadlock.
  for (const item of items.sort((a, b) => a.inventory_id - b.inventory_id)) {
    await returnStock(trx, item.inventory_id, item.qty);
  }
  if (order.wallet_applied_cents > 0) {
    // Exactly what the wallet paid goes back, once, to the placer who paid it (decision 019).
    await refundOrder(trx, {
      userId: order.placed_by_user_id,
      orderId: order.id,
      amountCents: order.wallet_applied_cents,
      now,
    });
    // Paid in full from the wallet: nothing else to give back.
    if (order.payment_status === 'paid' && order.wallet_applied_cents === order.total_cents) {
      await repo.updateOrder(trx, order.id, { payment_status: 'refunded' });
    }
  }
  const charge = await repo.findCharge(trx, order.id);
  if (order.payment_method !== 'card' || !charge?.reference) return null;
  const settlement = {
    orderId: order.id,
    reference: charge.reference,
    // A captured charge is refunded (the card's part only); a hold never captured is released.
    refundCents: order.payment_status === 'paid' ? charge.amount_cents : 0,
  };
  if (settlement.refundCents === 0) {
    await repo.updateCharge(trx, order.id, { status: 'voided', updated_at: now.toISOString() });
  }
  return settlement;
}

async function settleCancelledCard(
  { db, clock, cardProvider }: Pick<AdvanceDeps, 'db' | 'clock'> & { cardProvider: CardProvider },
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
