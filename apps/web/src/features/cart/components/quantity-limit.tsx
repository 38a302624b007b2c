import { esCart } from '../../../i18n/es-cart';

/**
 * Why "+" stopped: shown once a line holds all the shopper may take (the stock, the per-order
 * limit or the line maximum), so the disabled button explains itself and no refused request is
 * needed to learn it.
 */
export function QuantityLimit({ qty, max }: { qty: number; max: number }) {
  if (qty < max) return null;
  return <p className="text-xs text-dark/75">{esCart.cart.maxQty(max)}</p>;
}
