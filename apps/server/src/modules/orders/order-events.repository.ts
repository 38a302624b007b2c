import { type Insertable, type Kysely, SqliteAdapter, sql } from 'kysely';
import type { DB, OrderEventsTable } from '../../db/schema';
import type { SlotPlaceStatement } from '../delivery/delivery.service';

/**
 * The advisory lock's first key on PostgreSQL ("oevs"); the second is the store's id. Held from
 * the event's insert to the commit, it makes a store's events take their ids in commit order.
 */
const EVENT_LOCK = 0x6f657673;

/**
 * Appends one event to a store's feed. Call it last in the change's transaction: on PostgreSQL
 * the insert first takes the store's feed lock (until commit), so an event never gets a lower id
 * than one already committed, and a stream reading `id > last seen` can't skip one that commits
 * late. SQLite runs one writer at a time, which gives the same order by itself.
 *
 * With `slotPlace` (the delivery module's statement, for an order being placed) the order first
 * takes its place in its delivery slot, in the same statement on PostgreSQL (the slot's counter,
 * then the feed lock: both held only for the commit); nothing is appended, and false answered,
 * when the slot is full.
 */
export async function insertOrderEvent(
  db: Kysely<DB>,
  event: Insertable<OrderEventsTable>,
  slotPlace?: SlotPlaceStatement,
): Promise<boolean> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    if (slotPlace && !(await slotPlace.executeTakeFirst())) return false;
    await db.insertInto('order_events').values(event).execute();
    return true;
  }
  // Without a slot to take, a one-row stand-in, so the statement has one shape.
  const slot = slotPlace ?? sql`select 1`;
  // One statement: the materialized CTE takes the lock before the row draws its id.
  const { rows } = await sql`
    with slot as (${slot}),
    feed_lock as materialized (
      select pg_advisory_xact_lock(${EVENT_LOCK}::integer, ${event.store_id}::integer)
      from slot
    )
    insert into order_events (store_id, order_id, kind, status, created_at, actor)
    select ${event.store_id}::integer, ${event.order_id}::integer, ${event.kind}::text,
      ${event.status}::text, ${event.created_at}::text, ${event.actor ?? null}::text
    from feed_lock
    returning id`.execute(db);
  return rows.length > 0;
}

/** A store's events after `afterId`, oldest first. */
export function listOrderEvents(db: Kysely<DB>, storeId: number, afterId: number, limit: number) {
  return db
    .selectFrom('order_events')
    .select(['id', 'order_id', 'kind', 'status', 'created_at', 'actor'])
    .where('store_id', '=', storeId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The id of the store's latest event, 0 when it has none. */
export async function lastOrderEventId(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
