import { type Kysely, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * The mentor's wallet ledger says why each entry moved money (`kind`) and which order it belongs
 * to (`order_id`). An order-bound kind happens at most once per order: the unique index on
 * (kind, order_id) turns a replayed payment, refund or commission into a no-op (rows without an
 * order never collide: NULLs are distinct in both dialects). Stores get the commission rate a
 * mentor earns on delivered orders placed for clients, in basis points (0 = none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallet_entries')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('adjustment'))
    .execute();
  await db.schema
    .alterTable('wallet_entries')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .execute();

  // Entries written before kinds existed named their order in `reason`.
  await sql`
    update wallet_entries
    set kind = 'order_payment', order_id = cast(substr(reason, 7) as integer)
    where reason like 'order:%'
  `.execute(db);
  await sql`
    update wallet_entries
    set kind = 'order_refund', order_id = cast(substr(reason, 8) as integer)
    where reason like 'refund:%'
  `.execute(db);
  await sql`
    update wallet_entries
    set kind = 'opening_balance'
    where reason = 'Saldo inicial de demostración'
  `.execute(db);

  await db.schema
    .createIndex('wallet_entries_kind_order_unique')
    .on('wallet_entries')
    .columns(['kind', 'order_id'])
    .unique()
    .execute();
  // The movements list: one user's entries, newest first.
  await db.schema.dropIndex('wallet_entries_user_id_idx').execute();
  await db.schema
    .createIndex('wallet_entries_user_created_idx')
    .on('wallet_entries')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .alterTable('stores')
    .addColumn('mentor_commission_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('mentor_commission_bps').execute();
  await db.schema.dropIndex('wallet_entries_user_created_idx').execute();
  await db.schema
    .createIndex('wallet_entries_user_id_idx')
    .on('wallet_entries')
    .column('user_id')
    .execute();
  await db.schema.dropIndex('wallet_entries_kind_order_unique').execute();
  await db.schema.alterTable('wallet_entries').dropColumn('order_id').execute();
  await db.schema.alterTable('wallet_entries').dropColumn('kind').execute();
}
