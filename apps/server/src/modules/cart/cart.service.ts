import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_CART_TTL_DAYS,
  type AddCartItemBody,
  type BulkCartItemsBody,
  type Cart,
  type CartCoupon,
  type CartItem,
  type CartResponse,
  type CreateCartBody,
  MAX_CART_LINES,
  type UpdateCartBody,
  type ValidateCartItemResponse,
  maxQtyFor,
} from '@canasta/contract';
import type { Kysely, Updateable } from 'kysely';
import { type Clock, addDays } from '../../clock';
import type { CartRow, CartsTable, CouponRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { findUserAddress } from '../addresses/addresses.service';
import type { AuthUser } from '../auth/session.service';
import { type CartOffer, getCartOffers, getStore } from '../catalogue/catalogue.service';
import { findCoveringZone } from '../coverage/delivery-zone';
import { listStoreZones, zoneFor } from '../coverage/coverage.service';
import { findSlot } from '../delivery/delivery.service';
import { getSettings } from '../settings/settings.service';
import { couponDiscount, lineTotal, priceCart } from './cart-pricing';
import * as repo from './cart.repository';
import { couponRefusal } from './coupon-rules';

export interface CartDeps {
  db: Kysely<DB>;
  clock: Clock;
}

type Caller = AuthUser | null;

/** Reads refresh an anonymous cart's last use at most this often (the purge counts from it). */
const TOUCH_ON_READ_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function createCart(
  { db, clock }: CartDeps,
  caller: Caller,
  body: CreateCartBody,
): Promise<{ created: boolean; response: CartResponse }> {
  if (body.user_id !== undefined) assertCallerIs(caller, body.user_id);
  const store = await getStore(db, String(body.store_id)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'store_not_found') {
      throw validationError({ store_id: [messages.unknownStore] });
    }
    throw error;
  });
  const now = clock();
  if (body.user_id !== undefined) {
    // A signed-in shopper has one open cart per store, whichever device asks for it.
    const [existing] = await repo.listUserCartsInStore(db, body.user_id, store.id);
    if (existing) return { created: false, response: await cartView(db, existing, now) };
  }
  const cart = await repo.insertCart(db, {
    id: randomUUID(),
    storeId: store.id,
    userId: body.user_id ?? null,
    now: now.toISOString(),
  });
  return { created: true, response: await cartView(db, cart, now) };
}

export async function getCart(
  { db, clock }: CartDeps,
  caller: Caller,
  cartId: string,
): Promise<CartResponse> {
  const now = clock();
  let cart = await findReachable(db, caller, cartId);
  if (now.getTime() - Date.parse(cart.updated_at) > TOUCH_ON_READ_MS) {
    cart = (await repo.touchCart(db, cart.id, now.toISOString())) ?? cart;
  }
  return cartView(db, cart, now);
}

export function deleteCart(deps: CartDeps, caller: Caller, cartId: string): Promise<void> {
  return deps.db.transaction().execute(async (trx) => {
    const cart = await lockForChange(trx, caller, cartId, deps.clock());
    await repo.deleteCart(trx, cart.id);
  });
}

export function addItem(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  body: AddCartItemBody,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    const lines = await repo.listItems(trx, cart.id);
    const line = lines.find((l) => l.inventory_id === body.purchaseable_id);
    const inCart = line?.qty ?? 0;
    const offers = await getCartOffers(trx, [body.purchaseable_id]);
    const problem = offerProblem(offers.get(body.purchaseable_id), cart, inCart + body.qty, inCart);
    if (problem) throw validationError({ [problem.field]: [problem.message] }, problem.maxQty);
    if (line) {
      await repo.setItemQty(trx, line.id, inCart + body.qty);
    } else {
      if (lines.length >= MAX_CART_LINES) {
        throw validationError({ purchaseable_id: [messages.cartTooManyLines(MAX_CART_LINES)] });
      }
      await repo.insertItem(trx, {
        cartId: cart.id,
        inventoryId: body.purchaseable_id,
        qty: body.qty,
        now: now.toISOString(),
      });
    }
  });
}

