import { announceUpdate } from '../lib/service-worker';

/**
 * Registers the service worker (decision 039) once the app has started, with code downloaded
 * then (register.ts, with workbox-window), so the first load carries only these few lines. Only
 * in a build (Vite's dev server has no worker) and where browsers support it; a browser without
 * one simply works online, as before. Not reachable from the server render's build.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
