import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { keepPageForOffline } from '../lib/service-worker';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * Pages and the service worker (decision 039). The worker sees only pages loaded as documents,
 * so a page the app shows by itself (a move inside the app) is handed to it to keep, online.
 * Offline, such a move loads the page as a document instead: the worker answers with the copy
 * it kept (rendered with its data, as the shopper saw it) or, for a page never seen, with its
 * "necesita conexión" page, rather than the app asking the API for data it may not have. Only
 * with a worker in control: without one a reload offline would be the browser's own error page,
 * so the app renders the screen and its failed loads say a connection is needed.
 */
export function useOfflineNavigation(): void {
  const online = useOnlineStatus();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const shown = useRef(page);

  useEffect(() => {
    if (page === shown.current) return;
    shown.current = page;
    if (online) {
      keepPageForOffline(window.location.href);
      return;
    }
    if (!navigator.serviceWorker?.controller) return;
    // The router has already put the new address in the history (a link, or "back"): loading
    // it again fetches that page through the service worker.
    window.location.reload();
  }, [page, online]);
}