/** Sets quantities (0 removes): all of them or, if any is refused, none. */
export function setItems(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  body: BulkCartItemsBody,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    const lines = await repo.listItems(trx, cart.id);
    const offers = await getCartOffers(
      trx,
      body.items.map((item) => item.purchaseable_id),
    );
    const errors: Record<string, string[]> = {};
    let maxQty: number | undefined;
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (seen.has(item.purchaseable_id)) {
        errors[`items.${index}.purchaseable_id`] = [messages.purchaseableRepeated];
        return;
      }
      seen.add(item.purchaseable_id);
      if (item.qty === 0) return;
      const problem = offerProblem(offers.get(item.purchaseable_id), cart, item.qty, 0);
      if (!problem) return;
      errors[`items.${index}.${problem.field}`] = [problem.message];
      if (problem.maxQty !== undefined) maxQty ??= problem.maxQty;
    });
    if (Object.keys(errors).length > 0) throw validationError(errors, maxQty);

    const byInventory = new Map(lines.map((line) => [line.inventory_id, line]));
    const kept = new Set(lines.map((line) => line.inventory_id));
    for (const item of body.items) {
      if (item.qty === 0) kept.delete(item.purchaseable_id);
      else kept.add(item.purchaseable_id);
    }
    if (kept.size > MAX_CART_LINES) {
      throw validationError({ items: [messages.cartTooManyLines(MAX_CART_LINES)] });
    }
    for (const item of body.items) {
      const line = byInventory.get(item.purchaseable_id);
      if (item.qty === 0) {
        if (line) await repo.deleteItem(trx, line.id);
      } else if (line) {
        await repo.setItemQty(trx, line.id, item.qty);
      } else {
        await repo.insertItem(trx, {
          cartId: cart.id,
          inventoryId: item.purchaseable_id,
          qty: item.qty,
          now: now.toISOString(),
        });
      }
    }
  });
}

export function removeItem(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  itemId: number,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart) => {
    const lines = await repo.listItems(trx, cart.id);
    if (!lines.some((line) => line.id === itemId)) {
      throw new AppError('cart_item_not_found', messages.cartItemNotFound);
    }
    await repo.deleteItem(trx, itemId);
  });
}

/** Checks a quantity for a line before the shopper's change is applied (spec §5). */
export async function validateItem(
  { db }: CartDeps,
  caller: Caller,
  cartId: string,
  itemId: number,
  qty: number,
): Promise<ValidateCartItemResponse> {
  const cart = await findReachable(db, caller, cartId);
  const line = (await repo.listItems(db, cart.id)).find((l) => l.id === itemId);
  if (!line) throw new AppError('cart_item_not_found', messages.cartItemNotFound);
  const offer = (await getCartOffers(db, [line.inventory_id])).get(line.inventory_id);
  const problem = offerProblem(offer, cart, qty, 0);
  if (problem) {
    throw validationError({ qty: [problem.message] }, problem.maxQty ?? 0);
  }
  return { valid: true, max_qty: offer ? maxQtyFor(offer.item) : 0 };
}

export function applyCoupon(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  code: string,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    const normalized = code.trim().toUpperCase();
    const coupon = await repo.findCouponByCode(trx, normalized);
    if (!coupon) throw validationError({ coupon: [messages.couponNotFound(normalized)] });
    const { subtotalCents } = await pricedLines(trx, cart);
    const refusal = await refusalFor(trx, coupon, cart, subtotalCents, now);
    if (refusal) throw validationError({ coupon: [refusal] });
    await repo.updateCart(trx, cart.id, { coupon_id: coupon.id });
  });
}

export function removeCoupon(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  code: string,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart) => {
    const normalized = code.trim().toUpperCase();
    const coupon =
      cart.coupon_id === null ? undefined : await repo.findCouponById(trx, cart.coupon_id);
    if (!coupon || coupon.code !== normalized) {
      throw new AppError('coupon_not_found', messages.couponNotApplied(normalized));
    }
    await repo.updateCart(trx, cart.id, { coupon_id: null });
  });
}

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
        if (body.payment_method === 'wallet' && !caller?.isMentor) {
          throw validationError({ payment_method: [messages.walletMentorsOnly] });
        }
      }
      changes.payment_method = body.payment_method;
    }
    if (body.notes !== undefined) changes.notes = body.notes === '' ? null : body.notes;
    if (body.modified_prices !== undefined) {
      if (!caller || !(caller.isSeller || caller.isMentor)) {
        throw new AppError('forbidden', messages.modifiedPricesForbidden);
      }
      // Prices change only for a client's order; clients arrive with their own issue.
      if (cart.client_id === null) {
        throw validationError({ modified_prices: [messages.modifiedPricesNeedClient] });
      }
    }
    if (Object.keys(changes).length > 0) await repo.updateCart(trx, cart.id, changes);
  });
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
  const slot = await findSlot(trx, now, cart.store_id, type, date, slotId);
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
  const store = await getStore(trx, String(cart.store_id));
  const zone = store.delivery_types.includes('delivery')
    ? await zoneFor(trx, store.id, address)
    : null;
  if (!zone) throw validationError({ address_id: [messages.addressNotCovered(store.name)] });
  return address.id;
}

