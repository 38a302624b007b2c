import { type Insertable, type Kysely, SqliteAdapter, sql } from 'kysely';
import type { DB, OrderEventsTable } from '../../db/schema';

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
 */
export async function insertOrderEvent(
  db: Kysely<DB>,
  event: Insertable<OrderEventsTable>,
): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.insertInto('order_events').values(event).execute();
    return;
  }
  // One statement: the materialized CTE takes the lock before the row draws its id.
  await sql`
    with feed_lock as materialized (
      select pg_advisory_xact_lock(${EVENT_LOCK}::integer, ${event.store_id}::integer)
    )
    insert into order_events (store_id, order_id, kind, status, created_at, actor)
    select ${event.store_id}::integer, ${event.order_id}::integer, ${event.kind}::text,
      ${event.status}::text, ${event.created_at}::text, ${event.actor ?? null}::text
    from feed_lock`.execute(db);
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
