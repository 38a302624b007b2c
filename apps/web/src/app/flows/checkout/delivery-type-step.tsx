import { useEffect } from 'react';
import { DeliveryTypeOptions } from '../../../features/checkout/components/delivery-type-options';
import { StepContinue, StepHeading } from '../../../features/checkout/components/step-bar';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { useFormatMoney } from '../../../lib/money';
import { CheckoutSkeleton, type CheckoutContext } from './checkout-gate';
import { useCheckoutStep } from './use-checkout-step';
import { useRememberedChoices } from './use-remembered-choices';

/**
 * How the order arrives: home delivery (with its fee once the address is known) or pickup at the
 * store's address; only what the store offers. The choice is saved on the cart as soon as it is
 * made (changing it clears the slot). A returning shopper's last choices are offered first
 * (useRememberedChoices).
 */
export function DeliveryTypeStep({ store, cart, user }: CheckoutContext) {
  const format = useFormatMoney();
  const remembering = useRememberedChoices({ store, cart, user });
  const step = useCheckoutStep(
    'deliveryType',
    { store, cart, user },
    esCheckout.checkout.typeRequired,
  );
  const saved = cart.cart.delivery_type;
  const chosen = step.draft?.delivery_type ?? saved;
  const offered = store.delivery_types;
  const onlyOne = offered.length === 1 ? offered[0] : undefined;
  const { mutate } = step.save;

  // A store with one way to receive orders: it is chosen already (once the last order's
  // choices, which may hold more, have been offered).
  useEffect(() => {
    if (!remembering && onlyOne && saved !== onlyOne) mutate({ delivery_type: onlyOne });
  }, [remembering, onlyOne, saved, mutate]);

  const { extra } = cart;
  const feeKnown =
    (cart.cart.address_id ?? cart.cart.client_address_id) !== null && saved !== 'pickup';
  const deliveryDetail = feeKnown
    ? extra.delivery_fee_cents > 0
      ? esCheckout.checkout.deliveryFee(format(extra.delivery_fee_cents))
      : esCheckout.checkout.deliveryFree
    : esCheckout.checkout.deliveryFeeByAddress;

  if (remembering) return <CheckoutSkeleton />;
  return (
    <>
      <StepHeading title={esCheckout.checkout.typeTitle} {...step.position} />
      {cart.cart.blocked ? (
        <p role="status" className="rounded-2xl bg-warning/25 p-3 text-sm font-medium">
          {esCart.cart.blocked}
        </p>
      ) : null}
      <DeliveryTypeOptions
        offered={offered}
        value={chosen}
        onChange={(type) => {
          step.choose(type === saved ? null : { delivery_type: type });
        }}
        deliveryDetail={deliveryDetail}
        storeAddress={store.address}
        describedBy={step.describedBy}
      />
      <StepContinue {...step.foot(chosen !== null)} />
    </>
  );
}
