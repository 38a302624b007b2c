import type { Settings } from '@canasta/contract';
import { matchPath } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { pushConsentDefaults } from './utils/consent';
import { disableDataLayer, enableDataLayer, isDataLayerEnabled } from './utils/data-layer';
import {
  GTM_ID_PATTERN,
  isTagManagerLoaded,
  loadTagManager,
  resetTagManager,
} from './utils/tag-manager';

/**
 * The tracking start-up part (DESIGN §3). With a container id in the settings: the data layer
 * is opened, Consent Mode's defaults (denied, then the remembered choice) are pushed, and only
 * then GTM's script is requested. Without an id nothing happens at all.
 *
 * No tag manager runs on the card step (DESIGN §7, PCI): a visit that starts on the payment
 * screen waits with GTM until the shopper leaves it (`resumeTagManager`), and a visit that
 * reaches the payment screen with GTM already running loads that screen afresh without it (see
 * `useCardStepWithoutTagManager`).
 */
let pendingContainer: string | null = null;

export function isCardStep(pathname: string): boolean {
  return matchPath(routePatterns.paymentMethod, pathname) !== null;
}

export function startTracking(settings: Pick<Settings, 'gtm_id'>, pathname: string): void {
  const containerId = settings.gtm_id?.trim() ?? '';
  if (containerId === '') return;
  // A stored id that is not a container id would end up in a script URL: the shop then runs
  // as if none were configured, rather than refusing to open over a setting (GTM_ID itself is
  // checked when the server starts).
  if (!GTM_ID_PATTERN.test(containerId)) {
    console.warn(`[canasta] tracking is off: "${containerId}" is not a GTM container id`);
    return;
  }
  // A retried start-up runs this again: the defaults go in once per page.
  if (!isDataLayerEnabled()) {
    enableDataLayer();
    pushConsentDefaults();
  }
  pendingContainer = containerId;
  resumeTagManager(pathname);
}

/** Requests GTM once the shopper is anywhere but the card step. */
export function resumeTagManager(pathname: string): void {
  if (pendingContainer === null || isTagManagerLoaded() || isCardStep(pathname)) return;
  loadTagManager(pendingContainer);
}

export { isTagManagerLoaded };

/** For tests: a page with no tracking configured. */
export function resetTracking(): void {
  pendingContainer = null;
  disableDataLayer();
  resetTagManager();
  delete window.dataLayer;
}
