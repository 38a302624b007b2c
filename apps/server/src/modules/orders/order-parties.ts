import type { AuthUser } from '../auth/session.service';
import type { BlockedCart } from '../cart/cart-checkout.service';

/** Someone an order is for: a user of the shop, or a seller's or mentor's own client. */
export type Party = { kind: 'user'; userId: number } | { kind: 'client'; clientId: number };

/**
 * Who an order involves, resolved once per placement and read everywhere the order needs a
 * person: the customer owns it (orders.user_id: their list, their notifications, their coupon
 * uses), the placer placed it (orders.placed_by_user_id), the receiver gets it (whose address
 * book the delivery address comes from, and the client snapshot), the payer pays from their
 * wallet.
 */
export interface OrderParties {
  customer: { userId: number };
  placer: { userId: number; name: string };
  receiver: Party;
  payer: { userId: number; mayUseWallet: boolean };
}

/**
 * Today the caller is always customer, placer, receiver and payer. A cart with a client (a
 * seller or mentor ordering for their own client, to the client's address, maybe paying from
 * the mentor's wallet) comes with the clients issue; no request can give a cart a client yet,
 * so one here is a bug, refused here and nowhere else.
 */
export function resolveParties(
  caller: AuthUser,
  cart: Pick<BlockedCart, 'clientId'>,
): OrderParties {
  if (cart.clientId !== null) {
    throw new Error('orders for a client are not supported yet (the clients issue adds them)');
  }
  return {
    customer: { userId: caller.id },
    placer: { userId: caller.id, name: caller.name },
    receiver: { kind: 'user', userId: caller.id },
    payer: { userId: caller.id, mayUseWallet: caller.isMentor },
  };
}

/** For code that can only meet a user receiver until the clients issue. */
export function receiverUserId(receiver: Party): number {
  if (receiver.kind === 'client') {
    throw new Error('orders for a client are not supported yet (resolveParties refuses them)');
  }
  return receiver.userId;
}
