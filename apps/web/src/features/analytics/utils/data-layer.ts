import type { Ga4Event } from './ga4-events';

/**
 * The page's `dataLayer`, the queue Google Tag Manager reads. It exists only once the tracking
 * start-up part ran with a container id (`startTracking`): without one nothing is pushed, so a
 * shop without a tag manager carries no tracking at all.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let enabled = false;

/** Called by the tracking start-up part once a container id is configured. */
export function enableDataLayer(): void {
  window.dataLayer ??= [];
  enabled = true;
}

/** For tests and for a start-up that is retried: back to "nothing configured". */
export function disableDataLayer(): void {
  enabled = false;
}

export function isDataLayerEnabled(): boolean {
  return enabled;
}

function push(entry: unknown): void {
  if (!enabled) return;
  (window.dataLayer ??= []).push(entry);
}

/**
 * Google's `gtag()` command queue, which Consent Mode reads: GTM recognises a command only as
 * the function's `arguments` object, not as a plain array, so it must be pushed as such.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- GTM reads consent commands only as `arguments`
  push(arguments);
}

/**
 * One GA4 ecommerce event. `{ecommerce: null}` goes first, as Google asks: the data layer merges
 * pushes, so without it an event would inherit the previous event's items.
 */
export function pushEcommerce(event: Ga4Event): void {
  push({ ecommerce: null });
  push(event);
}

/** The tag manager's own start marker, pushed right before its script is requested. */
export function pushTagManagerStart(now: number): void {
  push({ 'gtm.start': now, event: 'gtm.js' });
}
