import type { ModifiedPrice } from '@canasta/contract';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { Caller } from './cart-access';

/**
 * Cart fields of the spec's wire contract (DESIGN §5) that the server does not honour yet. A
 * seller or mentor may now order for their own client (`client_id`, `client_address_id`,
 * decision 019), but not yet at a modified price nor paying from the mentor's wallet. This file
 * is the one place that says so: the cart answers these constants instead of reading its
 * `use_wallet` and `modified_unit_price_cents` columns (nothing writes them), and the one
 * request that could set them is refused below. Paying a client's order with the wallet is
 * refused, with `messages.walletNotForClients`, when it is chosen (cart-choices.service.ts) and
 * at placement (orders/order-quote.service.ts).
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
 * for a client may ever change prices (403 for anyone else); without a client chosen the 422
 * says to choose one, and with one it says prices can't be changed yet. The accepting path,
 * checked against the store's bounds, replaces this later.
 */
export function refuseModifiedPrices(caller: Caller, hasClient: boolean): never {
  if (!caller || !(caller.isSeller || caller.isMentor)) {
    throw new AppError('forbidden', messages.modifiedPricesForbidden);
  }
  throw new AppError('validation_failed', messages.validationFailed, {
    errors: {
      modified_prices: [
        hasClient ? messages.modifiedPricesNotYet : messages.modifiedPricesNeedClient,
      ],
    },
  });
}
