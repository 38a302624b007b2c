import type { Address } from '@canasta/contract';
import type { AuthUser } from '../auth/session.service';

/** A seller's or mentor's own client an order is for, as it is when the order is placed. */
export interface OrderClient {
  id: number;
  name: string;
  phone: string;
  /** The client's chosen address (their address book), or null when none is chosen. */
  address: Address | null;
  /** The registered user with the client's phone, if any: the order is theirs too. */
  userId: number | null;
}

/** Someone an order is for: a user of the shop, or a seller's or mentor's own client. */
export type Party = { kind: 'user'; userId: number } | { kind: 'client'; client: OrderClient };

/**
 * Who an order involves, resolved once per placement and read everywhere the order needs a
 * person: the owner's order it is (orders.user_id: it is in their list, they are told of it,
 * decision 019), the customer's coupon uses count, the placer placed it
 * (orders.placed_by_user_id, who may also read it and is told of it), the receiver gets it
 * (whose address book the delivery address comes from, and the client snapshot), the payer pays
 * from their wallet.
 */
export interface OrderParties {
  owner: { userId: number };
  customer: { userId: number };
  placer: { userId: number; name: string };
  receiver: Party;
  payer: { userId: number; mayUseWallet: boolean };
}

/**
 * For a shopper's own cart the caller is everyone. For a seller's or mentor's cart with a
 * client (decision 019) the placer is still the customer (coupon uses) and the payer, the
 * client is the receiver, and the order belongs to the client's registered user when the
 * client's phone is one, else to the placer. A mentor pays from their own wallet for a client's
 * order as for their own (decision 021).
 */
export function resolveParties(caller: AuthUser, client: OrderClient | null): OrderParties {
  const placer = { userId: caller.id, name: caller.name };
  if (client === null) {
    return {
      owner: { userId: caller.id },
      customer: { userId: caller.id },
      placer,
      receiver: { kind: 'user', userId: caller.id },
      payer: { userId: caller.id, mayUseWallet: caller.isMentor },
    };
  }
  return {
    owner: { userId: client.userId ?? caller.id },
    customer: { userId: caller.id },
    placer,
    receiver: { kind: 'client', client },
    payer: { userId: caller.id, mayUseWallet: caller.isMentor },
  };
}
