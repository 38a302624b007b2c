import type { Address, CartResponse, Client, UpdateCartBody } from '@canasta/contract';
import type { Kysely, Updateable } from 'kysely';
import type { CartRow, CartsTable, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { findUserAddress } from '../addresses/addresses.service';
import { getStore, getStoreWithSlotRules } from '../catalogue/catalogue.service';
import { findOwnerClient } from '../clients/clients.service';
import { zoneFor } from '../coverage/coverage.service';
import { findSlot } from '../delivery/delivery.service';
import { getSettings } from '../settings/settings.service';
import { type CartDeps, type Caller, changeCart, validationError } from './cart-access';
import { claimCart } from './cart-claim.service';
import { replaceModifiedPrices } from './cart-modified-prices.service';
import * as repo from './cart.repository';

/**
 * The checkout's choices on a cart (`PUT /checkout/{id}`): delivery type, date and slot,
 * address (the shopper's own, or a seller's or mentor's client and their address), payment
 * method, paying part from a mentor's wallet and notes; claiming an anonymous cart on sign-in.
 */
export function updateCart(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  body: UpdateCartBody,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    // Claimed first, so an address can be chosen in the same request that claims the cart.
    if (body.user_id !== undefined) await claimCart(trx, caller, cart, body.user_id);
    const changes: Updateable<CartsTable> = {};
    // An order goes to the shopper's address or to their client's, never a mix of both.
    if (body.address_id != null && (body.client_id != null || body.client_address_id != null)) {
      throw validationError({ address_id: [messages.clientOrMine] });
    }
    if (body.client_id !== undefined || body.client_address_id !== undefined) {
      Object.assign(
        changes,
        await chosenClient(trx, caller, body.user_id ?? cart.user_id, cart, body),
      );
    }
    if (body.address_id !== undefined) {
      changes.address_id =
        body.address_id === null
          ? null
          : await coveredAddressId(
              trx,
              caller,
              body.user_id ?? cart.user_id,
              cart,
              body.address_id,
            );
      // The shopper's own address means the order is theirs again.
      if (body.address_id !== null)
        Object.assign(changes, { client_id: null, client_address_id: null });
    }
    if (body.delivery_type !== undefined) {
      if (body.delivery_type !== null) {
        const store = await getStore(trx, String(cart.store_id));
        if (!store.delivery_types.includes(body.delivery_type)) {
          throw validationError({
            delivery_type: [messages.deliveryTypeNotOffered(body.delivery_type)],
          });
        }
      }
      changes.delivery_type = body.delivery_type;
      // Delivery and pickup have their own slots: a new type needs a new slot.
      if (body.delivery_type !== cart.delivery_type) {
        changes.delivery_date = null;
        changes.delivery_slot_id = null;
      }
    }
    if (body.delivery_date !== undefined || body.delivery_slot_id !== undefined) {
      Object.assign(
        changes,
        await chosenSlot(trx, now, cart, body.delivery_type ?? cart.delivery_type, body),
      );
    }
    if (body.payment_method !== undefined) {
      if (body.payment_method !== null) {
        const settings = await getSettings(trx);
        if (!settings.payment_methods.includes(body.payment_method)) {
          throw validationError({ payment_method: [messages.paymentMethodUnavailable] });
        }
        // Cash and card are each store's own choice too (decision 043).
        if (body.payment_method !== 'wallet') {
          const store = await getStore(trx, String(cart.store_id));
          if (!store.payment_methods.includes(body.payment_method)) {
            throw validationError({
              payment_method: [messages.storePaymentMethodOff(store.name, body.payment_method)],
            });
          }
        }
        if (body.payment_method === 'wallet' && !caller?.isMentor) {
          throw validationError({ payment_method: [messages.walletMentorsOnly] });
        }
      }
      changes.payment_method = body.payment_method;
    }
    if (body.use_wallet !== undefined) {
      if (body.use_wallet) await assertMayUseWallet(trx, caller, body.user_id ?? cart.user_id);
      changes.use_wallet = body.use_wallet ? 1 : 0;
    }
    if (body.notes !== undefined) changes.notes = body.notes === '' ? null : body.notes;
    if (body.substitution_default !== undefined) {
      changes.substitution_default = body.substitution_default;
    }
    const forClient =
      (changes.client_id === undefined ? cart.client_id : changes.client_id) !== null;
    if (body.modified_prices !== undefined) {
      await replaceModifiedPrices(trx, caller, cart, forClient, body.modified_prices);
    }
    // "Para mí" (or the shopper's own address): the order is no longer a client's, nor its prices.
    if (!forClient && cart.client_id !== null) await repo.clearModifiedPrices(trx, cart.id);
    if (Object.keys(changes).length > 0) await repo.updateCart(trx, cart.id, changes);
  });
}

/**
 * Paying part of the order from the wallet (decision 021): only the cart's owner, signed in, a
 * mentor, in a shop that takes wallet payments; for their own order or a client's alike.
 */
async function assertMayUseWallet(trx: Kysely<DB>, caller: Caller, cartOwner: number | null) {
  if (!caller?.isMentor || cartOwner !== caller.id) {
    throw validationError({ use_wallet: [messages.walletMentorsOnly] });
  }
  const settings = await getSettings(trx);
  if (!settings.payment_methods.includes('wallet')) {
    throw validationError({ use_wallet: [messages.paymentMethodUnavailable] });
  }
}

