import type { CartResponse, DeliveryType } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { normalizeCartId } from './cart-access';
import { type PricingContext, cartView } from './cart-totals.service';
import * as repo from './cart.repository';

/** What order placement asks of a cart: block it, price it, count its coupon, consume it. */

/** A block older than this belongs to a request that died; a new attempt may take it over. */
export const STALE_BLOCK_MS = 2 * 60 * 1000;

/** A cart blocked for an order: nothing changes it until it is consumed or released. */
export interface BlockedCart {
  id: string;
  storeId: number;
  userId: number;
  /** The seller's or mentor's client the order is for, and that client's chosen address. */
  clientId: number | null;
  clientAddressId: number | null;
  deliveryType: DeliveryType | null;
  addressId: number | null;
  /** The row as blocked, priced by this module only. */
  readonly row: CartRow;
}

/**
 * Blocks the caller's cart while an order is placed from it: every change answers 409 until it
 * is released or consumed. Null when another request holds the block; 404 when the cart isn't
 * the caller's.
 */
export async function blockForOrder(
  db: Kysely<DB>,
  caller: AuthUser,
  cartId: string,
  now: Date,
): Promise<BlockedCart | null> {
  const id = normalizeCartId(cartId);
  if (!id) throw new AppError('cart_not_found', messages.cartNotFound);
  const staleBefore = new Date(now.getTime() - STALE_BLOCK_MS).toISOString();
  const row = await repo.blockCart(db, id, caller.id, now.toISOString(), staleBefore);
  if (row) {
    return {
      id: row.id,
      storeId: row.store_id,
      userId: caller.id,
      clientId: row.client_id,
      clientAddressId: row.client_address_id,
      deliveryType: row.delivery_type,
      addressId: row.address_id,
      row,
    };
  }
  // Not blocked: either someone else holds it, or it isn't the caller's (or doesn't exist).
  const cart = await repo.findCart(db, id);
  if (cart?.user_id !== caller.id) throw new AppError('cart_not_found', messages.cartNotFound);
  return null;
}

export async function releaseCart(db: Kysely<DB>, cartId: string): Promise<void> {
  const id = normalizeCartId(cartId);
  if (id) await repo.unblockCart(db, id);
}

/** The cart became an order: it goes, and the shopper's next visit starts a new one. */
export async function consumeCart(db: Kysely<DB>, cartId: string): Promise<void> {
  const id = normalizeCartId(cartId);
  if (id) await repo.deleteCart(db, id);
}

/**
 * The cart as an order takes it: exactly what the shopper sees (prices from the database,
 * coupon state, fee and minimum from the zone), plus the coupon's id. With `lock`, the coupon is
 * held first so its last use can't go to two orders.
 */
export async function cartForOrder(
  db: Kysely<DB>,
  cart: BlockedCart,
  now: Date,
  context: PricingContext,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ view: CartResponse; couponId: number | null }> {
  if (lock && cart.row.coupon_id !== null) await repo.lockCoupon(db, cart.row.coupon_id);
  return { view: await cartView(db, cart.row, now, context), couponId: cart.row.coupon_id };
}

/** Counts a coupon's use by the order's customer. */
export function redeemCoupon(
  db: Kysely<DB>,
  couponId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  return repo.insertRedemption(db, couponId, customerId, now.toISOString());
}
