import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * Order edits (issue 27, decision 061):
 * - `order_edits`: a priced change to a placed order's lines. A `draft` holds the extra units it
 *   needs (`stock_taken`, JSON `[{inventory_id, qty}]`) until it is confirmed, discarded or
 *   expires; a partial unique index lets an order have one draft at a time. The confirmed ones
 *   are the order's "Pedido modificado" entries, with what their difference charged or refunded.
 * - `stores.edit_cutoff_minutes`: edits close this long before the slot's window starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_edits')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('draft', 'confirmed', 'discarded', 'expired')`),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // JSON: the whole new list of lines as priced, each with its name, price and preference.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('substitution_default', 'text')
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('previous_total_cents', 'integer', (c) => c.notNull())
    .addColumn('difference_cents', 'integer', (c) => c.notNull())
    // 1 when the order's coupon no longer applies to the new lines (it goes on confirming).
    .addColumn('coupon_dropped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_taken', 'text', (c) => c.notNull())
    .addColumn('charged_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One live draft per order: a second one is refused by the database itself.
  await db.schema
    .createIndex('order_edits_one_draft_idx')
    .on('order_edits')
    .column('order_id')
    .unique()
    .where(sql.ref('state'), '=', 'draft')
    .execute();
  await db.schema
    .createIndex('order_edits_order_idx')
    .on('order_edits')
    .columns(['order_id', 'state'])
    .execute();
  // The expiry job reads only the drafts.
  await db.schema
    .createIndex('order_edits_draft_expiry_idx')
    .on('order_edits')
    .column('expires_at')
    .where(sql.ref('state'), '=', 'draft')
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('edit_cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(120))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('edit_cutoff_minutes').execute();
  await db.schema.dropIndex('order_edits_draft_expiry_idx').execute();
  await db.schema.dropIndex('order_edits_order_idx').execute();
  await db.schema.dropIndex('order_edits_one_draft_idx').execute();
  await db.schema.dropTable('order_edits').execute();
}