/**
 * The delivery fee and minimum order. Pickup has neither; delivery to a chosen address takes
 * its zone's; before an address is chosen (or if its zone has gone) there is no fee yet and the
 * minimum is the store's lowest, the least any delivery order must reach.
 */
async function deliveryTerms(db: Kysely<DB>, cart: CartRow) {
  if (cart.delivery_type === 'pickup') return { feeCents: 0, minOrderCents: 0 };
  const zones = await listStoreZones(db, cart.store_id);
  const address =
    cart.address_id === null || cart.user_id === null
      ? undefined
      : await findUserAddress(db, cart.user_id, cart.address_id);
  const zone = address ? findCoveringZone(zones, address) : null;
  if (zone) return { feeCents: zone.delivery_fee_cents, minOrderCents: zone.min_order_cents };
  const minimums = zones.map((each) => each.min_order_cents);
  return { feeCents: 0, minOrderCents: minimums.length > 0 ? Math.min(...minimums) : 0 };
}

// Placing an order from a cart

/** A block older than this belongs to a request that died; a new attempt may take it over. */
const STALE_BLOCK_MS = 2 * 60 * 1000;

/**
 * Blocks the caller's cart while an order is placed from it: every change answers 409 until it
 * is released or consumed. False when another request holds the block.
 */
export async function blockForOrder(
  db: Kysely<DB>,
  caller: AuthUser,
  cartId: string,
  now: Date,
): Promise<boolean> {
  const cart = await findReachable(db, caller, cartId);
  if (cart.user_id !== caller.id) throw new AppError('cart_not_found', messages.cartNotFound);
  return repo.blockCart(
    db,
    cart.id,
    caller.id,
    now.toISOString(),
    new Date(now.getTime() - STALE_BLOCK_MS).toISOString(),
  );
}

export async function releaseCart(db: Kysely<DB>, cartId: string): Promise<void> {
  const id = normalizeId(cartId);
  if (id) await repo.unblockCart(db, id);
}

/** The cart became an order: it goes, and the shopper's next visit starts a new one. */
export async function consumeCart(db: Kysely<DB>, cartId: string): Promise<void> {
  const id = normalizeId(cartId);
  if (id) await repo.deleteCart(db, id);
}

/**
 * The cart as an order takes it: exactly what the shopper sees (prices from the database,
 * coupon state, fee and minimum from the zone), plus the coupon's id. With `lock`, the coupon is
 * held first so its last use can't go to two orders.
 */
export async function cartForOrder(
  db: Kysely<DB>,
  cartId: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ view: CartResponse; couponId: number | null }> {
  const id = normalizeId(cartId);
  const cart = id ? await repo.findCart(db, id) : undefined;
  if (!cart) throw new AppError('cart_not_found', messages.cartNotFound);
  if (lock && cart.coupon_id !== null) await repo.lockCoupon(db, cart.coupon_id);
  return { view: await cartView(db, cart, now), couponId: cart.coupon_id };
}

/** Counts a coupon's use by the order's customer. */
export function redeemCoupon(
  db: Kysely<DB>,
  couponId: number,
  userId: number,
  now: Date,
): Promise<void> {
  return repo.insertRedemption(db, couponId, userId, now.toISOString());
}

/** Deletes anonymous carts nobody has used for ANONYMOUS_CART_TTL_DAYS. */
export function purgeAbandonedCarts(db: Kysely<DB>, now: Date): Promise<number> {
  return repo.deleteAnonymousCartsBefore(db, addDays(now, -ANONYMOUS_CART_TTL_DAYS).toISOString());
}

// Changing a cart

type Change = (trx: Kysely<DB>, cart: CartRow, now: Date) => Promise<void>;

/** One transaction per change: lock, check, change, and answer with the cart as it now is. */
function changeCart(
  { db, clock }: CartDeps,
  caller: Caller,
  cartId: string,
  change: Change,
): Promise<CartResponse> {
  return db.transaction().execute(async (trx) => {
    const now = clock();
    const cart = await lockForChange(trx, caller, cartId, now);
    await change(trx, cart, now);
    const changed = await repo.findCart(trx, cart.id);
    if (!changed) throw new AppError('cart_not_found', messages.cartNotFound);
    return cartView(trx, changed, now);
  });
}

