import { DEFAULT_MAP_TILE_URL, type Address, type Store } from '@canasta/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { getDefaultAddressQueryOptions } from '../../features/addresses/api/get-default-address';
import { AddressMap } from '../../features/addresses/components/address-map';
import { MapScreenSkeleton } from '../../features/addresses/components/address-skeletons';
import { CoverageAnswer } from '../../features/addresses/components/coverage-answer';
import { LocateButton } from '../../features/addresses/components/locate-button';
import { useCoverage } from '../../features/addresses/hooks/use-coverage';
import {
  useAddressDraft,
  useAddressDraftStore,
  type DraftTarget,
} from '../../features/addresses/stores/address-draft-store';
import type { LatLng } from '../../features/addresses/utils/geo';
import { useSettings } from '../../features/settings/api/get-settings';
import { es } from '../../i18n/es';
import { paths, type AddressIntent } from '../../lib/paths';
import { AddressBookGate, addressScreen, type AddressScreenProps } from '../address-flow';

const INSTRUCTIONS_ID = 'set-address-instructions';
const COVERAGE_ID = 'set-address-coverage';

/**
 * /tienda/:slugName/set_adress — the map step of an address (requiresAuth): the pin starts at
 * the address being edited, else the default address, else the store; the coverage answer
 * follows it; "Confirmar ubicación" leads to the details.
 */
export const Component = addressScreen(SetAddressScreen, <MapScreenSkeleton />);

function SetAddressScreen({ store, user, slug, intent, target }: AddressScreenProps) {
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
  const [focus, setFocus] = useState<LatLng | null>(null);
  const pin = draftPin ?? initial;
  const coverage = useCoverage(store.id, pin);
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
      <AddressMap
        center={initial}
        pin={pin}
        onPinChange={setPin}
        focus={focus}
        tileUrl={settings?.map_tile_url ?? DEFAULT_MAP_TILE_URL}
        describedBy={INSTRUCTIONS_ID}
      />
      <LocateButton
        onLocated={(point) => {
          setPin(point);
          setFocus(point);
        }}
      />
      <CoverageAnswer
        id={COVERAGE_ID}
        state={coverage.state}
        onRetry={coverage.retry}
        retrying={coverage.retrying}
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
