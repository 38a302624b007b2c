import type { Kysely, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

function usersWithStore(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .leftJoin('stores as s', 's.id', 'u.assigned_store_id')
    .selectAll('u')
    .select('s.slug as assigned_store_slug');
}

export function findUserById(db: Kysely<DB>, id: number) {
  return usersWithStore(db).where('u.id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Kysely<DB>, phone: string) {
  return usersWithStore(db).where('u.phone', '=', phone).executeTakeFirst();
}

export async function insertUser(
  db: Kysely<DB>,
  user: { name: string; phone: string; now: string },
) {
  const row = await db
    .insertInto('users')
    .values({ name: user.name, phone: user.phone, created_at: user.now, updated_at: user.now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function updateUser(db: Kysely<DB>, id: number, changes: Updateable<UsersTable>) {
  return db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** The user's assigned store first, then stores where they keep a cart. */
export async function listUserStoreIds(
  db: Kysely<DB>,
  userId: number,
  assignedStoreId: number | null,
) {
  const rows = await db
    .selectFrom('carts')
    .select('store_id')
    .distinct()
    .where('user_id', '=', userId)
    .orderBy('store_id')
    .execute();
  const ids = rows.map((row) => row.store_id);
  return assignedStoreId === null
    ? ids
    : [assignedStoreId, ...ids.filter((id) => id !== assignedStoreId)];
}

/** The stores the user runs, by name. */
export function listOperatorStores(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('store_operators as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select(['s.id', 's.slug', 's.name', 'o.role'])
    .where('o.user_id', '=', userId)
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}