async function lockForChange(trx: Kysely<DB>, caller: Caller, cartId: string, now: Date) {
  const id = normalizeId(cartId);
  const cart = reachable(id ? await repo.touchCart(trx, id, now.toISOString()) : undefined, caller);
  if (cart.blocked === 1) throw new AppError('cart_blocked', messages.cartBlocked);
  return cart;
}

/**
 * Binds an anonymous cart to the signed-in caller and folds their other open carts in this store
 * into it, so a shopper who signs in keeps one cart. Quantities are capped at what may be bought.
 */
async function claimCart(trx: Kysely<DB>, caller: Caller, cart: CartRow, userId: number) {
  const user = assertCallerIs(caller, userId);
  if (cart.user_id === user.id) return;
  await repo.updateCart(trx, cart.id, { user_id: user.id });
  const others = (await repo.listUserCartsInStore(trx, user.id, cart.store_id)).filter(
    (other) => other.id !== cart.id,
  );
  if (others.length === 0) return;

  const lines = await repo.listItems(trx, cart.id);
  const byInventory = new Map(lines.map((line) => [line.inventory_id, line]));
  let couponId = cart.coupon_id;
  for (const other of others) {
    const otherLines = await repo.listItems(trx, other.id);
    const offers = await getCartOffers(
      trx,
      otherLines.map((line) => line.inventory_id),
    );
    for (const otherLine of otherLines) {
      const offer = offers.get(otherLine.inventory_id);
      const max = offer ? maxQtyFor(offer.item) : 0;
      const line = byInventory.get(otherLine.inventory_id);
      if (line) {
        const qty = Math.min(line.qty + otherLine.qty, Math.max(max, line.qty));
        if (qty !== line.qty) await repo.setItemQty(trx, line.id, qty);
        line.qty = qty;
      } else if (max > 0 && byInventory.size < MAX_CART_LINES) {
        const qty = Math.min(otherLine.qty, max);
        await repo.insertItem(trx, {
          cartId: cart.id,
          inventoryId: otherLine.inventory_id,
          qty,
          now: other.created_at,
        });
        byInventory.set(otherLine.inventory_id, { ...otherLine, qty });
      }
    }
    couponId ??= other.coupon_id;
    await repo.deleteCart(trx, other.id);
  }
  if (couponId !== cart.coupon_id) await repo.updateCart(trx, cart.id, { coupon_id: couponId });
}

// Checks

interface OfferProblem {
  field: 'purchaseable_id' | 'qty';
  message: string;
  maxQty?: number;
}

/** Why `qty` of this offer can't be in this cart, or null when it can. */
function offerProblem(
  offer: CartOffer | undefined,
  cart: CartRow,
  qty: number,
  inCart: number,
): OfferProblem | null {
  if (!offer || offer.storeId !== cart.store_id) {
    return { field: 'purchaseable_id', message: messages.purchaseableNotInStore };
  }
  const name = offer.item.product.name;
  if (!offer.listed) {
    return { field: 'purchaseable_id', message: messages.purchaseableUnavailable(name), maxQty: 0 };
  }
  const max = maxQtyFor(offer.item);
  if (max === 0) return { field: 'qty', message: messages.soldOut(name), maxQty: 0 };
  if (qty > max) {
    const message =
      inCart > 0
        ? messages.qtyAboveMaxWithCart(name, max, inCart)
        : messages.qtyAboveMax(name, max);
    return { field: 'qty', message, maxQty: max };
  }
  return null;
}

function validationError(errors: Record<string, string[]>, maxQty?: number) {
  return new AppError('validation_failed', messages.validationFailed, {
    errors,
    ...(maxQty === undefined ? {} : { details: { max_qty: maxQty } }),
  });
}

async function findReachable(db: Kysely<DB>, caller: Caller, cartId: string) {
  const id = normalizeId(cartId);
  return reachable(id ? await repo.findCart(db, id) : undefined, caller);
}

function normalizeId(cartId: string): string | undefined {
  const id = cartId.toLowerCase();
  return UUID.test(id) ? id : undefined;
}

