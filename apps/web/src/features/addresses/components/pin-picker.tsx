import type { GeocodedPlace } from '@canasta/contract';
import { useState } from 'react';
import { useCoverage } from '../hooks/use-coverage';
import type { LatLng } from '../utils/geo';
import { AddressMap, type AddressMapProps } from './address-map';
import { AddressSearch } from './address-search';
import { CoverageAnswer } from './coverage-answer';
import { LocateButton } from './locate-button';

/**
 * The address search (when the shop has a geocoder), the map with its pin, "Usar mi ubicación"
 * and the store's coverage answer for the pin, in that order: the map screens' shared core. A
 * chosen result or the device's position moves the pin and recentres the map.
 */
export function PinPicker({
  storeId,
  coverageId,
  onPlaceChosen,
  autoLocate = false,
  ...map
}: Omit<AddressMapProps, 'focus' | 'pin' | 'onPinChange'> & {
  storeId: number;
  pin: LatLng | null;
  onPinChange: (pin: LatLng) => void;
  /** The id of the coverage answer, for a control it describes. */
  coverageId?: string;
  /** Offers the address search; called with the result chosen (the pin goes there too). */
  onPlaceChosen?: ((place: GeocodedPlace) => void) | undefined;
  /** Locates the device at once when the shopper has already allowed it. */
  autoLocate?: boolean;
}) {
  const [focus, setFocus] = useState<LatLng | null>(null);
  const coverage = useCoverage(storeId, map.pin);
  return (
    <>
      {onPlaceChosen ? (
        <AddressSearch
          onChoose={(place) => {
            onPlaceChosen(place);
            setFocus({ lat: place.lat, lng: place.lng });
          }}
        />
      ) : null}
      <AddressMap {...map} focus={focus} />
      <LocateButton
        auto={autoLocate}
        onLocated={(point) => {
          map.onPinChange(point);
          setFocus(point);
        }}
      />
      <CoverageAnswer
        id={coverageId}
        state={coverage.state}
        onRetry={coverage.retry}
        retrying={coverage.retrying}
      />
    </>
  );
}
