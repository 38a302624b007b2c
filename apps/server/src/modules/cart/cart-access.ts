import type { CartResponse } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { CartRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { cartView } from './cart-totals.service';
import * as repo from './cart.repository';

/**
 * Reaching and changing a cart (decision 007): shared by the cart's services, never used
 * outside the module.
 */

export interface CartDeps {
  db: Kysely<DB>;
  clock: Clock;
}

export type Caller = AuthUser | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cart id as stored (lower case), or undefined for anything that can't be one. */
export function normalizeCartId(cartId: string): string | undefined {
  const id = cartId.toLowerCase();
  return UUID.test(id) ? id : undefined;
}

/** A cart bound to a user answers only to that user; to anyone else it doesn't exist. */
export function reachable(cart: CartRow | undefined, caller: Caller): CartRow {
  if (!cart || (cart.user_id !== null && cart.user_id !== caller?.id)) {
    throw new AppError('cart_not_found', messages.cartNotFound);
  }
  return cart;
}

export async function findReachable(db: Kysely<DB>, caller: Caller, cartId: string) {
  const id = normalizeCartId(cartId);
  return reachable(id ? await repo.findCart(db, id) : undefined, caller);
}

export async function lockForChange(trx: Kysely<DB>, caller: Caller, cartId: string, now: Date) {
  const id = normalizeCartId(cartId);
  const cart = reachable(id ? await repo.touchCart(trx, id, now.toISOString()) : undefined, caller);
  if (cart.blocked === 1) throw new AppError('cart_blocked', messages.cartBlocked);
  return cart;
}

export type Change = (trx: Kysely<DB>, cart: CartRow, now: Date) => Promise<void>;

/** One transaction per change: lock, check, change, and answer with the cart as it now is. */
export function changeCart(
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

export function assertCallerIs(caller: Caller, userId: number): AuthUser {
  if (!caller) throw new AppError('unauthenticated', messages.cartSignInForUser);
  if (caller.id !== userId) throw new AppError('forbidden', messages.cartForOtherUser);
  return caller;
}

export function validationError(errors: Record<string, string[]>, maxQty?: number) {
  return new AppError('validation_failed', messages.validationFailed, {
    errors,
    ...(maxQty === undefined ? {} : { details: { max_qty: maxQty } }),
  });
}
