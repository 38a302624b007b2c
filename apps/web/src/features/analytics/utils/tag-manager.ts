import { pushTagManagerStart } from './data-layer';

/** A GTM web container id: "GTM-" and a few capital letters and digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

let requested: string | null = null;

/** Whether the tag manager's script is on this page (it cannot be taken off again). */
export function isTagManagerLoaded(): boolean {
  return requested !== null;
}

/**
 * Adds GTM's script as a `<script src>` of our own: the Content-Security-Policy allows
 * www.googletagmanager.com but no inline script, so Google's inline snippet can't be used.
 * Requested once per page.
 */
export function loadTagManager(containerId: string): void {
  if (requested !== null) return;
  if (!GTM_ID_PATTERN.test(containerId)) {
    throw new Error(`The tag manager id "${containerId}" is not a GTM container id`);
  }
  requested = containerId;
  pushTagManagerStart(Date.now());
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/** For tests: forget the script so the next test starts from a clean page. */
export function resetTagManager(): void {
  requested = null;
  for (const script of document.querySelectorAll(`script[src^="${TAG_MANAGER_ORIGIN}/"]`)) {
    script.remove();
  }
}
