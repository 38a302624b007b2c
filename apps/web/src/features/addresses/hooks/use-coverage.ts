import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { checkCoverageQueryOptions } from '../api/check-coverage';
import type { CoverageState } from '../utils/coverage-message';
import { samePoint, type LatLng } from '../utils/geo';

/** How long the pin must rest before the server is asked (dragging asks nothing). */
export const COVERAGE_DEBOUNCE_MS = 400;

/**
 * The live coverage answer for a pin. Asks once the pin has rested; each point has its own
 * cached answer, so an answer that arrives for a point the pin has already left is never shown
 * for the new one (and its request is cancelled).
 */
export function useCoverage(
  storeId: number,
  pin: LatLng | null,
  delayMs = COVERAGE_DEBOUNCE_MS,
): { state: CoverageState; retry: () => void; retrying: boolean } {
  const rested = useDebouncedValue(pin, delayMs);
  const settled = pin !== null && rested !== null && samePoint(pin, rested);
  const query = useQuery({
    ...checkCoverageQueryOptions(storeId, rested ?? { lat: 0, lng: 0 }),
    enabled: settled,
  });
  const retry = () => {
    void query.refetch();
  };
  let state: CoverageState;
  if (pin === null) state = { status: 'idle' };
  else if (!settled || query.isPending) state = { status: 'checking' };
  else if (query.data !== undefined && !query.isError) {
    state = { status: 'answered', answer: query.data };
  } else state = { status: 'error' };
  return { state, retry, retrying: query.isFetching };
}
