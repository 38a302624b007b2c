import { isDataLayerEnabled } from '../../features/analytics/utils/data-layer';
import { lazyPart, useLazyPartReady, type LazyPart } from '../../lib/lazy-part';
import type { TrackingPartsProps } from './tracking-parts';

const trackingParts = lazyPart(() =>
  import('./tracking-parts').then((module) => ({ default: module.TrackingParts })),
);
const cookiePreferences = lazyPart(() =>
  import('./tracking-parts').then((module) => ({ default: module.CookiePreferencesButton })),
);

/**
 * Where the tracking parts go in the layout. Drawn only in a shop whose settings name a tag
 * manager (the tracking start-up part enabled the data layer before the app mounted), and
 * only once the page has hydrated: the server's HTML has none of them.
 */
export function TrackingSlot(props: TrackingPartsProps) {
  return isDataLayerEnabled() ? <LoadedPart part={trackingParts} props={props} /> : null;
}

/** "Preferencias de cookies" among the legal links, in a shop with a tag manager. */
export function CookiePreferencesSlot({ className }: { className: string }) {
  return isDataLayerEnabled() ? (
    <LoadedPart part={cookiePreferences} props={{ className }} />
  ) : null;
}

function LoadedPart<P extends object>({ part, props }: { part: LazyPart<P>; props: P }) {
  const ready = useLazyPartReady(part);
  return ready ? <part.Component {...props} /> : null;
}
