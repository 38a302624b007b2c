/**
 * The service worker, from the app's side (decision 039): whether a new version is installed
 * and waiting, for "Hay una nueva versión" (the registration, pwa/register.ts, announces it; the
 * layout's prompt listens), and keeping the pages the shopper sees for offline use.
 */

import { CACHE_NAMES, KEEP_PAGE_HEADER } from '../pwa/cache-rules';

const PAGES_CACHE = CACHE_NAMES.pages;

/** Takes the waiting version into use: the new worker takes over and the page reloads. */
export type ApplyUpdate = () => Promise<void>;

let pendingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The way to the waiting version, or null while there is none. */
export function waitingUpdate(): ApplyUpdate | null {
  return pendingUpdate;
}

/** Called by the registration when a new version has been installed and waits. */
export function announceUpdate(apply: ApplyUpdate): void {
  pendingUpdate = apply;
  listeners.forEach((listener) => {
    listener();
  });
}

/** A page kept less than this long ago isn't asked for again. */
const KEPT_FRESH_MS = 10 * 60 * 1000;

/**
 * Keeps a page the app showed by itself (a move inside the app, which the worker never sees)
 * for offline use: its HTML is fetched in the background through the worker, which stores it
 * in its pages cache, with that cache's limits (decision 039). Only while a worker is in control;
 * a page kept in the last ten minutes is left as it is, so browsing back and forth costs nothing.
 */
export function keepPageForOffline(url: string): void {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  void caches
    .match(url, { cacheName: PAGES_CACHE })
    .then((kept) => {
      const keptAt = Date.parse(kept?.headers.get('date') ?? '');
      if (Date.now() - keptAt < KEPT_FRESH_MS) return;
      return fetch(url, { headers: { [KEEP_PAGE_HEADER]: '1' }, credentials: 'same-origin' });
    })
    // Not kept this time (the server is away): the page is asked for again next time.
    .catch(() => undefined);
}
