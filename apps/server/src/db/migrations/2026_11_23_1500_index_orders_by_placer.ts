import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * A seller or mentor may place an order for a client whose user is someone else (decision 019):
 * an order's Idempotency-Key is the placer's, so it is unique per placer, not per user (two
 * placers, or a placer and the client's user, may send the same key), and the placer's order
 * list reads by placer as the user's reads by user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_key_idx').execute();
  await db.schema
    .createIndex('orders_placer_key_idx')
    .on('orders')
    .columns(['placed_by_user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_placer_created_idx')
    .on('orders')
    .columns(['placed_by_user_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_placer_created_idx').execute();
  await db.schema.dropIndex('orders_placer_key_idx').execute();
  await db.schema
    .createIndex('orders_user_key_idx')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
}
