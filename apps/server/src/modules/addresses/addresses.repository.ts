import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AddressRow, AddressesTable, DB } from '../../db/schema';

/** Default first, then newest: the order the address book is shown in. */
export function listAddresses(db: Kysely<DB>, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAddress(db: Kysely<DB>, userId: number, id: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findDefaultAddress(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
}

export async function countAddresses(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAddress(db: Kysely<DB>, values: Insertable<AddressesTable>) {
  return db.insertInto('addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAddress(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<AddressesTable>,
): Promise<AddressRow> {
  return db
    .updateTable('addresses')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function clearDefault(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteAddress(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).execute();
}

/** The most recent of the user's addresses, to promote when the default goes. */
export function findNewestAddress(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Carts that pointed at a deleted address go back to having none. */
export async function unsetCartAddress(db: Kysely<DB>, addressId: number): Promise<void> {
  await db
    .updateTable('carts')
    .set({ address_id: null })
    .where('address_id', '=', addressId)
    .execute();
}

/**
 * Serializes address-book changes of one user: PostgreSQL locks the user's row until the
 * transaction ends (SQLite already runs one writer at a time), so two first addresses created
 * at once can't both become the default.
 */
export async function lockAddressBook(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}
