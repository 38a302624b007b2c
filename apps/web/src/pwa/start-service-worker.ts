import { announceUpdate } from '../lib/service-worker';

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

/** After the load event, at the browser's next idle moment (or within 5 s). */
function whenSettled(callback: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
    else setTimeout(callback, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
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
