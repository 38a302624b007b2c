import type { CartResponse } from '@canasta/contract';
import { PriceBreakdown } from '../../../components/ui/price-breakdown';
import { esCart } from '../../../i18n/es-cart';
import { useFormatMoney } from '../../../lib/money';
import { missingForMinimum } from '../utils/minimum-order';

export const MINIMUM_ORDER_NOTE_ID = 'cart-minimum-order';

/**
 * Subtotal, discount, delivery fee (or when it's known), wallet, total and the minimum order.
 * Before the method is chosen the minimum is home delivery's: with `pickupOffered` the note says
 * so, and that pickup has none.
 */
export function CartSummary({
  response,
  pickupOffered = false,
}: {
  response: CartResponse;
  pickupOffered?: boolean;
}) {
  const format = useFormatMoney();
  const { cart, extra } = response;
  const missing = missingForMinimum(response);
  const appliedCode = cart.coupon?.applied ? cart.coupon.code : null;
  // The fee depends on the address (a later step; a client's, for an order for a client): until
  // one is chosen it isn't known yet. Pickup has none.
  const pickup = cart.delivery_type === 'pickup';
  const feeKnown =
    cart.address_id !== null || cart.client_address_id !== null || extra.delivery_fee_cents > 0;
  return (
    <section aria-labelledby="cart-summary-title" className="flex flex-col gap-3">
      <h2 id="cart-summary-title" className="text-lg font-bold">
        {esCart.cart.summary}
      </h2>
      <PriceBreakdown
        amounts={extra}
        couponCode={appliedCode}
        totalLabel={extra.estimated ? esCart.cart.estimatedTotal : esCart.cart.total}
        deliveryFee={
          pickup ? (
            esCart.cart.deliveryFeePickup
          ) : feeKnown ? (
            format(extra.delivery_fee_cents)
          ) : (
            <span className="text-dark/70">{esCart.cart.deliveryFeeLater}</span>
          )
        }
        className="rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/5"
      />
      {extra.estimated ? <p className="text-sm text-dark/75">{esCart.cart.estimatedNote}</p> : null}
      {missing > 0 ? (
        <p
          id={MINIMUM_ORDER_NOTE_ID}
          className="rounded-2xl bg-warning/25 p-3 text-sm font-medium text-dark"
        >
          {pickupOffered && cart.delivery_type === null
            ? esCart.cart.deliveryMinimum(format(extra.min_order_cents), format(missing))
            : esCart.cart.minimumOrder(format(extra.min_order_cents), format(missing))}
        </p>
      ) : null}
    </section>
  );
}
