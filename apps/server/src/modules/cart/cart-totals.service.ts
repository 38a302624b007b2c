import {
  type Address,
  type Cart,
  type CartClient,
  type CartCoupon,
  type CartItem,
  type CartResponse,
  type ModifiedPrice,
  type Settings,
  type Store,
  cardHoldCents,
  clampToRange,
  couponDiscount,
  lineTotal,
  modifiedPriceRange,
  priceCart,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, CouponRow, DB } from '../../db/schema';
import { findDefaultUserAddress, findUserAddress } from '../addresses/addresses.service';
import {
  getCartOffers,
  getStore,
  getWeightHoldMarginPercent,
} from '../catalogue/catalogue.service';
import { listStoreZones } from '../coverage/coverage.service';
import { type Zone, findCoveringZone } from '../coverage/delivery-zone';
import { getSettings } from '../settings/settings.service';
import { getUser } from '../users/users.service';
import { walletBalance } from '../wallet/wallet.service';
import { cartClientOf } from './cart-client';
import * as repo from './cart.repository';
import { couponRefusal } from './coupon-rules';

/**
 * What pricing a cart reads besides the cart itself, loaded once by a caller that prices the
 * same cart more than once (placing an order). Without it each piece is read when needed.
 */
export interface PricingContext {
  store: Store;
  /** The store's card-hold margin on weight lines, read with the store. */
  holdMarginPercent: number;
  settings: Settings;
  /** The store's zones; only read for home delivery. */
  zones: Zone[];
  /** The chosen delivery address, from its receiver's address book, or null. */
  address: Address | null;
  /** The client the order is for (with `address` as theirs), or null. */
  client: CartClient | null;
  /** Whose uses of a coupon count against its per-customer limit (null: nobody's yet). */
  couponCustomerId: number | null;
}

/**
 * The cart as the shopper sees it: prices from the database (a seller's or mentor's modified
 * ones for a client, within the current bounds), coupon state, fee and minimum.
 */
export async function cartView(
  db: Kysely<DB>,
  cart: CartRow,
  now: Date,
  context?: PricingContext,
): Promise<CartResponse> {
  const client = context ? context.client : await cartClientOf(db, cart);
  const modifies = await modifiesPrices(db, cart, client, context);
  const { items, lines, subtotalCents } = await pricedLines(db, cart, modifies);

  let coupon: CartCoupon | null = null;
  const couponRow =
    cart.coupon_id === null ? undefined : await repo.findCouponById(db, cart.coupon_id);
  if (couponRow) {
    const refusal = await couponRefusalFor(db, couponRow, cart, subtotalCents, now, context);
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

  const [settings, delivery, holdMarginPercent] = await Promise.all([
    context?.settings ?? getSettings(db),
    deliveryTerms(db, cart, client, context),
    context?.holdMarginPercent ?? getWeightHoldMarginPercent(db, cart.store_id),
  ]);
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
    client,
    payment_method: cart.payment_method,
    use_wallet: cart.use_wallet === 1,
    modified_prices: modifiedPricesOf(items),
    notes: cart.notes,
    substitution_default: cart.substitution_default,
    blocked: cart.blocked === 1,
  };
  const walletAppliedCents = await walletApplied(db, cart, totals.totalCents);
  return {
    cart: body,
    extra: {
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      delivery_fee_cents: totals.deliveryFeeCents,
      wallet_applied_cents: walletAppliedCents,
      total_cents: totals.totalCents,
      item_count: totals.itemCount,
      min_order_cents: delivery.minOrderCents,
      currency: settings.currency,
      estimated: totals.estimated,
      hold_cents: cardHoldCents({
        totals,
        cardPartCents: totals.totalCents - walletAppliedCents,
        marginPercent: holdMarginPercent,
      }),
      hold_margin_percent: holdMarginPercent,
    },
  };
}

/**
 * What the owner's wallet pays of the total with `use_wallet` (decision 021): as much as the
 * balance covers now. Placement takes it again under the ledger's lock.
 */
async function walletApplied(db: Kysely<DB>, cart: CartRow, totalCents: number): Promise<number> {
  if (cart.use_wallet !== 1 || cart.user_id === null) return 0;
  return Math.max(0, Math.min(await walletBalance(db, cart.user_id), totalCents));
}

/**
 * Whether the cart's lines may carry modified prices (decision 020): its owner, a seller or
 * mentor, orders for one of their clients. The role is read again, as it may have been removed
 * since the prices were set; placement (the `context`) has already checked it.
 */
async function modifiesPrices(
  db: Kysely<DB>,
  cart: CartRow,
  client: CartClient | null,
  context?: PricingContext,
): Promise<boolean> {
  if (client === null || cart.user_id === null) return false;
  if (context) return true;
  const owner = await getUser(db, cart.user_id);
  return owner.is_seller || owner.is_mentor;
}

/** `modifiesPrices` for a caller that hasn't read the cart's client. */
export async function cartModifiesPrices(db: Kysely<DB>, cart: CartRow): Promise<boolean> {
  return modifiesPrices(db, cart, await cartClientOf(db, cart));
}

