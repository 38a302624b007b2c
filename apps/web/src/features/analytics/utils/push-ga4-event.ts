import { isDataLayerEnabled, pushEcommerce } from './data-layer';
import type * as Ga4Builders from './ga4-events';
import type { Ga4Event } from './ga4-events';

let queue: Promise<void> = Promise.resolve();

/**
 * Builds a GA4 event and pushes it, downloading the builders with the first one: the
 * catalogue's first download carries no tracking code, and a shop without a tag manager never
 * downloads it (decision 006). Events are pushed in the order they were asked for; one whose
 * builders can't be downloaded (offline) is dropped, as a tag that can't load would drop it.
 */
export function pushGa4Event(build: (builders: typeof Ga4Builders) => Ga4Event | null): void {
  if (!isDataLayerEnabled()) return;
  queue = queue
    .then(() => import('./ga4-events'))
    .then((builders) => {
      const event = build(builders);
      if (event) pushEcommerce(event);
    })
    .catch(() => undefined);
}
