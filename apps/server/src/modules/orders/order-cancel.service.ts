import { type CancelOrderBody, CUSTOMER_CANCELLABLE_STATUSES, type Order } from '@canasta/contract';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { getStore } from '../catalogue/catalogue.service';
import { orderNumber } from './order-number';
import { orderById } from './order-reads.service';
import { type AdvanceDeps, type MoveContext, moveOrder } from './order-status.service';
import * as repo from './orders.repository';

/**
 * "Cancelar pedido" (decision 052): the order's customer — its owner, or the seller or mentor who
 * placed it (decision 019) — cancels it while it is still pending, through the one way orders
 * move (`moveOrder`): the stock, the wallet's part and a card's hold come back, the store's board
 * hears of it at once, and its history names the customer and their reason. Anyone else gets the
 * 404 a missing order gets; once the store confirmed it, 409 says so. Cancelling an order already
 * cancelled answers it as it is.
 */
export async function cancelOwnOrder(
  deps: AdvanceDeps,
  caller: AuthUser,
  orderId: number,
  body: CancelOrderBody | null | undefined,
  requestId: string,
): Promise<Order> {
  const row = await repo.findOrderById(deps.db, orderId);
  if (!row || (row.user_id !== caller.id && row.placed_by_user_id !== caller.id)) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  const store = await getStore(deps.db, String(row.store_id));
  const ctx: MoveContext = {
    store: { id: store.id, slug: store.slug, name: store.name, time_zone: store.time_zone },
    actor: { user_id: caller.id, name: messages.orderCancelledByCustomer(caller.name) },
    requestId,
  };
  await moveOrder(deps, ctx, row.number ?? orderNumber(row.id), {
    status: 'cancelled',
    reason: body?.reason || null,
    byCustomer: { from: CUSTOMER_CANCELLABLE_STATUSES, refused: messages.orderCancelNotPending },
  });
  return orderById(deps.db, row.id);
}
