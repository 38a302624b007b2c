import type {
  Address,
  Cart,
  CartClient,
  CartCoupon,
  CartItem,
  CartResponse,
  Settings,
  Store,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, CouponRow, DB } from '../../db/schema';
import { findUserAddress } from '../addresses/addresses.service';
import { getCartOffers, getStore } from '../catalogue/catalogue.service';
import { listStoreZones } from '../coverage/coverage.service';
import { type Zone, findCoveringZone } from '../coverage/delivery-zone';
import { getSettings } from '../settings/settings.service';
import { cartClientOf } from './cart-client';
import { modifiedPricesNotYetHonoured, NOT_YET_HONOURED } from './cart-pending-fields';
import { couponDiscount, lineTotal, priceCart } from './cart-pricing';
import * as repo from './cart.repository';
import { couponRefusal } from './coupon-rules';

/**
 * What pricing a cart reads besides the cart itself, loaded once by a caller that prices the
 * same cart more than once (placing an order). Without it each piece is read when needed.
 */
export interface PricingContext {
  store: Store;
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

/** The cart as the shopper sees it: prices from the database, coupon state, fee and minimum. */
export async function cartView(
  db: Kysely<DB>,
  cart: CartRow,
  now: Date,
  context?: PricingContext,
): Promise<CartResponse> {
  const { items, lines, subtotalCents } = await pricedLines(db, cart);

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

  const client = context ? context.client : await cartClientOf(db, cart);
  const [settings, delivery] = await Promise.all([
    context?.settings ?? getSettings(db),
    deliveryTerms(db, cart, client, context),
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
    use_wallet: NOT_YET_HONOURED.useWallet,
    modified_prices: modifiedPricesNotYetHonoured(),
    notes: cart.notes,
    blocked: cart.blocked === 1,
  };
  return {
    cart: body,
    extra: {
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      delivery_fee_cents: totals.deliveryFeeCents,
      wallet_applied_cents: NOT_YET_HONOURED.walletAppliedCents,
      total_cents: totals.totalCents,
      item_count: totals.itemCount,
      min_order_cents: delivery.minOrderCents,
      currency: settings.currency,
    },
  };
}

/** The cart's lines priced from the database, and their subtotal. */
export async function pricedLines(db: Kysely<DB>, cart: CartRow) {
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
    const unitPriceCents = offer.item.price_cents;
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
 * its zone's; before an address is chosen (or if its zone has gone) there is no fee yet and the
 * minimum is the store's lowest, the least any delivery order must reach. A cart for a client is
 * delivered to the client's chosen address, with the same zones, fee and minimum.
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
  return { feeCents: 0, minOrderCents: minimums.length > 0 ? Math.min(...minimums) : 0 };
}
