import {
  DEFAULT_SUBSTITUTION,
  type DeliveryDay,
  type RememberedChoicesResponse,
  type SubstitutionPreference,
} from '@canasta/contract';
import type { Kysely, Updateable } from 'kysely';
import type { CartRow, CartsTable, DB } from '../../db/schema';
import { findUserAddress, getDefaultAddress } from '../addresses/addresses.service';
import type { AuthUser } from '../auth/session.service';
import { getStoreWithSlotRules } from '../catalogue/catalogue.service';
import { zoneFor } from '../coverage/coverage.service';
import { weekdayOf } from '../delivery/delivery-slots';
import { listSlotsOf } from '../delivery/delivery.service';
import { type LastChoices, lastOrderChoices } from '../orders/order-reads.service';
import { getSettings } from '../settings/settings.service';
import { type CartDeps, changeCart } from './cart-access';
import * as repo from './cart.repository';

/**
 * A returning shopper's checkout starts from their last own order in the store (decision 030):
 * its delivery method, payment method and address (if still in their book and covered, else
 * their default if covered), and what its missing lines became (issue 25). Only on their own
 * cart, only while nothing is chosen yet (a delivery method the store forces is kept), never for
 * an order for a client. Every remembered choice is checked as a new one would be; one that no
 * longer holds is left for the shopper to make. The delivery day is never put on the cart for
 * them (decision 048): the answer offers one to confirm, the first open slot on the weekday they
 * ordered for last time.
 */
export async function applyRememberedChoices(
  deps: CartDeps,
  caller: AuthUser,
  cartId: string,
): Promise<RememberedChoicesResponse> {
  let remembered: RememberedChoicesResponse['remembered_slot'] = null;
  const response = await changeCart(deps, caller, cartId, async (trx, cart, now) => {
    if (cart.user_id !== caller.id) return;
    const last = await lastOrderChoices(trx, caller.id, cart.store_id);
    if (!last) return;
    const store = await getStoreWithSlotRules(trx, cart.store_id);
    const changes = untouched(cart) ? await stillValid(trx, caller, cart, store, last) : {};
    if (Object.keys(changes).length > 0) await repo.updateCart(trx, cart.id, changes);
    // Offered again on a repeated call (a lost answer), as long as no day is chosen.
    const type = changes.delivery_type ?? cart.delivery_type;
    if (type && cart.delivery_slot_id === null && cart.client_id === null) {
      remembered = sameWeekdaySlot(await listSlotsOf(trx, now, store, type), last);
    }
  });
  return { ...response, remembered_slot: remembered };
}

/**
 * What a new cart of the shopper's in the store does with missing lines: what their last own
 * order there did (issue 25), else the shop's default.
 */
export async function rememberedSubstitution(
  db: Kysely<DB>,
  userId: number,
  storeId: number,
): Promise<SubstitutionPreference> {
  return (await lastOrderChoices(db, userId, storeId))?.substitutionDefault ?? DEFAULT_SUBSTITUTION;
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
  store: Awaited<ReturnType<typeof getStoreWithSlotRules>>,
  last: LastChoices,
): Promise<Updateable<CartsTable>> {
  const changes: Updateable<CartsTable> = { substitution_default: last.substitutionDefault };
  const settings = await getSettings(trx);
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
  if (type === 'delivery') {
    const addressId = await coveredAddress(trx, caller, store.store.id, last.addressId);
    if (addressId !== null) changes.address_id = addressId;
  }
  return changes;
}

/**
 * The first open slot on the last order's weekday, in its time window when that one is open that
 * day, else that day's first open slot; null when no day of that weekday has one.
 */
function sameWeekdaySlot(
  days: DeliveryDay[],
  last: LastChoices,
): RememberedChoicesResponse['remembered_slot'] {
  const weekday = weekdayOf(last.date);
  for (const day of days) {
    if (weekdayOf(day.date) !== weekday) continue;
    const open = day.slots.filter((slot) => slot.available);
    const slot =
      open.find((each) => each.start === last.slot.start && each.end === last.slot.end) ?? open[0];
    if (slot) return { delivery_date: day.date, delivery_slot_id: slot.id };
  }
  return null;
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
