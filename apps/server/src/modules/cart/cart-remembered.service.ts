import type { CartResponse, DeliveryDay, DeliverySlot } from '@canasta/contract';
import type { Kysely, Updateable } from 'kysely';
import type { CartRow, CartsTable, DB } from '../../db/schema';
import { findUserAddress, getDefaultAddress } from '../addresses/addresses.service';
import type { AuthUser } from '../auth/session.service';
import { getStoreWithSlotRules } from '../catalogue/catalogue.service';
import { zoneFor } from '../coverage/coverage.service';
import { listSlotsOf } from '../delivery/delivery.service';
import { type LastChoices, lastOrderChoices } from '../orders/order-reads.service';
import { getSettings } from '../settings/settings.service';
import { type CartDeps, changeCart } from './cart-access';
import * as repo from './cart.repository';

/**
 * A returning shopper's checkout starts from their last own order in the store (decision 030):
 * its delivery method, payment method, address (if still in their book and covered, else their
 * default if covered) and a slot in the same time window (else the first open one). Only on
 * their own cart, only while nothing is chosen yet (a delivery method the store forces is kept),
 * never for an order for a client. Every remembered choice is checked as a new one would be; one
 * that no longer holds is left for the shopper to make.
 */
export function applyRememberedChoices(
  deps: CartDeps,
  caller: AuthUser,
  cartId: string,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    if (cart.user_id !== caller.id || !untouched(cart)) return;
    const last = await lastOrderChoices(trx, caller.id, cart.store_id);
    if (!last) return;
    const changes = await stillValid(trx, caller, cart, last, now);
    if (Object.keys(changes).length > 0) await repo.updateCart(trx, cart.id, changes);
  });
}

/** Nothing chosen but, perhaps, the delivery method (the only one a store offers is saved first). */
function untouched(cart: CartRow): boolean {
  return (
    cart.delivery_slot_id === null &&
    cart.address_id === null &&
    cart.client_id === null &&
    cart.payment_method === null
  );
}

async function stillValid(
  trx: Kysely<DB>,
  caller: AuthUser,
  cart: CartRow,
  last: LastChoices,
  now: Date,
): Promise<Updateable<CartsTable>> {
  const changes: Updateable<CartsTable> = {};
  const settings = await getSettings(trx);
  const store = await getStoreWithSlotRules(trx, cart.store_id);
  if (
    settings.payment_methods.includes(last.paymentMethod) &&
    (last.paymentMethod === 'wallet'
      ? caller.isMentor
      : store.store.payment_methods.includes(last.paymentMethod))
  ) {
    changes.payment_method = last.paymentMethod;
  }
  const type = cart.delivery_type ?? last.deliveryType;
  if (!store.store.delivery_types.includes(type)) return changes;
  changes.delivery_type = type;
  const slot = preferredSlot(await listSlotsOf(trx, now, store, type), last.slot);
  if (slot) Object.assign(changes, { delivery_date: slot.date, delivery_slot_id: slot.id });
  if (type === 'delivery') {
    const addressId = await coveredAddress(trx, caller, store.store.id, last.addressId);
    if (addressId !== null) changes.address_id = addressId;
  }
  return changes;
}

/** The first open slot in the same window as last time, else the first open slot. */
function preferredSlot(
  days: DeliveryDay[],
  window: LastChoices['slot'],
): (DeliverySlot & { date: string }) | null {
  const open = days.flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ ...slot, date: day.date })),
  );
  return (
    open.find((slot) => slot.start === window.start && slot.end === window.end) ?? open[0] ?? null
  );
}

/** The last order's address if it is still in the book, else the default; only if covered. */
async function coveredAddress(
  trx: Kysely<DB>,
  caller: AuthUser,
  storeId: number,
  lastAddressId: number | null,
): Promise<number | null> {
  const address =
    (lastAddressId === null ? undefined : await findUserAddress(trx, caller.id, lastAddressId)) ??
    (await getDefaultAddress(trx, caller));
  if (!address) return null;
  return (await zoneFor(trx, storeId, address)) ? address.id : null;
}
