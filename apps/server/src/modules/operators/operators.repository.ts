import type { Kysely } from 'kysely';
import type { DB, StoreRole } from '../../db/schema';

export function findStoreBySlug(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('stores')
    .select(['id', 'slug', 'name', 'time_zone'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Every store the user runs, with the store's row: the access check needs both. */
export function listUserOperatorRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('store_operators as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select(['s.id', 's.slug', 's.name', 's.time_zone', 'o.role'])
    .where('o.user_id', '=', userId)
    .execute();
}

export function listStoreOperators(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('store_operators as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id as user_id', 'u.name', 'u.phone', 'o.role', 'o.created_at'])
    .where('o.store_id', '=', storeId)
    .orderBy('o.role')
    .orderBy('u.name')
    .execute();
}

export function findOperator(db: Kysely<DB>, storeId: number, userId: number) {
  return db
    .selectFrom('store_operators')
    .select(['role', 'created_at'])
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function countOwners(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('store_operators')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('store_id', '=', storeId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
}

export async function upsertOperator(
  db: Kysely<DB>,
  row: { storeId: number; userId: number; role: StoreRole; now: string },
): Promise<void> {
  await db
    .insertInto('store_operators')
    .values({ store_id: row.storeId, user_id: row.userId, role: row.role, created_at: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'store_id']).doUpdateSet({ role: row.role }))
    .execute();
}

export async function deleteOperator(db: Kysely<DB>, storeId: number, userId: number) {
  await db
    .deleteFrom('store_operators')
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .execute();
}
