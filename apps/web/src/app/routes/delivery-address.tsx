import type { Address } from '@canasta/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { MapPinIcon } from '../../components/ui/icons-extra';
import { RadioCard } from '../../components/ui/radio-card';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { useAddressDraftStore } from '../../features/addresses/stores/address-draft-store';
import {
  addressArea,
  addressLine,
  addressTitle,
} from '../../features/addresses/utils/address-text';
import { StepBar, StepHeading, StepProblem } from '../../features/checkout/components/step-bar';
import { es } from '../../i18n/es';
import { paths } from '../../lib/paths';
import {
  CheckoutGate,
  CheckoutSkeleton,
  saveProblem,
  stepPosition,
  useStepSave,
  type CheckoutContext,
} from '../checkout-flow';

const PROBLEM_ID = 'delivery-address-problem';

/**
 * /tienda/:slugName/envio_direccion — the address step of home delivery (not in the spec's
 * route table; decision 014): one of the shopper's addresses, or a new one through the map
 * screens, which come back to the summary. The store checks that it reaches the address when it
 * is chosen; its zone sets the fee and the minimum order.
 */
export function Component() {
  return (
    <CheckoutGate step="deliveryAddress">
      {(context) => <DeliveryAddressStep {...context} />}
    </CheckoutGate>
  );
}

function DeliveryAddressStep({ store, cart, user }: CheckoutContext) {
  const addresses = useAddresses(user.id);
  const position = stepPosition('deliveryAddress', cart);
  // A new address is chosen for this cart on saving, then the summary follows.
  const newAddressPath = paths.setAddress(store.slug, {
    checkout: true,
    next: paths.cartPreview(store.slug),
  });
  const startNew = () => {
    useAddressDraftStore.getState().clear();
  };

  if (addresses.status === 'pending') return <CheckoutSkeleton />;
  if (addresses.status === 'error') {
    return (
      <ErrorState
        as="h1"
        title={es.addresses.loadFailed}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  }
  if (addresses.data.length === 0) {
    return (
      <>
        <StepHeading title={es.checkout.addressTitle} {...position} />
        <EmptyState
          icon={<MapPinIcon className="size-12" />}
          title={es.checkout.addressEmptyTitle}
          description={es.checkout.addressEmptyDescription}
          action={
            <Link to={newAddressPath} onClick={startNew} className={buttonClasses('primary')}>
              {es.checkout.addressAddFirst}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      <StepHeading title={es.checkout.addressTitle} {...position} />
      <AddressChoice
        storeId={store.id}
        storeSlug={store.slug}
        addresses={addresses.data}
        saved={cart.cart.address_id}
        totalCents={cart.extra.total_cents}
      />
      <Link to={newAddressPath} onClick={startNew} className={buttonClasses('secondary', 'sm')}>
        {es.checkout.addressAdd}
      </Link>
    </>
  );
}

function AddressChoice({
  storeId,
  storeSlug,
  addresses,
  saved,
  totalCents,
}: {
  storeId: number;
  storeSlug: string;
  addresses: readonly Address[];
  saved: number | null;
  totalCents: number;
}) {
  const navigate = useNavigate();
  const { save, draft, change, settled } = useStepSave(storeId);
  const [missing, setMissing] = useState(false);
  const chosen = draft?.address_id ?? saved;

  const next = async () => {
    if (chosen === null) {
      setMissing(true);
      return;
    }
    if (!(await settled())) return;
    await navigate(paths.cartPreview(storeSlug));
  };

  const problem = missing ? es.checkout.addressRequired : saveProblem(save.error);
  return (
    <>
      <fieldset className="flex flex-col gap-3" aria-describedby={problem ? PROBLEM_ID : undefined}>
        <legend className="sr-only">{es.checkout.addressLegend}</legend>
        {addresses.map((address) => (
          <RadioCard
            key={address.id}
            name="delivery-address"
            value={String(address.id)}
            checked={chosen === address.id}
            onChange={() => {
              setMissing(false);
              if (address.id !== saved) change({ address_id: address.id });
            }}
            title={addressTitle(address)}
            description={
              <>
                <span className="block">{addressLine(address)}</span>
                <span className="block">{addressArea(address)}</span>
              </>
            }
            aside={address.is_default ? <Badge>{es.addresses.defaultBadge}</Badge> : undefined}
          />
        ))}
      </fieldset>
      {problem ? <StepProblem id={PROBLEM_ID}>{problem}</StepProblem> : null}
      <StepBar totalCents={totalCents}>
        <Button onClick={() => void next()} aria-busy={save.isPending}>
          {save.isPending ? es.checkout.saving : es.checkout.continue}
        </Button>
      </StepBar>
    </>
  );
}
