import type { ModifiedPrice } from '@canasta/contract';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { Caller } from './cart-access';

/**
 * Cart fields of the spec's wire contract (DESIGN §5) that the server does not honour yet. They
 * belong to ordering for a client (a seller or mentor orders for their own client, at a modified
 * price, maybe paying from the mentor's wallet), which comes with the clients issue. Until then
 * this file is the one place that says so: the cart answers these constants instead of reading
 * its `use_wallet` and `modified_unit_price_cents` columns (nothing writes them), and the one
 * request that could set them is refused below. `client_id` and `client_address_id` are read
 * from the cart as stored and are always null (no request sets them); order placement refuses
 * a cart with a client in one place, `resolveParties` (orders/order-parties.ts).
 */
export const NOT_YET_HONOURED = {
  /** The cart's `use_wallet`: paying part of a total from the wallet isn't offered yet. */
  useWallet: false,
  /** `extra.wallet_applied_cents`: nothing of a cart's total comes from a wallet yet. */
  walletAppliedCents: 0,
} as const;

/** The cart's `modified_prices`: none; every line is priced from the database. */
export function modifiedPricesNotYetHonoured(): ModifiedPrice[] {
  return [];
}

/**
 * `PUT /checkout/{id}` with `modified_prices`: refused, always. Only a seller or mentor ordering
 * for a client may change prices (403 for anyone else), and no cart can have a client before
 * the clients issue (422). That issue replaces this with the accepting path, checked against
 * the store's bounds.
 */
export function refuseModifiedPrices(caller: Caller): never {
  if (!caller || !(caller.isSeller || caller.isMentor)) {
    throw new AppError('forbidden', messages.modifiedPricesForbidden);
  }
  throw new AppError('validation_failed', messages.validationFailed, {
    errors: { modified_prices: [messages.modifiedPricesNeedClient] },
  });
}
