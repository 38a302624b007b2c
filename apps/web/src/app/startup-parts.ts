import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '@canasta/contract';
import { loadSavedCarts } from '../features/cart/stores/cart-store';
import { loadSettings } from '../features/settings/api/get-settings';
import { loadSession } from './session';

/** The start-up parts of DESIGN §3, named as the log names them. */
export const STARTUP_PARTS = ['session', 'cart', 'settings', 'tracking'] as const;
export type StartupPartName = (typeof STARTUP_PARTS)[number];

/**
 * The four start-up parts (DESIGN §3, spec §8):
 * - session: the saved user checked with the server (a refused token or a lost signal does not
 *   fail it, see `loadSession`);
 * - cart: the saved cart keys (decision 008);
 * - settings: `GET /settings/`;
 * - tracking: with the settings' GTM id, Consent Mode's defaults and the tag manager's script
 *   (decision 037). It needs the settings, so when they fail only the settings are blamed.
 * `run()` starts the parts that have not loaded yet (all of them the first time, the failed ones
 * on "Reintentar"), logs each failure with its name and answers the names that failed.
 */
export function createStartupParts(queryClient: QueryClient) {
  const loaded = new Map<StartupPartName, Promise<unknown>>();
  let settings: Promise<Settings> | null = null;
  const loadSettingsOnce = () => (settings ??= loadSettings(queryClient));
  const loaders: Record<StartupPartName, () => Promise<unknown>> = {
    session: () => loadSession(queryClient),
    cart: () => loadSavedCarts(),
    settings: loadSettingsOnce,
    tracking: async () => {
      const settings = await loadSettingsOnce();
      // A shop without a tag manager never downloads the tracking code (decision 006).
      if (!settings.gtm_id?.trim()) return;
      const { startTracking } = await import('../features/analytics/tracking');
      startTracking(settings, window.location.pathname);
    },
  };

  return {
    async run(): Promise<StartupPartName[]> {
      const results = await Promise.allSettled(
        STARTUP_PARTS.map((name) => {
          let promise = loaded.get(name);
          if (!promise) {
            promise = loaders[name]();
            loaded.set(name, promise);
          }
          return promise;
        }),
      );
      const failed: StartupPartName[] = [];
      results.forEach((result, index) => {
        const name = STARTUP_PARTS[index];
        if (name === undefined || result.status === 'fulfilled') return;
        loaded.delete(name);
        if (name === 'settings') settings = null;
        if (name === 'tracking' && failed.includes('settings')) return;
        failed.push(name);
        console.error(`[canasta] start-up failed: ${name} could not be loaded`, result.reason);
      });
      return failed;
    },
  };
}
