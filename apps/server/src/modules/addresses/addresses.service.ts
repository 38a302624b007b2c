import {
  type Address,
  type CreateAddressBody,
  MAX_ADDRESSES_PER_USER,
  type UpdateAddressBody,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AddressRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { normalizePhone } from '../auth/phone';
import type { AuthUser } from '../auth/session.service';
import * as repo from './addresses.repository';

export interface AddressDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Calling codes a receiver's phone may have (the same as for sign-in). */
  allowedCountryCodes: readonly string[];
}

export async function listAddresses(db: Kysely<DB>, user: AuthUser): Promise<Address[]> {
  return (await repo.listAddresses(db, user.id)).map(toAddress);
}

export async function getDefaultAddress(db: Kysely<DB>, user: AuthUser): Promise<Address | null> {
  const row = await repo.findDefaultAddress(db, user.id);
  return row ? toAddress(row) : null;
}

/** The user's default address, or undefined when they have none (for other modules' quotes). */
export async function findDefaultUserAddress(
  db: Kysely<DB>,
  userId: number,
): Promise<Address | undefined> {
  const row = await repo.findDefaultAddress(db, userId);
  return row && toAddress(row);
}

/** The user's address as stored, or undefined when it isn't theirs (for other modules' checks). */
export async function findUserAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<Address | undefined> {
  const row = await repo.findAddress(db, userId, id);
  return row && toAddress(row);
}

/** The user's address, or 404 whether it is someone else's or doesn't exist. */
async function findOwnAddress(db: Kysely<DB>, userId: number, id: number) {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw new AppError('address_not_found', messages.addressNotFound);
  return row;
}

/** Adds an address; the user's first address, or one sent with `is_default`, becomes the default. */
export function createAddress(
  { db, clock, allowedCountryCodes }: AddressDeps,
  user: AuthUser,
  form: FormCheck<CreateAddressBody>,
): Promise<Address> {
  checkReceiverPhone(form, allowedCountryCodes);
  const { is_default: wantsDefault, ...fields } = form.body();
  return db.transaction().execute(async (trx) => {
    await repo.lockAddressBook(trx, user.id);
    const count = await repo.countAddresses(trx, user.id);
    if (count >= MAX_ADDRESSES_PER_USER) {
      throw new AppError('validation_failed', messages.addressLimit(MAX_ADDRESSES_PER_USER), {
        errors: { address: [messages.addressLimit(MAX_ADDRESSES_PER_USER)] },
      });
    }
    const isDefault = count === 0 || wantsDefault === true;
    if (isDefault) await repo.clearDefault(trx, user.id);
    const now = clock().toISOString();
    const row = await repo.insertAddress(trx, {
      ...fields,
      user_id: user.id,
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    return toAddress(row);
  });
}

/** Changes the sent fields; `is_default: true` moves the default here. */
export function updateAddress(
  { db, clock, allowedCountryCodes }: AddressDeps,
  user: AuthUser,
  id: number,
  form: FormCheck<UpdateAddressBody>,
): Promise<Address> {
  checkReceiverPhone(form, allowedCountryCodes);
  const { is_default: makeDefault, ...changes } = form.body();
  return db.transaction().execute(async (trx) => {
    await repo.lockAddressBook(trx, user.id);
    const row = await findOwnAddress(trx, user.id, id);
    if (makeDefault && row.is_default !== 1) await repo.clearDefault(trx, user.id);
    const updated = await repo.updateAddress(trx, row.id, {
      ...changes,
      ...(makeDefault ? { is_default: 1 } : {}),
      updated_at: clock().toISOString(),
    });
    return toAddress(updated);
  });
}

/** Deletes an address; when it was the default, the most recent other one becomes the default. */
export function deleteAddress({ db }: AddressDeps, user: AuthUser, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await repo.lockAddressBook(trx, user.id);
    const row = await findOwnAddress(trx, user.id, id);
    await repo.unsetCartAddress(trx, row.id);
    await repo.deleteAddress(trx, row.id);
    if (row.is_default !== 1) return;
    const next = await repo.findNewestAddress(trx, user.id);
    if (next) await repo.updateAddress(trx, next.id, { is_default: 1 });
  });
}

/** The receiver's phone, settled as E.164 like sign-in phones, or its problem. */
export function checkReceiverPhone(
  form: FormCheck<CreateAddressBody> | FormCheck<UpdateAddressBody>,
  allowedCountryCodes: readonly string[],
): void {
  if (form.fields.receiver_phone === undefined) return;
  const result = normalizePhone(form.fields.receiver_phone, allowedCountryCodes);
  if (result.ok) form.settle('receiver_phone', result.phone);
  else {
    form.add(
      'receiver_phone',
      result.reason === 'invalid' ? messages.receiverPhoneInvalid : result.message,
    );
  }
}

/** Any address row (a user's or a client's: the same columns) as the contract's Address. */
export function toAddress(row: Omit<AddressRow, 'user_id'>): Address {
  return {
    id: row.id,
    label: row.label,
    street: row.street,
    exterior_number: row.exterior_number,
    internal_number: row.internal_number,
    neighborhood: row.neighborhood,
    postal_code: row.postal_code,
    municipality: row.municipality,
    city: row.city,
    state: row.state,
    between_streets: row.between_streets,
    references: row.references,
    lat: row.lat,
    lng: row.lng,
    receiver_name: row.receiver_name,
    receiver_phone: row.receiver_phone,
    is_default: row.is_default === 1,
  };
}
