import { DEFAULT_MAP_TILE_URL, type Address, type Store } from '@canasta/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import { getDefaultAddressQueryOptions } from '../../../features/addresses/api/get-default-address';
import { MapScreenSkeleton } from '../../../features/addresses/components/address-skeletons';
import { PinPicker } from '../../../features/addresses/components/pin-picker';
import {
  useAddressDraft,
  useAddressDraftStore,
  type DraftTarget,
} from '../../../features/addresses/stores/address-draft-store';
import type { LatLng } from '../../../features/addresses/utils/geo';
import { useSettings } from '../../../features/settings/api/get-settings';
import { es } from '../../../i18n/es';
import { paths, type AddressIntent } from '../../../lib/paths';
import { AddressBookGate, type AddressScreenProps } from './address-flow';

const INSTRUCTIONS_ID = 'set-address-instructions';
const COVERAGE_ID = 'set-address-coverage';

/**
 * The map step of an address: the pin starts at the address being edited, else the default
 * address, else the store; the coverage answer follows it; "Confirmar ubicación" leads to the
 * details.
 */
export function MapStepScreen({ store, user, slug, intent, target }: AddressScreenProps) {
  const editing = intent.edit !== null;
  // Editing needs the address; a new one starts at the default, read for the signed-in user.
  const addresses = useAddresses(editing ? user.id : null);
  const defaultAddress = useQuery({
    ...getDefaultAddressQueryOptions(user.id),
    enabled: !editing,
  });
  const draft = useAddressDraft(target);
  const step = { store, slug, intent, target };

  if (editing) {
    return (
      <AddressBookGate addresses={addresses} fallback={<MapScreenSkeleton />}>
        {/* `address` is found here: `?edit=` names one (else "not found" shows instead). */}
        {(address) => <MapStep {...step} start={draft?.pin ?? address ?? store} />}
      </AddressBookGate>
    );
  }
  // A failed read of the default only loses a better starting point: the store's.
  if (defaultAddress.status === 'pending' && !draft?.pin) return <MapScreenSkeleton />;
  const start: LatLng = draft?.pin ?? pointOf(defaultAddress.data ?? null) ?? store;
  return <MapStep {...step} start={start} />;
}

const pointOf = (address: Address | null): LatLng | null =>
  address ? { lat: address.lat, lng: address.lng } : null;

function MapStep({
  store,
  slug,
  intent,
  target,
  start,
}: {
  store: Store;
  slug: string;
  intent: Required<AddressIntent>;
  target: DraftTarget;
  start: LatLng;
}) {
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const draftPin = useAddressDraft(target)?.pin ?? null;
  const [initial] = useState<LatLng>(() => ({ lat: start.lat, lng: start.lng }));
  const pin = draftPin ?? initial;
  const setPin = (point: LatLng) => {
    useAddressDraftStore.getState().setPin(target, point);
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {intent.edit !== null ? es.addresses.mapTitleEdit : es.addresses.mapTitle}
        </h1>
        <p className="text-sm text-dark/80">{es.addresses.mapIntro}</p>
      </div>
      <p id={INSTRUCTIONS_ID} className="text-sm text-dark/80">
        {es.map.instructions}
      </p>
      <PinPicker
        storeId={store.id}
        center={initial}
        pin={pin}
        onPinChange={setPin}
        tileUrl={settings?.map_tile_url ?? DEFAULT_MAP_TILE_URL}
        describedBy={INSTRUCTIONS_ID}
        coverageId={COVERAGE_ID}
      />
      <Button
        aria-describedby={COVERAGE_ID}
        onClick={() => {
          // The pin as it stands (also when it was never moved) goes with the shopper.
          setPin(pin);
          void navigate(paths.setAddressDetail(slug, intent));
        }}
      >
        {es.addresses.confirmPin}
      </Button>
    </>
  );
}
