import type { Client, CreateAddressBody } from '@canasta/contract';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AddressForm } from '../../../features/addresses/components/address-form';
import { PinSummary } from '../../../features/addresses/components/pin-summary';
import { useCoverage } from '../../../features/addresses/hooks/use-coverage';
import {
  clientDraftTarget,
  useAddressDraft,
  draftPlaceOf,
  useAddressDraftStore,
  type DraftValues,
} from '../../../features/addresses/stores/address-draft-store';
import { initialFormValues } from '../../../features/addresses/utils/address-form-values';
import type { LatLng } from '../../../features/addresses/utils/geo';
import { useUpdateCart } from '../../../features/cart/hooks/use-update-cart';
import { useCreateClientAddress } from '../../../features/clients/api/create-client-address';
import { useClient } from '../../../features/clients/api/get-client';
import { es } from '../../../i18n/es';
import { esClients } from '../../../i18n/es-clients';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { StepDataState, type CheckoutContext } from './checkout-gate';
import { pathAfter } from './steps';
import { useSettings } from '../../../features/settings/api/get-settings';

/**
 * The details of a client's new address after its pin (`/tienda/{slug}/set_client_address_detail`;
 * without a pin, the map first). The address form of the shopper's own book, received by the
 * client; saved in the client's book (`POST /store/clients/{id}/addresses`) and, when the store
 * delivers there, chosen for this order.
 */
export function ClientAddressDetailStep(context: CheckoutContext) {
  const { user, cart, store } = context;
  // The gate lets this step through only for a cart with a client.
  const client = useClient(user.id, cart.cart.client_id);
  const draft = useAddressDraft(clientDraftTarget(cart.cart.client_id ?? 0, null));
  // Once saved, the draft is cleared after leaving: nothing here may send the seller back.
  const [saved, setSaved] = useState(false);
  if (!draft?.pin) {
    return saved ? null : <Navigate to={paths.checkoutClientAddressNew(store.slug)} replace />;
  }
  if (client.status !== 'success') {
    return (
      <StepDataState query={client} failedTitle={esClients.clientCheckout.addressLoadFailed} />
    );
  }
  return (
    <ClientAddressForm
      {...context}
      client={client.data}
      pin={draft.pin}
      draftValues={draft.values}
      onSaved={() => {
        setSaved(true);
      }}
    />
  );
}

function ClientAddressForm({
  client,
  pin,
  draftValues,
  onSaved,
  ...context
}: CheckoutContext & {
  client: Client;
  pin: LatLng;
  draftValues: DraftValues | null;
  onSaved: () => void;
}) {
  const { store } = context;
  const target = clientDraftTarget(client.id, null);
  const coverage = useCoverage(store.id, pin);
  const notCovered = coverage.state.status === 'answered' && !coverage.state.answer.covered;
  const save = useSaveClientAddress({ ...context, client, covered: !notCovered, onSaved });
  const { data: settings } = useSettings();
  // What the geocoder told of the pin: a postal code typed later may correct it.
  const [guessed] = useState(() => draftPlaceOf(target)?.fields ?? {});
  const [defaults] = useState(() =>
    initialFormValues({
      pin,
      draft: draftValues,
      place: draftPlaceOf(target),
      address: null,
      receiver: { name: client.name, phone: client.phone },
    }),
  );
  const keepValues = useCallback(
    (values: DraftValues) => {
      useAddressDraftStore.getState().setValues(target, values);
    },
    [target],
  );

  return (
    <>
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {esClients.clients.addressDetailTitle(client.name)}
      </h1>
      <PinSummary
        target={target}
        geocoding={settings?.geocoding === true}
        pin={pin}
        coverage={coverage.state}
        onRetry={coverage.retry}
        changePath={paths.checkoutClientAddressNew(store.slug)}
      />
      <AddressForm
        defaultValues={defaults}
        guessed={guessed}
        postalCodes={settings?.postal_codes === true}
        offerDefault={client.addresses.length > 0}
        onSubmit={save}
        onValuesChange={keepValues}
        notice={
          notCovered ? (
            <p className="rounded-2xl bg-warning/25 p-3 text-sm font-medium text-dark">
              {esClients.clientCheckout.addressNotCovered}
            </p>
          ) : null
        }
      />
    </>
  );
}

/**
 * Saving the form: the address goes into the client's book; a covered one is then chosen for the
 * cart with the cart's one save and the summary follows; otherwise (or if the choice is refused)
 * the seller is back on the client's addresses, told why. The draft is cleared only after leaving,
 * so the form never bounces to the map.
 */
function useSaveClientAddress({
  store,
  cart,
  user,
  client,
  covered,
  onSaved,
}: CheckoutContext & { client: Client; covered: boolean; onSaved: () => void }) {
  const navigate = useNavigate();
  const create = useCreateClientAddress(user.id);
  const updateCart = useUpdateCart(store.id);

  return async ({ is_default, ...fields }: CreateAddressBody) => {
    // `is_default: false` is never sent: the default moves only by choosing another.
    const makeDefault = is_default === true ? { is_default: true as const } : {};
    const address = await create.mutateAsync({
      clientId: client.id,
      body: { ...fields, ...makeDefault },
    });
    let problem: string | null = covered
      ? null
      : esClients.clientCheckout.addressSavedNotChosen(client.name);
    if (covered) {
      try {
        await updateCart.mutateAsync({ client_address_id: address.id });
      } catch (error) {
        problem = isApiError(error) ? error.displayMessage : es.errors.unexpected;
      }
    }
    onSaved();
    if (problem) notify.error(problem);
    else notify.success(esClients.clients.addressSaved(client.name));
    const onward =
      pathAfter('clientAddress', cart, user, store.slug) ?? paths.cartPreview(store.slug);
    await navigate(problem ? paths.checkoutClientAddress(store.slug) : onward, { replace: true });
    useAddressDraftStore.getState().clear();
  };
}
