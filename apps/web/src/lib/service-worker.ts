/**
 * The service worker, from the app's side (decision 039): registered once the app has started,
 * by code downloaded then (pwa/register.ts, with workbox-window), so the first load carries only
 * this file. It also holds whether a new version is waiting, for "Hay una nueva versión".
 */

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

/**
 * Registers the worker. Only in a build (Vite's dev server has none) and only where browsers
 * support it; a browser without one simply works online, as before.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('../pwa/register')
    .then(({ registerServiceWorker }) => {
      registerServiceWorker(announceUpdate);
    })
    // A new release removed the old chunk, or the download failed: the shop works without it,
    // and the next page load tries again.
    .catch((error: unknown) => {
      console.warn('[canasta] service worker registration not loaded', error);
    });
}
