import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { getPlaceAtQueryOptions } from '../api/get-place-at';
import { useAddressDraftStore, type DraftTarget } from '../stores/address-draft-store';
import { draftPlaceFrom } from '../utils/draft-place';
import { samePoint, type LatLng } from '../utils/geo';

/** How long a dropped or dragged pin must rest before its address is asked for. */
export const PLACE_DEBOUNCE_MS = 600;

/**
 * Asks the geocoder for the address at the draft's pin once it rests, unless the draft already
 * knows it (a chosen search result), and keeps the answer in the draft for the detail form. An
 * answer for a point the pin has left is dropped by the draft store.
 */
export function usePlaceAtPin({
  target,
  pin,
  known,
  enabled,
  delayMs = PLACE_DEBOUNCE_MS,
}: {
  target: DraftTarget;
  pin: LatLng | null;
  known: boolean;
  enabled: boolean;
  delayMs?: number;
}): { looking: boolean } {
  const rested = useDebouncedValue(pin, delayMs);
  const settled = pin !== null && rested !== null && samePoint(pin, rested);
  const query = useQuery({
    ...getPlaceAtQueryOptions(rested ?? { lat: 0, lng: 0 }),
    enabled: enabled && settled && !known,
  });
  const { data } = query;
  useEffect(() => {
    if (data === undefined || rested === null || known) return;
    useAddressDraftStore.getState().setPlace(target, rested, draftPlaceFrom(data));
  }, [data, rested, target, known]);
  return { looking: enabled && !known && pin !== null && (!settled || query.isFetching) };
}
