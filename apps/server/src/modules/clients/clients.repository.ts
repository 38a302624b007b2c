import { type Insertable, type Kysely, type Updateable, sql } from 'kysely';
import type {
  ClientAddressRow,
  ClientAddressesTable,
  ClientRow,
  ClientsTable,
  DB,
} from '../../db/schema';
import { containsPattern } from '../catalogue/search-text';

export interface ClientFilter {
  ownerId: number;
  /** Lower-case, accent-free words or phone digits; each must appear in `search_text`. */
  terms: readonly string[];
}

function filteredClients(db: Kysely<DB>, filter: ClientFilter) {
  let query = db.selectFrom('clients').where('owner_user_id', '=', filter.ownerId);
  for (const term of filter.terms) {
    query = query.where(sql<boolean>`search_text like ${containsPattern(term)} escape '\\'`);
  }
  return query;
}

/** A page of the owner's clients, newest first. */
export function listClients(
  db: Kysely<DB>,
  filter: ClientFilter,
  page: { limit: number; offset: number },
): Promise<ClientRow[]> {
  return filteredClients(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countClients(db: Kysely<DB>, filter: ClientFilter): Promise<number> {
  const row = await filteredClients(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findClient(db: Kysely<DB>, ownerId: number, id: number) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerId)
    .executeTakeFirst();
}

export function findClientByPhone(db: Kysely<DB>, ownerId: number, phone: string) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('owner_user_id', '=', ownerId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export function insertClient(db: Kysely<DB>, values: Insertable<ClientsTable>) {
  return db.insertInto('clients').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Undefined when the client is gone (deleted meanwhile) or isn't the owner's. */
export function updateClient(
  db: Kysely<DB>,
  ownerId: number,
  id: number,
  changes: Updateable<ClientsTable>,
): Promise<ClientRow | undefined> {
  return db
    .updateTable('clients')
    .set(changes)
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteClient(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', id).execute();
}

/**
 * Carts that were being filled for a deleted client go back to being the seller's own. Orders
 * are untouched: they carry their own snapshot of the client.
 */
export async function unsetCartClient(db: Kysely<DB>, clientId: number): Promise<void> {
  await db
    .updateTable('carts')
    .set({ client_id: null, client_address_id: null })
    .where((eb) =>
      eb.or([
        eb('client_id', '=', clientId),
        eb(
          'client_address_id',
          'in',
          eb
            .selectFrom('client_addresses')
            .select('client_addresses.id')
            .where('client_addresses.client_id', '=', clientId),
        ),
      ]),
    )
    .execute();
}

/** Carts that pointed at a deleted client address go back to having none. */
export async function unsetCartClientAddress(db: Kysely<DB>, addressId: number): Promise<void> {
  await db
    .updateTable('carts')
    .set({ client_address_id: null })
    .where('client_address_id', '=', addressId)
    .execute();
}

/**
 * Serializes changes to one client's address book: PostgreSQL locks the client's row until the
 * transaction ends (SQLite already runs one writer at a time), so two first addresses created
 * at once can't both become the default.
 */
export async function lockClient(db: Kysely<DB>, clientId: number): Promise<void> {
  await db
    .updateTable('clients')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', clientId)
    .execute();
}

// Addresses

/** The addresses of these clients, each client's default first, then newest. */
export function listClientAddresses(
  db: Kysely<DB>,
  clientIds: readonly number[],
): Promise<ClientAddressRow[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('client_addresses')
    .selectAll()
    .where('client_id', 'in', clientIds)
    .orderBy('client_id')
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findClientAddress(db: Kysely<DB>, clientId: number, id: number) {
  return db
    .selectFrom('client_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function countClientAddresses(db: Kysely<DB>, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('client_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertClientAddress(db: Kysely<DB>, values: Insertable<ClientAddressesTable>) {
  return db.insertInto('client_addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateClientAddress(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<ClientAddressesTable>,
): Promise<ClientAddressRow> {
  return db
    .updateTable('client_addresses')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function clearClientDefault(db: Kysely<DB>, clientId: number): Promise<void> {
  await db
    .updateTable('client_addresses')
    .set({ is_default: 0 })
    .where('client_id', '=', clientId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteClientAddress(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('client_addresses').where('id', '=', id).execute();
}

/** The client's most recent address, to promote when the default goes. */
export function findNewestClientAddress(db: Kysely<DB>, clientId: number) {
  return db
    .selectFrom('client_addresses')
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether a database error is a unique-index violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
