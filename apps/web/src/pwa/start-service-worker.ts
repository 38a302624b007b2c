import { announceUpdate } from '../lib/service-worker';
import { whenSettled } from '../lib/when-settled';

/**
 * Registers the service worker (decision 039) once the app has started, with code downloaded
 * then (register.ts, with workbox-window), so the first load carries only these few lines. Only
 * in a build (Vite's dev server has no worker) and where browsers support it; a browser without
 * one simply works online, as before. Not reachable from the server render's build.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The worker's first install downloads the whole precache: not while the page is still
  // loading its own pictures and data, but once it has loaded and the browser is idle.
  whenSettled(register);
}

function register(): void {
  import('./register')
    .then(({ registerServiceWorker }) => {
      registerServiceWorker(announceUpdate);
    })
    // A new release removed the old chunk, or the download failed: the shop works without it,
    // and the next page load tries again.
    .catch((error: unknown) => {
      console.warn('[canasta] service worker registration not loaded', error);
    });
}
