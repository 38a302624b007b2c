import {
  type ClientAddress,
  type CreateClientAddressBody,
  MAX_ADDRESSES_PER_CLIENT,
  type UpdateClientAddressBody,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { checkReceiverPhone, toAddress } from '../addresses/addresses.service';
import type { AuthUser } from '../auth/session.service';
import * as repo from './clients.repository';
import { type ClientDeps, findOwnClient } from './clients.service';

/**
 * A client's address book, with the user address book's rules (docs/decisions/011): the first
 * address is the default, `is_default: true` moves it, deleting the default promotes the most
 * recent other. Everything is scoped to the caller's own client first.
 */
export function createClientAddress(
  { db, clock, allowedCountryCodes }: ClientDeps,
  owner: AuthUser,
  clientId: number,
  form: FormCheck<CreateClientAddressBody>,
): Promise<ClientAddress> {
  checkReceiverPhone(form, allowedCountryCodes);
  const { is_default: wantsDefault, ...fields } = form.body();
  return db.transaction().execute(async (trx) => {
    const client = await findOwnClient(trx, owner.id, clientId);
    await repo.lockClient(trx, client.id);
    const count = await repo.countClientAddresses(trx, client.id);
    if (count >= MAX_ADDRESSES_PER_CLIENT) {
      const message = messages.clientAddressLimit(MAX_ADDRESSES_PER_CLIENT);
      throw new AppError('validation_failed', message, { errors: { address: [message] } });
    }
    const isDefault = count === 0 || wantsDefault === true;
    if (isDefault) await repo.clearClientDefault(trx, client.id);
    const now = clock().toISOString();
    const row = await repo.insertClientAddress(trx, {
      ...fields,
      client_id: client.id,
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    return toAddress(row);
  });
}

/** Changes the sent fields; `is_default: true` moves the client's default here. */
export function updateClientAddress(
  { db, clock, allowedCountryCodes }: ClientDeps,
  owner: AuthUser,
  clientId: number,
  addressId: number,
  form: FormCheck<UpdateClientAddressBody>,
): Promise<ClientAddress> {
  checkReceiverPhone(form, allowedCountryCodes);
  const { is_default: makeDefault, ...changes } = form.body();
  return db.transaction().execute(async (trx) => {
    const client = await findOwnClient(trx, owner.id, clientId);
    await repo.lockClient(trx, client.id);
    const row = await findOwnAddress(trx, client.id, addressId);
    if (makeDefault && row.is_default !== 1) await repo.clearClientDefault(trx, client.id);
    const updated = await repo.updateClientAddress(trx, row.id, {
      ...changes,
      ...(makeDefault ? { is_default: 1 } : {}),
      updated_at: clock().toISOString(),
    });
    return toAddress(updated);
  });
}

/** Deletes a client's address; when it was the default, the most recent other becomes it. */
export function deleteClientAddress(
  { db }: ClientDeps,
  owner: AuthUser,
  clientId: number,
  addressId: number,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const client = await findOwnClient(trx, owner.id, clientId);
    await repo.lockClient(trx, client.id);
    const row = await findOwnAddress(trx, client.id, addressId);
    await repo.unsetCartClientAddress(trx, row.id);
    await repo.deleteClientAddress(trx, row.id);
    if (row.is_default !== 1) return;
    const next = await repo.findNewestClientAddress(trx, client.id);
    if (next) await repo.updateClientAddress(trx, next.id, { is_default: 1 });
  });
}

/** The client's address, or 404 whether it belongs to another client or doesn't exist. */
async function findOwnAddress(db: Kysely<DB>, clientId: number, id: number) {
  const row = await repo.findClientAddress(db, clientId, id);
  if (!row) throw new AppError('client_address_not_found', messages.clientAddressNotFound);
  return row;
}
