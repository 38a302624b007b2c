import { type Address, type Store } from '@canasta/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import { getDefaultAddressQueryOptions } from '../../../features/addresses/api/get-default-address';
import { MapScreenSkeleton } from '../../../features/addresses/components/address-skeletons';
import {
  useAddressDraft,
  type DraftTarget,
} from '../../../features/addresses/stores/address-draft-store';
import type { LatLng } from '../../../features/addresses/utils/geo';
import { esAddresses } from '../../../i18n/es-addresses';
import { paths, type AddressIntent } from '../../../lib/paths';
import { AddressBookGate, type AddressScreenProps } from './address-flow';
import { PinStep } from '../../pin-step';

/**
 * The map step of an address: the pin starts at the address being edited; a new address has no
 * pin until the shopper chooses one, on a map opened at the default address, else the store. The
 * coverage answer follows the pin; "Confirmar ubicación" leads to the details.
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
        {(address) => <MapStep {...step} start={draft?.pin ?? address} center={store} />}
      </AddressBookGate>
    );
  }
  // A failed read of the default only loses a better place to open the map: the store's.
  if (defaultAddress.status === 'pending' && !draft?.pin) return <MapScreenSkeleton />;
  const center: LatLng = pointOf(defaultAddress.data ?? null) ?? store;
  return <MapStep {...step} start={draft?.pin ?? null} center={center} />;
}

const pointOf = (address: Address | null): LatLng | null =>
  address ? { lat: address.lat, lng: address.lng } : null;

function MapStep({
  store,
  slug,
  intent,
  target,
  start,
  center,
}: {
  store: Store;
  slug: string;
  intent: Required<AddressIntent>;
  target: DraftTarget;
  start: LatLng | null;
  center: LatLng;
}) {
  const navigate = useNavigate();
  return (
    <PinStep
      target={target}
      start={start}
      center={center}
      storeId={store.id}
      title={
        intent.edit !== null ? esAddresses.addresses.mapTitleEdit : esAddresses.addresses.mapTitle
      }
      intro={esAddresses.addresses.mapIntro}
      onConfirm={() => void navigate(paths.setAddressDetail(slug, intent))}
    />
  );
}
