import type { Client, ClientAddress } from '@canasta/contract';
import type { ClientAddressRow, ClientRow } from '../../db/schema';

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

export function toClientAddress(row: ClientAddressRow): ClientAddress {
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
