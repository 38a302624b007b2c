import type { CartClient } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, DB } from '../../db/schema';
import { findOwnerClient } from '../clients/clients.service';

/**
 * The client a seller's or mentor's cart is for (decision 019), from the cart owner's own
 * clients, with the chosen address of theirs. Null for a shopper's own cart, and for a client
 * deleted meanwhile (deleting a client clears the carts pointing at it; this only guards a race).
 */
export async function cartClientOf(
  db: Kysely<DB>,
  cart: Pick<CartRow, 'user_id' | 'client_id' | 'client_address_id'>,
): Promise<CartClient | null> {
  if (cart.client_id === null || cart.user_id === null) return null;
  const client = await findOwnerClient(db, cart.user_id, cart.client_id);
  if (!client) return null;
  const address =
    cart.client_address_id === null
      ? null
      : (client.addresses.find((each) => each.id === cart.client_address_id) ?? null);
  return { id: client.id, name: client.name, phone: client.phone, address };
}