/** A cart bound to a user answers only to that user; to anyone else it doesn't exist. */
function reachable(cart: CartRow | undefined, caller: Caller): CartRow {
  if (!cart || (cart.user_id !== null && cart.user_id !== caller?.id)) {
    throw new AppError('cart_not_found', messages.cartNotFound);
  }
  return cart;
}

function assertCallerIs(caller: Caller, userId: number): AuthUser {
  if (!caller) throw new AppError('unauthenticated', messages.cartSignInForUser);
  if (caller.id !== userId) throw new AppError('forbidden', messages.cartForOtherUser);
  return caller;
}

async function refusalFor(
  db: Kysely<DB>,
  coupon: CouponRow,
  cart: CartRow,
  subtotalCents: number,
  now: Date,
): Promise<string | null> {
  const store = await getStore(db, String(cart.store_id));
  const totalUses = coupon.max_uses === null ? 0 : await repo.countRedemptions(db, coupon.id);
  const userUses =
    cart.user_id === null
      ? null
      : coupon.max_uses_per_user === null
        ? 0
        : await repo.countRedemptions(db, coupon.id, cart.user_id);
  return couponRefusal(coupon, {
    now,
    storeId: cart.store_id,
    timeZone: store.time_zone,
    subtotalCents,
    totalUses,
    userUses,
  });
}

// The answer

async function pricedLines(db: Kysely<DB>, cart: CartRow) {
  const rows = await repo.listItems(db, cart.id);
  const offers = await getCartOffers(
    db,
    rows.map((row) => row.inventory_id),
  );
  const items: CartItem[] = [];
  for (const row of rows) {
    const offer = offers.get(row.inventory_id);
    // The foreign key removes lines whose offer is deleted; this only guards a race.
    if (!offer) continue;
    const unitPriceCents = row.modified_unit_price_cents ?? offer.item.price_cents;
    items.push({
      id: row.id,
      qty: row.qty,
      unit_price_cents: unitPriceCents,
      line_total_cents: lineTotal({ qty: row.qty, unitPriceCents }),
      purchaseable: offer.item,
    });
  }
  const lines = items.map((item) => ({
    qty: item.qty,
    unitPriceCents: item.unit_price_cents,
    available: item.purchaseable.available,
  }));
  const { subtotalCents } = priceCart({ lines, coupon: null, deliveryFeeCents: 0 });
  return { rows, items, lines, subtotalCents };
}

async function cartView(db: Kysely<DB>, cart: CartRow, now: Date): Promise<CartResponse> {
  const { rows, items, lines, subtotalCents } = await pricedLines(db, cart);

  let coupon: CartCoupon | null = null;
  const couponRow =
    cart.coupon_id === null ? undefined : await repo.findCouponById(db, cart.coupon_id);
  if (couponRow) {
    const refusal = await refusalFor(db, couponRow, cart, subtotalCents, now);
    coupon = {
      code: couponRow.code,
      kind: couponRow.kind,
      value: couponRow.value,
      min_subtotal_cents: couponRow.min_subtotal_cents,
      applied: refusal === null,
      discount_cents: refusal === null ? couponDiscount(couponRow, subtotalCents) : 0,
      message: refusal,
    };
  }

  const [settings, delivery] = await Promise.all([getSettings(db), deliveryTerms(db, cart)]);
  const totals = priceCart({
    lines,
    coupon: coupon?.applied && couponRow ? couponRow : null,
    deliveryFeeCents: delivery.feeCents,
  });

  const body: Cart = {
    id: cart.id,
    user_id: cart.user_id,
    store_id: cart.store_id,
    items,
    coupon,
    delivery_type: cart.delivery_type,
    delivery_date: cart.delivery_date,
    delivery_slot_id: cart.delivery_slot_id,
    address_id: cart.address_id,
    client_id: cart.client_id,
    client_address_id: cart.client_address_id,
    payment_method: cart.payment_method,
    use_wallet: cart.use_wallet === 1,
    modified_prices: rows.flatMap((row) =>
      row.modified_unit_price_cents === null
        ? []
        : [{ item_id: row.id, unit_price_cents: row.modified_unit_price_cents }],
    ),
    notes: cart.notes,
    blocked: cart.blocked === 1,
  };
  return {
    cart: body,
    extra: {
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      delivery_fee_cents: totals.deliveryFeeCents,
      wallet_applied_cents: 0,
      total_cents: totals.totalCents,
      item_count: totals.itemCount,
      min_order_cents: delivery.minOrderCents,
      currency: settings.currency,
    },
  };
}
