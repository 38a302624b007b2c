import type { OrderStatus } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type SlotOnDate, slotPlaceStatement } from '../delivery/delivery.service';
import * as repo from './order-events.repository';

/**
 * A store's order feed (issue 23): one event per order placed and per status change, appended
 * in the change's own transaction, read in id order by the board's live streams.
 */

export interface NewOrderEvent {
  storeId: number;
  orderId: number;
  kind: 'created' | 'status';
  status: OrderStatus;
  now: Date;
  /** The order's customer made the move from the shop (a "Cancelar pedido"); else the store. */
  byCustomer?: boolean;
}

/** Appends an event; the last statement of the change's transaction (see the repository). */
export async function recordOrderEvent(trx: Kysely<DB>, event: NewOrderEvent): Promise<void> {
  await repo.insertOrderEvent(trx, eventRow(event));
}

/**
 * An order being placed takes its place in its delivery slot and appends its event, as the
 * last statement of its transaction (one on PostgreSQL): false, and nothing written, when the
 * slot is full (another order took its last place since the quote).
 */
export function recordPlacedOrderEvent(
  trx: Kysely<DB>,
  event: NewOrderEvent,
  slot: SlotOnDate,
): Promise<boolean> {
  return repo.insertOrderEvent(trx, eventRow(event), slotPlaceStatement(trx, slot));
}

function eventRow(event: NewOrderEvent) {
  return {
    store_id: event.storeId,
    order_id: event.orderId,
    kind: event.kind,
    status: event.status,
    created_at: event.now.toISOString(),
    actor: event.byCustomer ? ('customer' as const) : null,
  };
}

/** The id a fresh stream starts after: the store's latest event (0 when there is none). */
export function latestOrderEventId(db: Kysely<DB>, storeId: number): Promise<number> {
  return repo.lastOrderEventId(db, storeId);
}

/** The store's events after `afterId`, oldest first, at most `limit`. */
export function orderEventRowsSince(
  db: Kysely<DB>,
  storeId: number,
  afterId: number,
  limit: number,
) {
  return repo.listOrderEvents(db, storeId, afterId, limit);
}
