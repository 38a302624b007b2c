import { registerSW } from 'virtual:pwa-register';
import { keepPageForOffline } from '../lib/service-worker';

/** How often an app left open asks the server whether there is a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the generated worker (vite-plugin-pwa, registerType "prompt"): a new version waits
 * until the shopper taps "Actualizar" (`onUpdateReady`), so a page is never switched to new code
 * under their fingers.
 */
export function registerServiceWorker(onUpdateReady: (apply: () => Promise<void>) => void): void {
  // Without a worker in control, this very page came from the network and was not kept: once
  // the first worker takes over (it claims open pages), the page is put in its cache, so a
  // shopper who saw only this page can open it again offline.
  const firstInstall = navigator.serviceWorker.controller === null;
  if (firstInstall) {
    navigator.serviceWorker.addEventListener('controllerchange', keepThisPage, { once: true });
  }
  const updateSW = registerSW({
    onNeedRefresh() {
      onUpdateReady(() => updateSW(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        // Offline, or the server is restarting: the next check will do.
        registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('[canasta] service worker not registered', error);
    },
  });
}

function keepThisPage(): void {
  keepPageForOffline(window.location.href);
}
