import type { Address } from '@canasta/contract';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import { AddressForm } from '../../../features/addresses/components/address-form';
import { AddressFormSkeleton } from '../../../features/addresses/components/address-skeletons';
import { PinSummary } from '../../../features/addresses/components/pin-summary';
import { useCoverage } from '../../../features/addresses/hooks/use-coverage';
import {
  useAddressDraft,
  draftPlaceOf,
  useAddressDraftStore,
  type DraftValues,
} from '../../../features/addresses/stores/address-draft-store';
import { initialFormValues } from '../../../features/addresses/utils/address-form-values';
import type { LatLng } from '../../../features/addresses/utils/geo';
import { esAddresses } from '../../../i18n/es-addresses';
import { paths } from '../../../lib/paths';
import { AddressBookGate, type AddressScreenProps } from './address-flow';
import { useSaveAddress } from './use-save-address';
import { useSettings } from '../../../features/settings/api/get-settings';

const NOT_COVERED_ID = 'address-not-covered';

/**
 * The address's details after its pin. Without a pin the shopper is sent to the map first.
 * Saving creates (or updates) the address; from checkout, a covered address is then chosen for
 * the cart.
 */
export function DetailStepScreen(props: AddressScreenProps) {
  const { user, slug, intent, target } = props;
  const draft = useAddressDraft(target);
  const addresses = useAddresses(user.id);
  // Once saved, the draft is cleared after leaving: nothing here may send the shopper back.
  const [saved, setSaved] = useState(false);
  if (!draft?.pin) {
    return saved ? null : <Navigate to={paths.setAddress(slug, intent)} replace />;
  }
  const pin = draft.pin;
  return (
    <AddressBookGate addresses={addresses} fallback={<AddressFormSkeleton />}>
      {(address, book) => (
        <DetailStep
          {...props}
          pin={pin}
          draftValues={draft.values}
          address={address}
          hasOthers={book.some((other) => other.id !== address?.id)}
          onSaved={() => {
            setSaved(true);
          }}
        />
      )}
    </AddressBookGate>
  );
}

function DetailStep({
  target,
  pin,
  draftValues,
  hasOthers,
  ...step
}: AddressScreenProps & {
  pin: LatLng;
  draftValues: DraftValues | null;
  address: Address | null;
  hasOthers: boolean;
  onSaved: () => void;
}) {
  const { store, user, slug, intent, address } = step;
  const coverage = useCoverage(store.id, pin);
  const notCovered = coverage.state.status === 'answered' && !coverage.state.answer.covered;
  const save = useSaveAddress({ ...step, covered: !notCovered });
  const { data: settings } = useSettings();
  // What the geocoder told of the pin: a postal code typed later may correct it.
  const [guessed] = useState(() => draftPlaceOf(target)?.fields ?? {});
  const [defaults] = useState(() =>
    initialFormValues({
      pin,
      draft: draftValues,
      place: draftPlaceOf(target),
      address,
      receiver: { name: user.name, phone: user.phone },
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
        {address ? esAddresses.addresses.detailTitleEdit : esAddresses.addresses.detailTitle}
      </h1>
      <PinSummary
        target={target}
        geocoding={settings?.geocoding === true}
        pin={pin}
        coverage={coverage.state}
        onRetry={coverage.retry}
        changePath={paths.setAddress(slug, intent)}
      />
      <AddressForm
        defaultValues={defaults}
        guessed={guessed}
        postalCodes={settings?.postal_codes === true}
        offerDefault={address ? !address.is_default : hasOthers}
        onSubmit={save}
        onValuesChange={keepValues}
        notice={
          notCovered ? (
            <p
              id={NOT_COVERED_ID}
              className="rounded-2xl bg-warning/25 p-3 text-sm font-medium text-dark"
            >
              {intent.checkout
                ? esAddresses.addresses.notCoveredWarning
                : esAddresses.addresses.notCoveredWarningBook}
            </p>
          ) : null
        }
      />
    </>
  );
}
