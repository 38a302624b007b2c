import { DEFAULT_MAP_TILE_URL } from '@canasta/contract';
import { useId, useState } from 'react';
import { Button } from '../components/ui/button';
import { PinPicker } from '../features/addresses/components/pin-picker';
import { usePlaceAtPin } from '../features/addresses/hooks/use-place-at-pin';
import {
  useAddressDraft,
  useAddressDraftStore,
  type DraftTarget,
} from '../features/addresses/stores/address-draft-store';
import { draftPlaceFrom } from '../features/addresses/utils/draft-place';
import type { LatLng } from '../features/addresses/utils/geo';
import { useSettings } from '../features/settings/api/get-settings';
import { esAddresses } from '../i18n/es-addresses';
import { useKeyboardFocusWithin } from '../lib/use-keyboard-focus-within';

/**
 * The map step every address flow shares (the shopper's own, a client's from "Mis clientes" and
 * a client's in checkout). The pin starts where the draft left it, else at `start` (the address
 * being edited); a new address has no pin until the shopper chooses a point (a search result,
 * the device's position, a tap), so a hasty "Confirmar ubicación" can't save the store's
 * location as a home: the map only opens around `center`. With permission already given, the
 * device's position is the first pin. The pin is kept in the draft of `target` as it moves, with
 * the address the geocoder finds there for the detail form; the store's coverage answer follows.
 */
export function PinStep({
  target,
  start,
  center,
  storeId,
  title,
  intro,
  onConfirm,
}: {
  target: DraftTarget;
  /** The pin of the address being edited; null for a new address. */
  start: LatLng | null;
  /** Where the map opens when there is no pin yet (the default address, else the store). */
  center: LatLng;
  storeId: number;
  title: string;
  intro: string;
  onConfirm: () => void;
}) {
  const { data: settings } = useSettings();
  const geocoding = settings?.geocoding === true;
  const draft = useAddressDraft(target);
  const [initial] = useState<LatLng | null>(() => start);
  const pin = draft?.pin ?? initial;
  const [mapCenter] = useState<LatLng>(() => pin ?? center);
  const [unchosen, setUnchosen] = useState(false);
  const place = usePlaceAtPin({
    target,
    pin: draft?.pin ?? null,
    known: draft?.place != null,
    enabled: geocoding,
  });
  const setPin = (point: LatLng) => {
    useAddressDraftStore.getState().setPin(target, point);
  };
  const instructionsId = useId();
  // The keyboard's way round the map is shown once the keyboard is used there; it is always
  // read to screen readers, which describe the map with it.
  const keyboardUse = useKeyboardFocusWithin();
  const coverageId = useId();
  const description = draft?.place?.description ?? null;

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {title}
        </h1>
        <p className="text-sm text-dark/80">{intro}</p>
      </div>
      {pin === null ? (
        <p className="rounded-2xl bg-info/15 p-3 text-base font-semibold">
          {geocoding ? esAddresses.map.startWithSearch : esAddresses.map.startWithoutSearch}
        </p>
      ) : null}
      <p id={instructionsId} className="text-sm text-dark/80">
        {esAddresses.map.touchHelp}{' '}
        <span className={keyboardUse.keyboard ? undefined : 'sr-only'}>
          {esAddresses.map.keyboardHelp}
        </span>
      </p>
      <div className="flex flex-col gap-4" onFocus={keyboardUse.onFocus}>
        <PinPicker
          storeId={storeId}
          center={mapCenter}
          pin={pin}
          onPinChange={setPin}
          onPlaceChosen={
            geocoding
              ? (chosen) => {
                  useAddressDraftStore
                    .getState()
                    .setPin(target, { lat: chosen.lat, lng: chosen.lng }, draftPlaceFrom(chosen));
                }
              : undefined
          }
          autoLocate={pin === null}
          tileUrl={settings?.map_tile_url ?? DEFAULT_MAP_TILE_URL}
          describedBy={instructionsId}
          coverageId={coverageId}
        />
      </div>
      {place.looking ? (
        <p className="text-sm text-dark/80">{esAddresses.map.placeLooking}</p>
      ) : description ? (
        <p className="text-sm break-words text-dark/80">{esAddresses.map.placeNear(description)}</p>
      ) : null}
      {unchosen && pin === null ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {geocoding
            ? esAddresses.map.chooseFirstWithSearch
            : esAddresses.map.chooseFirstWithoutSearch}
        </p>
      ) : null}
      <Button
        aria-describedby={coverageId}
        onClick={() => {
          if (pin === null) {
            setUnchosen(true);
            return;
          }
          setPin(pin);
          onConfirm();
        }}
      >
        {esAddresses.addresses.confirmPin}
      </Button>
    </>
  );
}
