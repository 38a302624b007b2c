import { useEffect, useEffectEvent, useRef } from 'react';
import type { Ga4Event } from '../utils/ga4-events';
import { isDataLayerEnabled, pushEcommerce } from '../utils/data-layer';

/**
 * Pushes `build()`'s event once per `key` (a list's id, a product's id, a cart's id): a
 * re-render, StrictMode's second effect run or data refreshed in the background don't repeat
 * it. A null key (data still loading) or a null event sends nothing; nor does anything without
 * a configured tag manager.
 */
export function useGa4Event(key: string | null, build: () => Ga4Event | null): void {
  const sent = useRef<string | null>(null);
  const send = useEffectEvent((current: string) => {
    // Without a tag manager nothing is built, remembered or pushed.
    if (!isDataLayerEnabled()) return;
    const event = build();
    if (!event) return;
    sent.current = current;
    pushEcommerce(event);
  });
  useEffect(() => {
    if (key === null || sent.current === key) return;
    send(key);
  }, [key]);
}
