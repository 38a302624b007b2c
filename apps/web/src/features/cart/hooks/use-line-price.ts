import type { Cart, CartItem } from '@canasta/contract';
import { useUpdateCart } from '../hooks/use-update-cart';
import { es } from '../../../i18n/es';
import { isApiError } from '../../../lib/api-client';

/**
 * A seller's or mentor's price for one cart line (decision 020): `PUT /checkout/{id}` replaces
 * the cart's whole `modified_prices`, so the list sent is the cart's own with this line's entry
 * set, or left out (`null`, or the list price itself: no modification). What the server refuses
 * (out of its range, the line gone) comes back as this line's messages.
 */
export function useLinePrice(storeId: number, cart: Pick<Cart, 'modified_prices'>, line: CartItem) {
  const save = useUpdateCart(storeId);
  const send = (cents: number | null) => {
    const others = cart.modified_prices.filter((price) => price.item_id !== line.id);
    const modified =
      cents === null || cents === line.list_unit_price_cents
        ? others
        : [...others, { item_id: line.id, unit_price_cents: cents }];
    return save.mutateAsync({ modified_prices: modified });
  };
  const refusals = save.error
    ? isApiError(save.error)
      ? listOr(save.error.fieldMessages('modified_prices'), save.error.displayMessage)
      : [es.errors.unexpected]
    : [];
  return { send, saving: save.isPending, refusals, reset: save.reset };
}

const listOr = (messages: string[], fallback: string) =>
  messages.length > 0 ? messages : [fallback];
