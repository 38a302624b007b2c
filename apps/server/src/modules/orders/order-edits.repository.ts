import type { OrderEditLine } from '@canasta/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, OrderEditRow, OrderEditsTable } from '../../db/schema';

/** Order edits (decision 061): drafts, their stock, and the confirmed ones an order shows. */

/** A draft's line as stored: the contract's line, plus the order line it changes (null: new). */
export interface OrderEditStoredLine extends OrderEditLine {
  /** The order's line this one keeps or changes; null for a product the edit adds. */
  order_item_id: number | null;
  list_unit_price_cents: number;
}

/** Units of one offer a draft took from stock (grams for a weight line). */
export interface StockTaken {
  inventory_id: number;
  qty: number;
}

export function insertEdit(db: Kysely<DB>, values: Insertable<OrderEditsTable>) {
  return db.insertInto('order_edits').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findEdit(db: Kysely<DB>, orderId: number, editId: number) {
  return db
    .selectFrom('order_edits')
    .selectAll()
    .where('id', '=', editId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The order's live draft, if it has one (at most one: a partial unique index says so). */
export function findDraft(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_edits')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'draft')
    .executeTakeFirst();
}

/**
 * Moves a draft on (to confirmed, discarded or expired): the row as it was moved, or undefined
 * when it was no longer a draft, so exactly one caller acts on each draft.
 */
export function closeDraft(
  db: Kysely<DB>,
  editId: number,
  changes: Pick<
    Updateable<OrderEditsTable>,
    'state' | 'updated_at' | 'confirmed_at' | 'charged_cents' | 'refunded_cents'
  >,
): Promise<OrderEditRow | undefined> {
  return db
    .updateTable('order_edits')
    .set(changes)
    .where('id', '=', editId)
    .where('state', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
}

/** Drafts whose time ran out before `now`, oldest first. */
export function listLapsedDrafts(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('order_edits')
    .innerJoin('orders', 'orders.id', 'order_edits.order_id')
    .select(['order_edits.id', 'order_edits.order_id', 'orders.store_id'])
    .where('order_edits.state', '=', 'draft')
    .where('order_edits.expires_at', '<=', now)
    .orderBy('order_edits.expires_at')
    .orderBy('order_edits.id')
    .limit(limit)
    .execute();
}

/** The orders' confirmed edits, oldest first. */
export function listConfirmedEdits(db: Kysely<DB>, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_edits')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where('state', '=', 'confirmed')
    .orderBy('confirmed_at')
    .orderBy('id')
    .execute();
}

/** Each store's edit cut-off, time zone and card-hold margin on weight lines. */
export function findEditRules(db: Kysely<DB>, storeIds: readonly number[]) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stores')
    .select(['id', 'edit_cutoff_minutes', 'time_zone'])
    .where('id', 'in', storeIds)
    .execute();
}

/** Removes the order's lines an edit took out. */
export async function deleteItems(db: Kysely<DB>, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('order_items').where('id', 'in', itemIds).execute();
}

export function parseLines(row: Pick<OrderEditRow, 'items'>): OrderEditStoredLine[] {
  return JSON.parse(row.items) as OrderEditStoredLine[];
}

export function parseStockTaken(row: Pick<OrderEditRow, 'stock_taken'>): StockTaken[] {
  return JSON.parse(row.stock_taken) as StockTaken[];
}
