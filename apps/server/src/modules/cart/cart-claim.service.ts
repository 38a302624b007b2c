import { MAX_CART_LINES, maxQtyFor } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, DB } from '../../db/schema';
import { getCartOffers } from '../catalogue/catalogue.service';
import { type Caller, assertCallerIs } from './cart-access';
import * as repo from './cart.repository';

/**
 * Binds an anonymous cart to the signed-in caller and folds their other open carts in this store
 * into it, so a shopper who signs in keeps one cart. Quantities are capped at what may be bought.
 */
export async function claimCart(trx: Kysely<DB>, caller: Caller, cart: CartRow, userId: number) {
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
