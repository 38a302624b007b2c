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
import type { FormCheck } from '../../form-check';
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
  deps: ClientDeps,
  owner: AuthUser,
  form: FormCheck<CreateClientBody>,
): Promise<Client> {
  await checkPhone(deps, owner.id, form, null);
  const body = form.body();
  const now = deps.clock().toISOString();
  const row = await uniquePhone(() =>
    repo.insertClient(deps.db, {
      owner_user_id: owner.id,
      name: body.name,
      phone: body.phone,
      email: body.email ?? null,
      notes: body.notes ?? null,
      search_text: clientSearchText(body.name, body.phone),
      created_at: now,
      updated_at: now,
    }),
  );
  return toClient(row, []);
}

/** Changes the sent fields; an omitted field stays, `null` or blank clears email and notes. */
export async function updateClient(
  deps: ClientDeps,
  owner: AuthUser,
  id: number,
  form: FormCheck<UpdateClientBody>,
): Promise<Client> {
  await checkPhone(deps, owner.id, form, id);
  const body = form.body();
  const row = await findOwnClient(deps.db, owner.id, id);
  const name = body.name ?? row.name;
  const nextPhone = body.phone ?? row.phone;
  const updated = await uniquePhone(() =>
    repo.updateClient(deps.db, owner.id, row.id, {
      name,
      phone: nextPhone,
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      search_text: clientSearchText(name, nextPhone),
      updated_at: deps.clock().toISOString(),
    }),
  );
  if (!updated) throw new AppError('client_not_found', messages.clientNotFound);
  return getClient(deps.db, owner, updated.id);
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

/**
 * The sent phone, settled as stored (E.164) when it is a phone of an allowed country that no
 * other of the owner's clients has; else its problem, naming who has it (so the seller knows
 * whom to edit instead).
 */
async function checkPhone(
  { db, allowedCountryCodes }: ClientDeps,
  ownerId: number,
  form: FormCheck<CreateClientBody> | FormCheck<UpdateClientBody>,
  exceptId: number | null,
): Promise<void> {
  if (form.fields.phone === undefined) return;
  const result = normalizePhone(form.fields.phone, allowedCountryCodes);
  if (!result.ok) {
    form.add(
      'phone',
      result.reason === 'invalid'
        ? messages.clientPhoneInvalid
        : messages.clientPhoneCountry(allowedCountryCodes),
    );
    return;
  }
  const existing = await repo.findClientByPhone(db, ownerId, result.phone);
  if (existing && existing.id !== exceptId) {
    form.add('phone', messages.clientPhoneTaken(existing.name));
  }
  form.settle('phone', result.phone);
}

/** The unique (owner, phone) index settles two saves racing with the same phone. */
async function uniquePhone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isUniqueViolation(error)) {
      throw new AppError('validation_failed', messages.validationFailed, {
        errors: { phone: [messages.clientPhoneTakenRace] },
      });
    }
    throw error;
  }
}
