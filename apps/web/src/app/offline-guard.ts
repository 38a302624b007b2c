import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { getSettingsQueryOptions, useSettings } from '../features/settings/api/get-settings';
import { FALLBACK_STORE_SLUG, paths, routePatterns } from '../lib/paths';
import { useOnlineStatus } from '../lib/use-online-status';

/** Settings older than this are read again when the shopper moves to a page or comes back. */
export const SETTINGS_RECHECK_MS = 15_000;
/** While the shop is closed to the shopper, look again this often so they get back in alone. */
export const LOCKED_POLL_MS = 15_000;

interface OfflineState {
  from: string;
}

function isOfflineState(state: unknown): state is OfflineState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'from' in state &&
    typeof state.from === 'string' &&
    state.from.startsWith('/')
  );
}

/**
 * Whether `pathname` is the offline screen as the router matches it: in any case and with a
 * trailing slash (`/Offline/` shows the same screen, and must let the shopper go just the same).
 */
export function isOfflinePath(pathname: string): boolean {
  return (
    matchPath({ path: routePatterns.offline, caseSensitive: false, end: true }, pathname) !== null
  );
}

/**
 * Where a shopper on /offline goes once the shop is open to them again: the page they were on,
 * with its search and hash; the store home when that isn't known (the screen opened directly, or
 * its history entry lost) or isn't a page of this app.
 */
export function returnPath(state: unknown): string {
  if (isOfflineState(state) && !state.from.startsWith('//')) {
    const [pathname = ''] = state.from.split(/[?#]/, 1);
    if (!isOfflinePath(pathname)) return state.from;
  }
  return paths.storeHome(FALLBACK_STORE_SLUG);
}

/**
 * The store a page of the shop is about (`/tienda/:slugName/…`, `/menu/:slugName/…`), in lower
 * case as store slugs are; null for a page of no store.
 */
export function storeSlugOf(path: string): string | null {
  const match = /^\/(?:tienda|menu)\/([^/?#]+)/i.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The store whose pages the visitor is on: the page's own, or on the maintenance screen the
 * one of the page they were sent from.
 */
function lockedStoreSlug(pathname: string, state: unknown): string | null {
  if (!isOfflinePath(pathname)) return storeSlugOf(pathname);
  return isOfflineState(state) ? storeSlugOf(state.from) : null;
}

/**
 * Why the shop is closed to the visitor right now, if it is: the whole shop in maintenance, or
 * the store they are in, closed by its owner (decision 043) while the other stores stay open.
 */
export function useShopLock() {
  const online = useOnlineStatus();
  const settings = useSettings();
  const location = useLocation();
  const slug = lockedStoreSlug(location.pathname, location.state);
  const maintenance =
    settings.data?.maintenance === true ||
    (slug !== null && settings.data?.maintenance_stores.includes(slug) === true);
  return {
    online,
    maintenance,
    recheck: () => void settings.refetch(),
    checking: settings.isFetching,
  };
}

/**
 * Keeps the settings' maintenance switch current without a reload (decision 038): read again
 * on moving to another page and on coming back to the tab when older than SETTINGS_RECHECK_MS,
 * and every LOCKED_POLL_MS while the shop is closed to the shopper. A read that gets an answer
 * also proves the connection back (lib/connection.ts).
 */
function useSettingsRechecks(locked: boolean, pathname: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    void queryClient.prefetchQuery({
      ...getSettingsQueryOptions(),
      staleTime: SETTINGS_RECHECK_MS,
    });
  }, [queryClient, pathname]);

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.prefetchQuery({
        ...getSettingsQueryOptions(),
        staleTime: SETTINGS_RECHECK_MS,
      });
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(() => {
      // Offline by the browser's word, the `online` event brings the shopper back instead.
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      void queryClient.prefetchQuery({ ...getSettingsQueryOptions(), staleTime: 0 });
    }, LOCKED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, locked]);
}

/**
 * Spec §2 and DESIGN §3: while the shop is in maintenance every page shows /offline; once it
 * is over, the visitor returns to the page they were on. Being offline no longer locks the shop
 * (decision 039): the service worker keeps the pages the shopper saw, the layout says
 * "Sin conexión", and what needs the network says so itself.
 */
export function useOfflineGuard(): void {
  const { maintenance: locked } = useShopLock();
  const location = useLocation();
  const navigate = useNavigate();
  const onOfflinePage = isOfflinePath(location.pathname);
  useSettingsRechecks(locked, location.pathname);

  useEffect(() => {
    if (locked && !onOfflinePage) {
      const from = `${location.pathname}${location.search}${location.hash}`;
      void navigate(paths.offline(), { replace: true, state: { from } satisfies OfflineState });
    } else if (!locked && onOfflinePage) {
      void navigate(returnPath(location.state), { replace: true });
    }
  }, [locked, onOfflinePage, location, navigate]);
}
