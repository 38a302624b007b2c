import type { ModifiedPrice } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { type Caller, validationError } from './cart-access';
import { pricedLines } from './cart-totals.service';
import * as repo from './cart.repository';

/**
 * `PUT /checkout/{id}` with `modified_prices` (decision 020): the list replaces the cart's
 * whole list. Only a seller or mentor may send it (anyone else 403), and only with a client
 * chosen (422), except an empty list, which only clears. Each entry is a line of this cart,
 * once, priced within its range now; a price equal to the store's is no modification. Any
 * refusal changes nothing: the checks all run before the one write.
 */
export async function replaceModifiedPrices(
  trx: Kysely<DB>,
  caller: Caller,
  cart: CartRow,
  hasClient: boolean,
  prices: readonly ModifiedPrice[],
): Promise<void> {
  if (!caller || !(caller.isSeller || caller.isMentor)) {
    throw new AppError('forbidden', messages.modifiedPricesForbidden);
  }
  if (prices.length === 0) {
    await repo.clearModifiedPrices(trx, cart.id);
    return;
  }
  if (!hasClient) throw refusal(messages.modifiedPricesNeedClient);

  // The caller's role and client were checked just above or by this request's client choice.
  const { items } = await pricedLines(trx, cart, true);
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<number>();
  const problems: string[] = [];
  const modified: { itemId: number; unitPriceCents: number }[] = [];
  for (const price of prices) {
    const item = byId.get(price.item_id);
    if (!item) throw refusal(messages.modifiedPriceItemNotInCart);
    if (seen.has(item.id)) throw refusal(messages.modifiedPriceRepeated);
    seen.add(item.id);
    // pricedLines gives every line a range when asked to; without one only the list price fits.
    const range = item.price_range ?? {
      min_cents: item.list_unit_price_cents,
      max_cents: item.list_unit_price_cents,
    };
    if (price.unit_price_cents < range.min_cents || price.unit_price_cents > range.max_cents) {
      problems.push(
        messages.modifiedPriceOutOfRange(
          item.purchaseable.product.name,
          range.min_cents,
          range.max_cents,
        ),
      );
    } else if (price.unit_price_cents !== item.list_unit_price_cents) {
      modified.push({ itemId: item.id, unitPriceCents: price.unit_price_cents });
    }
  }
  if (problems.length > 0) throw validationError({ modified_prices: problems });
  await repo.replaceModifiedPrices(trx, cart.id, modified);
}

function refusal(message: string) {
  return validationError({ modified_prices: [message] });
}
