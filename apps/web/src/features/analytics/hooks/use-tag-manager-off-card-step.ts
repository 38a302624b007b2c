import { useEffect } from 'react';
import { isCardStep, isTagManagerLoaded, resumeTagManager } from '../tracking';

/**
 * No tag manager runs on the card step (decision 037). On each route change: away from the card
 * step, GTM is requested if it was held back; onto it with GTM already running (the shopper
 * came from the summary), the page is loaded afresh, so the card screen starts without GTM.
 * The payment screen checks `mustReloadWithoutTagManager` before it renders its card form.
 */
export function useTagManagerOffCardStep(pathname: string): void {
  useEffect(() => {
    if (isCardStep(pathname) && isTagManagerLoaded()) {
      window.location.reload();
      return;
    }
    resumeTagManager(pathname);
  }, [pathname]);
}

/** True when this page must not show the card step: GTM is running here. */
export function mustReloadWithoutTagManager(): boolean {
  return isTagManagerLoaded();
}
