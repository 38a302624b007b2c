import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_CART_TTL_DAYS,
  type CartResponse,
  type CreateCartBody,
  DEFAULT_SUBSTITUTION,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import { addDays } from '../../clock';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { getStore } from '../catalogue/catalogue.service';
import {
  type CartDeps,
  type Caller,
  assertCallerIs,
  changeCart,
  findReachable,
  lockForChange,
  validationError,
} from './cart-access';
import { rememberedSubstitution } from './cart-remembered.service';
import { cartModifiesPrices, couponRefusalFor, cartView, pricedLines } from './cart-totals.service';
import * as repo from './cart.repository';

/** A cart's life (create, read, delete, purge) and its coupon. Lines, choices and orders are beside. */

/** Reads refresh an anonymous cart's last use at most this often (the purge counts from it). */
const TOUCH_ON_READ_MS = 24 * 60 * 60 * 1000;

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
    substitutionDefault:
      body.user_id === undefined
        ? DEFAULT_SUBSTITUTION
        : await rememberedSubstitution(db, body.user_id, store.id),
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

export function applyCoupon(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  code: string,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    const normalized = code.trim().toUpperCase();
    const coupon = await repo.findCouponByCode(trx, normalized, cart.store_id);
    if (!coupon) throw validationError({ coupon: [messages.couponNotFound(normalized)] });
    const { subtotalCents } = await pricedLines(trx, cart, await cartModifiesPrices(trx, cart));
    const refusal = await couponRefusalFor(trx, coupon, cart, subtotalCents, now);
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

/** Deletes anonymous carts nobody has used for ANONYMOUS_CART_TTL_DAYS. */
export function purgeAbandonedCarts(db: Kysely<DB>, now: Date): Promise<number> {
  return repo.deleteAnonymousCartsBefore(db, addDays(now, -ANONYMOUS_CART_TTL_DAYS).toISOString());
}
