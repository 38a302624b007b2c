import {
  type Client,
  type ClientListQuery,
  type ClientListResponse,
  type CreateClientBody,
  type UpdateClientBody,
  pageMeta,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ClientRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { normalizePhone } from '../auth/phone';
import type { AuthUser } from '../auth/session.service';
import { clientSearchTerms, clientSearchText } from './client-search';
import { toAddress } from '../addresses/addresses.service';
import { toClient } from './clients.mapper';
import * as repo from './clients.repository';

export interface ClientDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Calling codes a client's phone may have (the same as for sign-in). */
  allowedCountryCodes: readonly string[];
}

/** Only sellers and mentors keep clients; everyone else is refused before anything else. */
export function assertKeepsClients(user: AuthUser): void {
  if (!user.isSeller && !user.isMentor) throw new AppError('forbidden', messages.clientsForbidden);
}

export async function listClients(
  db: Kysely<DB>,
  owner: AuthUser,
  query: ClientListQuery,
): Promise<ClientListResponse> {
  const filter = { ownerId: owner.id, terms: clientSearchTerms(query.q) };
  const [rows, total] = await Promise.all([
    repo.listClients(db, filter, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countClients(db, filter),
  ]);
  return { data: await withAddresses(db, rows), meta: pageMeta(query.page, query.per_page, total) };
}

export async function getClient(db: Kysely<DB>, owner: AuthUser, id: number): Promise<Client> {
  const [client] = await withAddresses(db, [await findOwnClient(db, owner.id, id)]);
  if (!client) throw new AppError('client_not_found', messages.clientNotFound);
  return client;
}

/**
 * The owner's client with their addresses, or undefined when it isn't theirs: for other modules
 * (a cart choosing the client it orders for, an order taking its snapshot).
 */
export async function findOwnerClient(
  db: Kysely<DB>,
  ownerId: number,
  id: number,
): Promise<Client | undefined> {
  const row = await repo.findClient(db, ownerId, id);
  if (!row) return undefined;
  const [client] = await withAddresses(db, [row]);
  return client;
}

/**
 * The owner's client row, or 404 whether it is another seller's or doesn't exist (so ids can't
 * be probed). Other parts of the clients module use it to scope everything to the owner.
 */
export async function findOwnClient(db: Kysely<DB>, ownerId: number, id: number) {
  const row = await repo.findClient(db, ownerId, id);
  if (!row) throw new AppError('client_not_found', messages.clientNotFound);
  return row;
}

export async function createClient(
  { db, clock, allowedCountryCodes }: ClientDeps,
  owner: AuthUser,
  body: CreateClientBody,
): Promise<Client> {
  const phone = clientPhoneOf(body.phone, allowedCountryCodes);
  await refuseTakenPhone(db, owner.id, phone, null);
  const now = clock().toISOString();
  const row = await uniquePhone(() =>
    repo.insertClient(db, {
      owner_user_id: owner.id,
      name: body.name,
      phone,
      email: body.email ?? null,
      notes: body.notes ?? null,
      search_text: clientSearchText(body.name, phone),
      created_at: now,
      updated_at: now,
    }),
  );
  return toClient(row, []);
}

/** Changes the sent fields; an omitted field stays, `null` or blank clears email and notes. */
export async function updateClient(
  { db, clock, allowedCountryCodes }: ClientDeps,
  owner: AuthUser,
  id: number,
  body: UpdateClientBody,
): Promise<Client> {
  const row = await findOwnClient(db, owner.id, id);
  const phone =
    body.phone === undefined ? undefined : clientPhoneOf(body.phone, allowedCountryCodes);
  if (phone !== undefined && phone !== row.phone) await refuseTakenPhone(db, owner.id, phone, id);
  const name = body.name ?? row.name;
  const nextPhone = phone ?? row.phone;
  const updated = await uniquePhone(() =>
    repo.updateClient(db, owner.id, row.id, {
      name,
      phone: nextPhone,
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      search_text: clientSearchText(name, nextPhone),
      updated_at: clock().toISOString(),
    }),
  );
  if (!updated) throw new AppError('client_not_found', messages.clientNotFound);
  return getClient(db, owner, updated.id);
}

/**
 * Deletes a client and its addresses. Carts being filled for them go back to being the owner's
 * own; orders keep their snapshot of the client.
 */
export function deleteClient({ db }: ClientDeps, owner: AuthUser, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await findOwnClient(trx, owner.id, id);
    await repo.unsetCartClient(trx, row.id);
    await repo.deleteClient(trx, row.id);
  });
}

async function withAddresses(db: Kysely<DB>, rows: ClientRow[]): Promise<Client[]> {
  const addresses = await repo.listClientAddresses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toClient(row, addresses.filter((address) => address.client_id === row.id).map(toAddress)),
  );
}

function phoneError(message: string): AppError {
  return new AppError('validation_failed', messages.validationFailed, {
    errors: { phone: [message] },
  });
}

function clientPhoneOf(input: string, allowedCountryCodes: readonly string[]): string {
  const result = normalizePhone(input, allowedCountryCodes);
  if (result.ok) return result.phone;
  throw phoneError(
    result.reason === 'invalid'
      ? messages.clientPhoneInvalid
      : messages.clientPhoneCountry(allowedCountryCodes),
  );
}

/** Names the client who already has the phone, so the seller knows whom to edit instead. */
async function refuseTakenPhone(
  db: Kysely<DB>,
  ownerId: number,
  phone: string,
  exceptId: number | null,
): Promise<void> {
  const existing = await repo.findClientByPhone(db, ownerId, phone);
  if (existing && existing.id !== exceptId)
    throw phoneError(messages.clientPhoneTaken(existing.name));
}

/** The unique (owner, phone) index settles two saves racing with the same phone. */
async function uniquePhone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw phoneError(messages.clientPhoneTakenRace);
    throw error;
  }
}
