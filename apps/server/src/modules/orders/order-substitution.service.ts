import type { Order, SubstitutionPreference } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, OrderItemRow, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import type { OrderEventsBroadcast } from './order-events.broadcast';
import { recordOrderEvent } from './order-events.service';
import { orderById } from './order-reads.service';
import * as repo from './orders.repository';

/**
 * The shopper's side of substitutions (issue 25): answering a proposed substitute within its
 * window, choosing a line's preference until picking starts, and the timer that applies the
 * preference to proposals nobody answered.
 */

export interface SubstitutionDeps {
  db: Kysely<DB>;
  clock: Clock;
  orderEvents: OrderEventsBroadcast;
}

/**
 * The caller's order (its customer or whoever placed it; anyone else 404) locked, and the line.
 * `change` runs in the same transaction and says whether it wrote anything; the store's board
 * hears of what it wrote.
 */
async function changeOwnLine(
  { db, clock, orderEvents }: SubstitutionDeps,
  user: AuthUser,
  orderId: number,
  lineId: number,
  change: (trx: Kysely<DB>, order: OrderRow, item: OrderItemRow, now: Date) => Promise<boolean>,
): Promise<Order> {
  const found = await repo.findOrderById(db, orderId);
  if (!found || (found.user_id !== user.id && found.placed_by_user_id !== user.id)) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  const changed = await db.transaction().execute(async (trx) => {
    const now = clock();
    const order = await repo.lockOrder(trx, found.id, now.toISOString());
    if (!order) throw new AppError('order_not_found', messages.orderNotFound);
    const item = (await repo.listItems(trx, [order.id])).find((each) => each.id === lineId);
    if (!item) throw new AppError('not_found', messages.pickingLineNotInOrder);
    if (!(await change(trx, order, item, now))) return false;
    // Last: on PostgreSQL it holds the store's feed lock until the commit.
    await recordOrderEvent(trx, {
      storeId: order.store_id,
      orderId: order.id,
      kind: 'status',
      status: order.status,
      now,
      byCustomer: true,
    });
    return true;
  });
  if (changed) await orderEvents.announce(found.store_id);
  return orderById(db, found.id);
}

/**
 * `POST /client-orders/{id}/lines/{lineId}/substitution`: accepts or refuses the substitute
 * proposed for the line, while it is proposed and its window is open (409 otherwise).
 */
export function answerSubstitution(
  deps: SubstitutionDeps,
  user: AuthUser,
  orderId: number,
  lineId: number,
  accept: boolean,
): Promise<Order> {
  return changeOwnLine(deps, user, orderId, lineId, async (trx, order, item, now) => {
    if (item.substitute_state !== 'proposed' || order.picking_done_at !== null) {
      throw new AppError('conflict', messages.substituteNotProposed);
    }
    if (item.substitute_answer_by !== null && item.substitute_answer_by <= now.toISOString()) {
      throw new AppError('conflict', messages.substituteAnswerClosed);
    }
    return repo.answerSubstitute(trx, item.id, accept ? 'accepted' : 'refused');
  });
}

/**
 * `PATCH /client-orders/{id}/lines/{lineId}`: the line's choice for a missing product, only
 * while picking hasn't started (409 after). The same choice again changes nothing.
 */
export function chooseLineSubstitution(
  deps: SubstitutionDeps,
  user: AuthUser,
  orderId: number,
  lineId: number,
  substitution: SubstitutionPreference,
): Promise<Order> {
  return changeOwnLine(deps, user, orderId, lineId, async (trx, order, item) => {
    const over = order.status === 'cancelled' || order.status === 'delivered';
    if (order.picking_started_at !== null || order.picking_done_at !== null || over) {
      throw new AppError('conflict', messages.orderLineChoiceClosed);
    }
    if (item.substitution === substitution) return false;
    await repo.updateItem(trx, item.id, { substitution });
    return true;
  });
}

/** Proposals applied per sweep: a backlog drains over a few sweeps. */
const EXPIRY_BATCH = 200;

/**
 * The answer-window timer: proposed substitutes whose window closed become `expired` (the
 * shopper's "similar" applies: the substitute is taken), each with an event for its store's
 * board. Idempotent: a proposal answered meanwhile, or expired by another process or by
 * `picking/done`, is left alone.
 */
export async function expireSubstitutes({
  db,
  now,
  orderEvents,
}: {
  db: Kysely<DB>;
  now: Date;
  orderEvents: Pick<OrderEventsBroadcast, 'announce'> | null;
}): Promise<number> {
  const stamp = now.toISOString();
  const lapsed = await repo.listLapsedSubstitutes(db, stamp, EXPIRY_BATCH);
  const stores = new Set<number>();
  let expired = 0;
  for (const line of lapsed) {
    const moved = await db.transaction().execute(async (trx) => {
      if (!(await repo.answerSubstitute(trx, line.id, 'expired'))) return false;
      await recordOrderEvent(trx, {
        storeId: line.store_id,
        orderId: line.order_id,
        kind: 'status',
        status: line.status,
        now,
      });
      return true;
    });
    if (moved) {
      expired += 1;
      stores.add(line.store_id);
    }
  }
  for (const storeId of stores) await orderEvents?.announce(storeId);
  return expired;
}
