import { type Client } from '@canasta/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MapPinIcon } from '../../../components/ui/icons-extra';
import { AddressChoice } from '../../../features/addresses/components/address-choice';
import {
  clientDraftTarget,
  useAddressDraftStore,
} from '../../../features/addresses/stores/address-draft-store';
import { StepContinue, StepHeading } from '../../../features/checkout/components/step-bar';
import { useClient } from '../../../features/clients/api/get-client';
import { esClients } from '../../../i18n/es-clients';
import { paths } from '../../../lib/paths';
import { StepDataState, type CheckoutContext } from './checkout-gate';
import { useCheckoutStep } from './use-checkout-step';
import { PinStep } from '../../pin-step';

const t = esClients.clientCheckout;

/**
 * The client's address step of home delivery (`/tienda/{slug}/set_client_adress`): one of the
 * client's addresses, checked by the store when chosen (its zone sets the fee and the minimum),
 * or a new one: `?nueva=1` shows the map, then `set_client_address_detail` its details.
 */
export function ClientAddressStep(context: CheckoutContext) {
  const { user, cart } = context;
  const [search] = useSearchParams();
  // The gate lets this step through only for a cart with a client.
  const client = useClient(user.id, cart.cart.client_id);
  if (client.status !== 'success') {
    return <StepDataState query={client} failedTitle={t.addressLoadFailed} />;
  }
  if (search.get('nueva') === '1') return <ClientAddressMap {...context} client={client.data} />;
  return <ChooseClientAddress {...context} client={client.data} />;
}

function ChooseClientAddress({ client, ...context }: CheckoutContext & { client: Client }) {
  const { store, cart } = context;
  const step = useCheckoutStep('clientAddress', context, t.addressRequired);
  const newAddressPath = paths.checkoutClientAddressNew(store.slug);
  const startNew = () => {
    useAddressDraftStore.getState().clear();
  };
  const title = <StepHeading title={t.addressTitle(client.name)} {...step.position} />;

  if (client.addresses.length === 0) {
    return (
      <>
        {title}
        <EmptyState
          icon={<MapPinIcon className="size-12" />}
          title={t.addressEmptyTitle(client.name)}
          description={t.addressEmptyDescription}
          action={
            <Link to={newAddressPath} onClick={startNew} className={buttonClasses('primary')}>
              {t.addressAddFirst}
            </Link>
          }
        />
      </>
    );
  }
  const saved = cart.cart.client_address_id;
  const chosen = step.draft?.client_address_id ?? saved;
  return (
    <>
      {title}
      <AddressChoice
        addresses={client.addresses}
        legend={t.addressLegend(client.name)}
        chosen={chosen}
        onChoose={(address) => {
          step.choose(address.id === saved ? null : { client_address_id: address.id });
        }}
        describedBy={step.describedBy}
      />
      <Link to={newAddressPath} onClick={startNew} className={buttonClasses('secondary', 'sm')}>
        {t.addressAdd}
      </Link>
      <StepContinue {...step.foot(chosen !== null)} />
    </>
  );
}

/**
 * The map of a client's new address: no pin until the seller chooses one (or where it was left),
 * on a map opened at the client's default address, else the store; "Confirmar ubicación" leads
 * to the details.
 */
function ClientAddressMap({ store, client }: CheckoutContext & { client: Client }) {
  const navigate = useNavigate();
  return (
    <PinStep
      target={clientDraftTarget(client.id, null)}
      start={null}
      center={client.default_address ?? store}
      storeId={store.id}
      title={esClients.clients.addressMapTitle(client.name)}
      intro={esClients.clients.addressMapIntro}
      onConfirm={() => void navigate(paths.checkoutClientAddressDetail(store.slug))}
    />
  );
}
