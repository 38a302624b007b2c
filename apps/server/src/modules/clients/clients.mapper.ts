import type { Client, ClientAddress } from '@canasta/contract';
import type { ClientRow } from '../../db/schema';

/** Rows never leave the module: these give the contract's shapes. */
export function toClient(row: ClientRow, addresses: ClientAddress[]): Client {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    default_address: addresses.find((address) => address.is_default) ?? null,
    addresses,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
