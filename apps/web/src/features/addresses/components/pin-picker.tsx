import { useState } from 'react';
import { useCoverage } from '../hooks/use-coverage';
import type { LatLng } from '../utils/geo';
import { AddressMap, type AddressMapProps } from './address-map';
import { CoverageAnswer } from './coverage-answer';
import { LocateButton } from './locate-button';

/**
 * The map with its pin, "Usar mi ubicación" (which also recentres the map) and the store's
 * coverage answer for the pin, in that order: the map screens' shared core.
 */
export function PinPicker({
  storeId,
  coverageId,
  ...map
}: Omit<AddressMapProps, 'focus' | 'pin' | 'onPinChange'> & {
  storeId: number;
  pin: LatLng | null;
  onPinChange: (pin: LatLng) => void;
  /** The id of the coverage answer, for a control it describes. */
  coverageId?: string;
}) {
  const [focus, setFocus] = useState<LatLng | null>(null);
  const coverage = useCoverage(storeId, map.pin);
  return (
    <>
      <AddressMap {...map} focus={focus} />
      <LocateButton
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
