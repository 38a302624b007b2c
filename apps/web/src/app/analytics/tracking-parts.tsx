import type { Store } from '@canasta/contract';
import { ConsentBanner } from '../../features/analytics/components/consent-banner';
import { useTagManagerOffCardStep } from '../../features/analytics/hooks/use-tag-manager-off-card-step';
import { CartEvents } from './use-cart-events';

export { CookiePreferencesButton } from '../../features/analytics/components/cookie-preferences-button';

export interface TrackingPartsProps {
  pathname: string;
  privacyHref: string;
  store: Pick<Store, 'id' | 'name'> | undefined;
}

/**
 * What a shop with a tag manager adds around every screen (decision 037): the consent choice,
 * the card step kept free of GTM, and the cart's add/remove events. A module of its own, which
 * only such a shop downloads, after the page has hydrated (decision 006).
 */
export function TrackingParts({ pathname, privacyHref, store }: TrackingPartsProps) {
  useTagManagerOffCardStep(pathname);
  return (
    <>
      {store ? <CartEvents storeId={store.id} storeName={store.name} /> : null}
      <ConsentBanner privacyHref={privacyHref} />
    </>
  );
}
