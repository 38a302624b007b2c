import { DEFAULT_MAP_TILE_URL } from '@canasta/contract';
import { useId, useState } from 'react';
import { Button } from '../components/ui/button';
import { PinPicker } from '../features/addresses/components/pin-picker';
import {
  useAddressDraft,
  useAddressDraftStore,
  type DraftTarget,
} from '../features/addresses/stores/address-draft-store';
import type { LatLng } from '../features/addresses/utils/geo';
import { useSettings } from '../features/settings/api/get-settings';
import { es } from '../i18n/es';

/**
 * The map step every address flow shares (the shopper's own, a client's from "Mis clientes" and
 * a client's in checkout): the pin starts where the draft left it, else at `start`; it is kept
 * in the draft of `target` as it moves; the store's coverage answer follows it; "Confirmar
 * ubicación" keeps the pin as it stands (also when it was never moved) and calls `onConfirm`.
 */
export function PinStep({
  target,
  start,
  storeId,
  title,
  intro,
  onConfirm,
}: {
  target: DraftTarget;
  start: LatLng;
  storeId: number;
  title: string;
  intro: string;
  onConfirm: () => void;
}) {
  const { data: settings } = useSettings();
  const draftPin = useAddressDraft(target)?.pin ?? null;
  const [initial] = useState<LatLng>(() => ({ lat: start.lat, lng: start.lng }));
  const pin = draftPin ?? initial;
  const setPin = (point: LatLng) => {
    useAddressDraftStore.getState().setPin(target, point);
  };
  const instructionsId = useId();
  const coverageId = useId();

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {title}
        </h1>
        <p className="text-sm text-dark/80">{intro}</p>
      </div>
      <p id={instructionsId} className="text-sm text-dark/80">
        {es.map.instructions}
      </p>
      <PinPicker
        storeId={storeId}
        center={initial}
        pin={pin}
        onPinChange={setPin}
        tileUrl={settings?.map_tile_url ?? DEFAULT_MAP_TILE_URL}
        describedBy={instructionsId}
        coverageId={coverageId}
      />
      <Button
        aria-describedby={coverageId}
        onClick={() => {
          setPin(pin);
          onConfirm();
        }}
      >
        {es.addresses.confirmPin}
      </Button>
    </>
  );
}