/** A date and slot go together, and must be one the store offers now for the cart's type. */
async function chosenSlot(
  trx: Kysely<DB>,
  now: Date,
  cart: CartRow,
  type: CartRow['delivery_type'],
  body: UpdateCartBody,
): Promise<{ delivery_date: string | null; delivery_slot_id: number | null }> {
  const date = body.delivery_date ?? null;
  const slotId = body.delivery_slot_id ?? null;
  if (date === null && slotId === null) return { delivery_date: null, delivery_slot_id: null };
  if (date === null) throw validationError({ delivery_date: [messages.deliveryDateMissing] });
  if (slotId === null) throw validationError({ delivery_slot_id: [messages.deliverySlotMissing] });
  if (type === null) throw validationError({ delivery_type: [messages.deliveryTypeFirst] });
  const store = await getStoreWithSlotRules(trx, cart.store_id);
  const slot = await findSlot(trx, now, store, type, date, slotId);
  if (!slot) throw validationError({ delivery_slot_id: [messages.deliverySlotNotOffered] });
  if (!slot.available) {
    throw validationError({
      delivery_slot_id: [
        slot.remaining === 0 ? messages.deliverySlotFull : messages.deliverySlotPast,
      ],
    });
  }
  return { delivery_date: date, delivery_slot_id: slotId };
}

/** The address to deliver to must be the caller's, on their own cart, and inside a zone. */
async function coveredAddressId(
  trx: Kysely<DB>,
  caller: Caller,
  cartOwner: number | null,
  cart: CartRow,
  addressId: number,
): Promise<number> {
  if (!caller) throw new AppError('unauthenticated', messages.addressSignInForCart);
  if (cartOwner !== caller.id)
    throw validationError({ address_id: [messages.addressCartNotYours] });
  const address = await findUserAddress(trx, caller.id, addressId);
  if (!address) throw validationError({ address_id: [messages.addressNotFound] });
  await assertCovered(trx, cart, address, 'address_id');
  return address.id;
}

/** The store delivers to the address: it offers home delivery and a zone covers the pin. */
async function assertCovered(trx: Kysely<DB>, cart: CartRow, address: Address, field: string) {
  const store = await getStore(trx, String(cart.store_id));
  const zone = store.delivery_types.includes('delivery')
    ? await zoneFor(trx, store.id, address)
    : null;
  if (!zone) throw validationError({ [field]: [messages.addressNotCovered(store.name)] });
}

type ClientChoice = Pick<Updateable<CartsTable>, 'client_id' | 'client_address_id' | 'address_id'>;

/**
 * A seller or mentor, on their own cart, orders for one of their own clients (decision 019):
 * another owner's client or address is 404 like a missing one; `client_id: null` makes the
 * cart theirs again. A chosen client replaces the shopper's own address; a new client drops the
 * previous client's address; the client's address must be covered, like the shopper's. A client
 * chosen without an address gets their default one when the store reaches it (decision 048), so
 * the seller isn't asked for the address they marked "Predeterminada".
 */
async function chosenClient(
  trx: Kysely<DB>,
  caller: Caller,
  cartOwner: number | null,
  cart: CartRow,
  body: UpdateCartBody,
): Promise<ClientChoice> {
  if (!caller) throw new AppError('unauthenticated', messages.clientSignInForCart);
  if (!caller.isSeller && !caller.isMentor) {
    throw new AppError('forbidden', messages.clientOrdersForbidden);
  }
  if (cartOwner !== caller.id) throw validationError({ client_id: [messages.clientCartNotYours] });
  const clientId = body.client_id === undefined ? cart.client_id : body.client_id;
  if (clientId === null) {
    if (body.client_address_id != null) {
      throw validationError({ client_address_id: [messages.clientFirst] });
    }
    return { client_id: null, client_address_id: null };
  }
  const client = await findOwnerClient(trx, caller.id, clientId);
  if (!client) throw new AppError('client_not_found', messages.clientNotFound);
  const addressId =
    body.client_address_id !== undefined
      ? body.client_address_id
      : clientId === cart.client_id
        ? cart.client_address_id
        : null;
  const choice = { client_id: client.id, address_id: null };
  if (addressId === null) {
    const fallback =
      body.client_address_id === undefined ? await coveredDefault(trx, cart, client) : null;
    return { ...choice, client_address_id: fallback };
  }
  const address = client.addresses.find((each) => each.id === addressId);
  if (!address) throw new AppError('client_address_not_found', messages.clientAddressNotFound);
  if (body.client_address_id !== undefined) {
    await assertCovered(trx, cart, address, 'client_address_id');
  }
  return { ...choice, client_address_id: address.id };
}

/** The client's default address when the store delivers there, else null (left to choose). */
async function coveredDefault(
  trx: Kysely<DB>,
  cart: CartRow,
  client: Client,
): Promise<number | null> {
  const address = client.default_address;
  if (!address) return null;
  const store = await getStore(trx, String(cart.store_id));
  if (!store.delivery_types.includes('delivery')) return null;
  return (await zoneFor(trx, store.id, address)) ? address.id : null;
}
