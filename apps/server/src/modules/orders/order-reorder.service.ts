import type { ReorderResponse } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../auth/session.service';
import { putOrderInCart } from '../cart/cart-reorder.service';
import { getOrder } from './order-reads.service';

/**
 * "Pedir de nuevo": an order the caller may see (theirs, or one they placed for a client) goes
 * into the caller's own cart in its store; anyone else's answers 404 like a missing one.
 */
export async function reorder(
  deps: { db: Kysely<DB>; clock: Clock },
  caller: AuthUser,
  orderId: number,
): Promise<ReorderResponse> {
  const order = await getOrder(deps.db, caller, orderId);
  return putOrderInCart(
    deps,
    caller,
    order.store.id,
    order.items.map((item) => ({
      inventoryId: item.purchaseable_id,
      name: item.name,
      qty: item.qty,
      soldBy: item.sold_by,
      listUnitPriceCents: item.list_unit_price_cents,
    })),
  );
}
