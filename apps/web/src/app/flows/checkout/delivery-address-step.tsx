import type { Address } from '@canasta/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MapPinIcon } from '../../../components/ui/icons-extra';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import { AddressChoice } from '../../../features/addresses/components/address-choice';
import { useAddressDraftStore } from '../../../features/addresses/stores/address-draft-store';
import { StepContinue, StepHeading } from '../../../features/checkout/components/step-bar';
import { esAddresses } from '../../../i18n/es-addresses';
import { esCheckout } from '../../../i18n/es-checkout';
import { paths } from '../../../lib/paths';
import { StepDataState, type CheckoutContext } from './checkout-gate';
import { stepPosition } from './steps';
import { useCheckoutStep } from './use-checkout-step';

/**
 * The address step of home delivery (not in the spec's route table; decision 014), right after
 * the delivery method (decision 048): one of the shopper's addresses, or a new one through the
 * map screens. The store checks that it reaches the address when it is chosen; its zone sets the
 * fee and the minimum order, known before the day is chosen.
 */
export function DeliveryAddressStep({ store, cart, user }: CheckoutContext) {
  const addresses = useAddresses(user.id);
  const position = stepPosition('deliveryAddress', cart, user);
  // A new address is chosen for this cart on saving, then the day follows (the summary when one
  // is chosen already: the shopper came to change the address).
  const newAddressPath = paths.setAddress(store.slug, {
    checkout: true,
    next:
      cart.cart.delivery_slot_id === null
        ? paths.deliveryDate(store.slug)
        : paths.cartPreview(store.slug),
  });
  const startNew = () => {
    useAddressDraftStore.getState().clear();
  };

  if (addresses.status !== 'success')
    return <StepDataState query={addresses} failedTitle={esAddresses.addresses.loadFailed} />;
  if (addresses.data.length === 0) {
    return (
      <>
        <StepHeading title={esCheckout.checkout.addressTitle} {...position} />
        <EmptyState
          icon={<MapPinIcon className="size-12" />}
          title={esCheckout.checkout.addressEmptyTitle}
          description={esCheckout.checkout.addressEmptyDescription}
          action={
            <Link to={newAddressPath} onClick={startNew} className={buttonClasses('primary')}>
              {esCheckout.checkout.addressAddFirst}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      <StepHeading title={esCheckout.checkout.addressTitle} {...position} />
      <ChooseAddress context={{ store, cart, user }} addresses={addresses.data} />
      <Link to={newAddressPath} onClick={startNew} className={buttonClasses('secondary', 'sm')}>
        {esCheckout.checkout.addressAdd}
      </Link>
    </>
  );
}

function ChooseAddress({
  context,
  addresses,
}: {
  context: CheckoutContext;
  addresses: readonly Address[];
}) {
  const step = useCheckoutStep('deliveryAddress', context, esCheckout.checkout.addressRequired);
  const saved = context.cart.cart.address_id;
  const chosen = step.draft?.address_id ?? saved;
  return (
    <>
      <AddressChoice
        addresses={addresses}
        legend={esCheckout.checkout.addressLegend}
        chosen={chosen}
        onChoose={(address) => {
          step.choose(address.id === saved ? null : { address_id: address.id });
        }}
        describedBy={step.describedBy}
      />
      <StepContinue {...step.foot(chosen !== null)} />
    </>
  );
}
