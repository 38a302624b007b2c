import { useEffect, useEffectEvent, useRef } from 'react';
import { isDataLayerEnabled } from '../utils/data-layer';
import type * as Ga4Builders from '../utils/ga4-events';
import type { Ga4Event } from '../utils/ga4-events';
import { pushGa4Event } from '../utils/push-ga4-event';

/**
 * Pushes the event `build` makes (from GA4's builders, downloaded with the first event: see
 * `pushGa4Event`) once per `key` (a list's id, a product's id, a cart's id): a
 * re-render, StrictMode's second effect run or data refreshed in the background don't repeat
 * it. A null key (data still loading) or a null event sends nothing; nor does anything without
 * a configured tag manager.
 */
export function useGa4Event(
  key: string | null,
  build: (builders: typeof Ga4Builders) => Ga4Event | null,
): void {
  const sent = useRef<string | null>(null);
  const send = useEffectEvent((current: string) => {
    // Without a tag manager nothing is built, remembered or pushed.
    if (!isDataLayerEnabled()) return;
    sent.current = current;
    pushGa4Event(build);
  });
  useEffect(() => {
    if (key === null || sent.current === key) return;
    send(key);
  }, [key]);
}
