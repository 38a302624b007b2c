import type { Client, ClientAddress, CreateAddressBody, Store } from '@canasta/contract';
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
import { useCreateClientAddress } from '../../../features/clients/api/create-client-address';
import { useUpdateClientAddress } from '../../../features/clients/api/update-client-address';
import { esAddresses } from '../../../i18n/es-addresses';
import { esClients } from '../../../i18n/es-clients';
import { notify } from '../../../lib/toast';
import {
  editedAddress,
  type ClientAddressFlow,
  type ClientAddressIntent,
} from './client-address-flow';
import { ClientAddressNotFound } from './client-address-not-found';
import { useSettings } from '../../../features/settings/api/get-settings';

export interface ClientDetailStepProps {
  store: Store;
  userId: number;
  client: Client;
  intent: ClientAddressIntent;
  flow: ClientAddressFlow;
  backPath: string;
}

/**
 * A client's address details after its pin. Without a pin the seller is sent to the map first.
 * Saving creates (or updates) the client's address, then leaves for the flow's destination.
 */
export function ClientDetailStep(props: ClientDetailStepProps) {
  const { client, intent, flow, backPath } = props;
  const draft = useAddressDraft(clientDraftTarget(client.id, intent.edit));
  // Once saved, the draft is cleared after leaving: nothing here may send the seller back.
  const [saved, setSaved] = useState(false);
  const address = editedAddress(client, intent.edit);
  if (address === undefined) return <ClientAddressNotFound backPath={backPath} />;
  if (!draft?.pin) return saved ? null : <Navigate to={flow.mapPath(intent)} replace />;
  return (
    <DetailForm
      {...props}
      pin={draft.pin}
      draftValues={draft.values}
      address={address}
      onSaved={() => {
        setSaved(true);
      }}
    />
  );
}

function DetailForm({
  store,
  userId,
  client,
  intent,
  flow,
  pin,
  draftValues,
  address,
  onSaved,
}: ClientDetailStepProps & {
  pin: LatLng;
  draftValues: DraftValues | null;
  address: ClientAddress | null;
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const target = clientDraftTarget(client.id, intent.edit);
  const coverage = useCoverage(store.id, pin);
  const notCovered = coverage.state.status === 'answered' && !coverage.state.answer.covered;
  const create = useCreateClientAddress(userId);
  const update = useUpdateClientAddress(userId);
  const { data: settings } = useSettings();
  // What the geocoder told of the pin: a postal code typed later may correct it.
  const [guessed] = useState(() => draftPlaceOf(target)?.fields ?? {});
  const [defaults] = useState(() =>
    initialFormValues({
      pin,
      draft: draftValues,
      place: draftPlaceOf(target),
      address,
      // The client receives their own orders unless the seller writes someone else.
      receiver: { name: client.name, phone: client.phone },
    }),
  );
  const keepValues = useCallback(
    (values: DraftValues) => {
      useAddressDraftStore.getState().setValues(target, values);
    },
    [target],
  );

  const save = async ({ is_default, ...fields }: CreateAddressBody) => {
    // `is_default: false` is never sent: the default moves only by choosing another.
    const makeDefault = is_default === true ? { is_default: true as const } : {};
    const body = { ...fields, ...makeDefault };
    const saved = address
      ? await update.mutateAsync({ clientId: client.id, addressId: address.id, body })
      : await create.mutateAsync({ clientId: client.id, body });
    const destination = await flow.afterSave({
      client,
      address: saved,
      intent,
      covered: !notCovered,
    });
    onSaved();
    notify.success(esClients.clients.addressSaved(client.name));
    await navigate(destination, { replace: true });
    useAddressDraftStore.getState().clear();
  };

  const others = client.addresses.some((other) => other.id !== address?.id);
  return (
    <>
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {address
          ? esClients.clients.addressDetailTitleEdit(client.name)
          : esClients.clients.addressDetailTitle(client.name)}
      </h1>
      <PinSummary
        target={target}
        geocoding={settings?.geocoding === true}
        pin={pin}
        coverage={coverage.state}
        onRetry={coverage.retry}
        changePath={flow.mapPath(intent)}
      />
      <AddressForm
        defaultValues={defaults}
        guessed={guessed}
        postalCodes={settings?.postal_codes === true}
        offerDefault={address ? !address.is_default : others}
        defaultLabel={esClients.clients.addressMakeDefault}
        onSubmit={save}
        onValuesChange={keepValues}
        notice={
          notCovered ? (
            <p className="rounded-2xl bg-warning/25 p-3 text-sm font-medium text-dark">
              {esAddresses.addresses.notCoveredWarningBook}
            </p>
          ) : null
        }
      />
    </>
  );
}
