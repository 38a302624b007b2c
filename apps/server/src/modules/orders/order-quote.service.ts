import {
  type Address,
  type CartResponse,
  type DeliverySlot,
  type PlaceOrderBody,
  type Settings,
  type Store,
  maxQtyFor,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { findUserAddress } from '../addresses/addresses.service';
import type { AuthUser } from '../auth/session.service';
import { findOwnerClient } from '../clients/clients.service';
import { type BlockedCart, cartForOrder } from '../cart/cart-checkout.service';
import type { PricingContext } from '../cart/cart-totals.service';
import { type SlotRules, getStoreWithSlotRules } from '../catalogue/catalogue.service';
import { listStoreZones } from '../coverage/coverage.service';
import { findCoveringZone } from '../coverage/delivery-zone';
import { findSlot } from '../delivery/delivery.service';
import { getSettings } from '../settings/settings.service';
import { findUserByPhone } from '../users/users.service';
import { type OrderClient, type OrderParties, resolveParties } from './order-parties';

/**
 * What an order reads that no other order changes, loaded once per placement and passed to each
 * quote instead of being read again: who the order involves, the store and its slot rules, the
 * shop's settings, the store's zones and the delivery address; and the cart's slot as offered
 * when the order began, a first check only: other orders take places in it, and the order's own
 * place is taken by the last statement of its transaction (`recordPlacedOrderEvent`).
 */
export interface OrderContext {
  parties: OrderParties;
  store: Store;
  slotRules: SlotRules;
  settings: Settings;
  pricing: PricingContext;
  /** Null when the cart has no slot yet, or its store doesn't offer it. */
  slot: DeliverySlot | null;
}

export async function loadOrderContext(
  db: Kysely<DB>,
  caller: AuthUser,
  cart: BlockedCart,
  now: Date,
): Promise<OrderContext> {
  const client = await receiverClient(db, caller, cart);
  const parties = resolveParties(caller, client);
  // Pickup has no zones and no address; any other cart is priced for home delivery.
  const delivers = cart.deliveryType !== 'pickup';
  const storeRead = getStoreWithSlotRules(db, cart.storeId);
  const [{ store, slotRules, holdMarginPercent }, settings, zones, address, slot] =
    await Promise.all([
      storeRead,
      getSettings(db),
      delivers ? listStoreZones(db, cart.storeId) : [],
      delivers ? deliveryAddress(db, caller, cart, client) : null,
      storeRead.then((rules) => cartSlot(db, now, rules, cart)),
    ]);
  const cartClient = client && {
    id: client.id,
    name: client.name,
    phone: client.phone,
    address: client.address,
  };
  return {
    parties,
    store,
    slotRules,
    settings,
    pricing: {
      store,
      holdMarginPercent,
      settings,
      zones,
      address,
      client: cartClient,
      couponCustomerId: parties.customer.userId,
    },
    slot,
  };
}

/** The cart's chosen slot as offered now, or null (checked, with its message, by the quote). */
function cartSlot(
  db: Kysely<DB>,
  now: Date,
  rules: { store: Store; slotRules: SlotRules },
  { row }: BlockedCart,
): Promise<DeliverySlot | null> | null {
  if (!row.delivery_type || !row.delivery_date || row.delivery_slot_id === null) return null;
  return findSlot(db, now, rules, row.delivery_type, row.delivery_date, row.delivery_slot_id);
}

/** The chosen address: the client's, or the shopper's own from their address book, or null. */
async function deliveryAddress(
  db: Kysely<DB>,
  caller: AuthUser,
  cart: BlockedCart,
  client: OrderClient | null,
): Promise<Address | null> {
  if (client) return client.address;
  if (cart.addressId === null) return null;
  return (await findUserAddress(db, caller.id, cart.addressId)) ?? null;
}

/**
 * The caller's own client the cart is for, with the chosen address from the client's address
 * book and the registered user who has the client's phone (decision 019); null for the
 * shopper's own cart. The role is checked again: it may have been removed since the choice.
 */
async function receiverClient(
  db: Kysely<DB>,
  caller: AuthUser,
  cart: BlockedCart,
): Promise<OrderClient | null> {
  if (cart.clientId === null) return null;
  if (!caller.isSeller && !caller.isMentor) {
    throw new AppError('forbidden', messages.clientOrdersForbidden);
  }
  const client = await findOwnerClient(db, caller.id, cart.clientId);
  if (!client) throw new AppError('client_not_found', messages.clientNotFound);
  const user = await findUserByPhone(db, client.phone);
  const address =
    cart.clientAddressId === null
      ? null
      : (client.addresses.find((each) => each.id === cart.clientAddressId) ?? null);
  return {
    id: client.id,
    name: client.name,
    phone: client.phone,
    address,
    userId: user?.id ?? null,
  };
}

export interface Quote {
  view: CartResponse;
  couponId: number | null;
  address: Address | null;
  zoneName: string | null;
  slot: { id: number; date: string; start: string; end: string };
}

/**
 * Everything an order needs, checked: lines that can still be bought, a delivery type and an
 * open slot, a covered address for home delivery, a coupon that still applies, the minimum
 * order, and a payment method the shop takes. Each refusal has its own Spanish message. With
 * `lock` (inside the order's transaction) the coupon is held before its uses are counted, so its
 * last use can't go to two orders; the slot's last place is taken by the order's transaction at
 * its end (`recordPlacedOrderEvent`).
 */
export async function quote(
  db: Kysely<DB>,
  now: Date,
  context: OrderContext,
  cart: BlockedCart,
  payment: PlaceOrderBody['payment'],
  { lock = false }: { lock?: boolean } = {},
): Promise<Quote> {
  const { view, couponId } = await cartForOrder(db, cart, now, context.pricing, { lock });
  checkLines(view);
  const slot = checkedSlot(context, view);
  const { address, zoneName } = checkedAddress(context, view);
  const { coupon } = view.cart;
  if (coupon && !coupon.applied) {
    throw invalid('coupon', coupon.message ?? messages.orderCouponInvalid);
  }
  checkPayment(context, view, payment);
  return { view, couponId: coupon?.applied ? couponId : null, address, zoneName, slot };
}

/**
 * A method the shop and the store take; the wallet, whole (`wallet`) or in part (the cart's
 * `use_wallet`), only for a mentor payer in a shop that takes it. The role is checked again
 * here: it may have been removed since the cart was set.
 */
function checkPayment(
  { settings, parties, store }: OrderContext,
  { cart }: CartResponse,
  payment: PlaceOrderBody['payment'],
) {
  if (!settings.payment_methods.includes(payment.method)) {
    throw paymentError(messages.paymentMethodUnavailable);
  }
  // Cash and card are each store's own choice too (decision 043); the wallet is the shop's.
  if (payment.method !== 'wallet' && !store.payment_methods.includes(payment.method)) {
    throw paymentError(messages.storePaymentMethodOff(store.name, payment.method));
  }
  if (payment.method === 'wallet' && !parties.payer.mayUseWallet) {
    throw paymentError(messages.walletMentorsOnly);
  }
  // The bill paid with is cash's alone; its amount is checked when the cash due is final.
  if (payment.cash_tendered_cents !== undefined && payment.method !== 'cash') {
    throw paymentError(messages.cashTenderedNotCash, 'payment.cash_tendered_cents');
  }
  if (payment.method !== 'wallet' && cart.use_wallet) {
    if (!settings.payment_methods.includes('wallet')) {
      throw invalid('use_wallet', messages.paymentMethodUnavailable);
    }
    if (!parties.payer.mayUseWallet) throw invalid('use_wallet', messages.walletMentorsOnly);
  }
}

function checkLines({ cart }: CartResponse) {
  if (cart.items.length === 0) throw invalid('cart', messages.orderCartEmpty);
  const short = cart.items.filter((item) => item.qty > maxQtyFor(item.purchaseable));
  if (short.length === 0) return;
  throw new AppError(
    'conflict',
    messages.orderStockGone(short.map((i) => i.purchaseable.product.name)),
    {
      details: {
        items: short.map((item) => ({
          purchaseable_id: item.purchaseable.id,
          available: maxQtyFor(item.purchaseable),
        })),
      },
    },
  );
}

/** The cart's delivery type and slot, offered and open when the order began. */
function checkedSlot({ store, slot }: OrderContext, { cart }: CartResponse): Quote['slot'] {
  if (!cart.delivery_type) throw invalid('delivery_type', messages.deliveryTypeMissing);
  if (!store.delivery_types.includes(cart.delivery_type)) {
    throw invalid('delivery_type', messages.deliveryTypeNotOffered(cart.delivery_type));
  }
  if (!cart.delivery_date || cart.delivery_slot_id === null) {
    throw invalid('delivery_slot_id', messages.deliverySlotMissing);
  }
  if (!slot) throw invalid('delivery_slot_id', messages.deliverySlotNotOffered);
  if (!slot.available) {
    throw invalid(
      'delivery_slot_id',
      slot.remaining === 0 ? messages.deliverySlotFull : messages.deliverySlotPast,
    );
  }
  return { id: slot.id, date: cart.delivery_date, start: slot.start, end: slot.end };
}

/**
 * For home delivery: the receiver's address (the shopper's own, or their client's), inside a
 * zone, and the zone's minimum reached.
 */
function checkedAddress({ store, pricing, parties }: OrderContext, { cart, extra }: CartResponse) {
  if (cart.delivery_type !== 'delivery') return { address: null, zoneName: null };
  const forClient = parties.receiver.kind === 'client';
  const field = forClient ? 'client_address_id' : 'address_id';
  if (!pricing.address) {
    throw invalid(
      field,
      forClient ? messages.orderClientAddressMissing : messages.orderAddressMissing,
    );
  }
  const zone = findCoveringZone(pricing.zones, pricing.address);
  if (!zone) throw invalid(field, messages.addressNotCovered(store.name));
  if (extra.subtotal_cents < extra.min_order_cents) {
    throw invalid(
      'cart',
      messages.orderBelowMinimum(
        extra.min_order_cents,
        extra.min_order_cents - extra.subtotal_cents,
      ),
    );
  }
  return { address: pricing.address, zoneName: zone.name };
}

export function invalid(field: string, message: string) {
  return new AppError('validation_failed', message, { errors: { [field]: [message] } });
}

export function paymentError(message: string, field = 'payment.method') {
  return invalid(field, message);
}