/** The lines charged below the store's price, as the cart lists them. */
function modifiedPricesOf(items: readonly CartItem[]): ModifiedPrice[] {
  return items
    .filter((item) => item.unit_price_cents !== item.list_unit_price_cents)
    .map((item) => ({ item_id: item.id, unit_price_cents: item.unit_price_cents }));
}

/**
 * The cart's lines priced from the database, and their subtotal. When the cart `modifies`
 * prices each line has its allowed range, and a stored modified price is moved into the range
 * as it is now (the store's price or the bounds may have changed since it was set); otherwise
 * every line is at the store's price.
 */
export async function pricedLines(db: Kysely<DB>, cart: CartRow, modifies: boolean) {
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
    const listCents = offer.item.price_cents;
    const range = modifies ? modifiedPriceRange({ listCents, ...offer.priceBounds }) : null;
    const unitPriceCents =
      range && row.modified_unit_price_cents !== null
        ? clampToRange(row.modified_unit_price_cents, range)
        : listCents;
    items.push({
      id: row.id,
      qty: row.qty,
      unit_price_cents: unitPriceCents,
      list_unit_price_cents: listCents,
      // Per kilogram on a weight line: the contract's one formula turns grams into money.
      line_total_cents: lineTotal({ soldBy: offer.item.sold_by, qty: row.qty, unitPriceCents }),
      price_range: range,
      substitution: row.substitution ?? cart.substitution_default,
      purchaseable: offer.item,
    });
  }
  const lines = items.map((item) => ({
    soldBy: item.purchaseable.sold_by,
    qty: item.qty,
    unitPriceCents: item.unit_price_cents,
    available: item.purchaseable.available,
  }));
  const { subtotalCents } = priceCart({ lines, coupon: null, deliveryFeeCents: 0 });
  return { items, lines, subtotalCents };
}

/** Why the coupon doesn't apply to this cart now, or null when it does. */
export async function couponRefusalFor(
  db: Kysely<DB>,
  coupon: CouponRow,
  cart: CartRow,
  subtotalCents: number,
  now: Date,
  context?: PricingContext,
): Promise<string | null> {
  const store = context?.store ?? (await getStore(db, String(cart.store_id)));
  const customerId = context ? context.couponCustomerId : cart.user_id;
  const totalUses = coupon.max_uses === null ? 0 : await repo.countRedemptions(db, coupon.id);
  const customerUses =
    customerId === null
      ? null
      : coupon.max_uses_per_user === null
        ? 0
        : await repo.countRedemptions(db, coupon.id, customerId);
  return couponRefusal(coupon, {
    now,
    storeId: cart.store_id,
    timeZone: store.time_zone,
    subtotalCents,
    totalUses,
    userUses: customerUses,
  });
}

/**
 * The delivery fee and minimum order. Pickup has neither; delivery to a chosen address takes
 * its zone's; before an address is chosen (or if its zone has gone) the minimum is the store's
 * lowest, the least any delivery order must reach. A cart for a client is delivered to the
 * client's chosen address, with the same zones, fee and minimum.
 *
 * Before a shopper chooses an address, their own cart is quoted the fee of their default
 * address when a zone covers it (decision 052): that is where checkout sends it unless they
 * choose another, so the cart's total says what the order will cost. Only the fee: the minimum
 * stays the store's lowest, so a shopper who means to send it elsewhere isn't held back by it.
 */
async function deliveryTerms(
  db: Kysely<DB>,
  cart: CartRow,
  client: CartClient | null,
  context?: PricingContext,
) {
  if (cart.delivery_type === 'pickup') return { feeCents: 0, minOrderCents: 0 };
  const zones = context?.zones ?? (await listStoreZones(db, cart.store_id));
  const address = context
    ? context.address
    : cart.client_id !== null
      ? client?.address
      : cart.address_id === null || cart.user_id === null
        ? undefined
        : await findUserAddress(db, cart.user_id, cart.address_id);
  const zone = address ? findCoveringZone(zones, address) : null;
  if (zone) return { feeCents: zone.delivery_fee_cents, minOrderCents: zone.min_order_cents };
  const minimums = zones.map((each) => each.min_order_cents);
  const lowest = minimums.length > 0 ? Math.min(...minimums) : 0;
  return { feeCents: await defaultAddressFee(db, cart, zones, context), minOrderCents: lowest };
}

/** The fee to the cart owner's default address while they choose none (0 when it isn't covered). */
async function defaultAddressFee(
  db: Kysely<DB>,
  cart: CartRow,
  zones: Zone[],
  context: PricingContext | undefined,
): Promise<number> {
  // Placement (`context`) delivers only to the address chosen; a client's cart only to theirs.
  if (context || cart.user_id === null || cart.address_id !== null || cart.client_id !== null) {
    return 0;
  }
  const fallback = await findDefaultUserAddress(db, cart.user_id);
  return (fallback && findCoveringZone(zones, fallback)?.delivery_fee_cents) ?? 0;
}
