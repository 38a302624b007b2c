import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * Offline, a move to another page loads it as a document (decision 039): the service worker
 * then answers with the copy it kept of that page (rendered with its data, as the shopper saw
 * it) or, for a page never seen, with its "necesita conexión" page, instead of the app asking
 * the API for data it may not have. Only when a service worker controls the page: without one,
 * a reload offline would be the browser's own error page, so the app renders the screen and
 * its failed loads say a connection is needed.
 */
export function useOfflineNavigation(): void {
  const online = useOnlineStatus();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const shown = useRef(page);

  useEffect(() => {
    if (page === shown.current) return;
    shown.current = page;
    if (online || !navigator.serviceWorker?.controller) return;
    // The router has already put the new address in the history (a link, or "back"): loading
    // it again fetches that page through the service worker.
    window.location.reload();
  }, [page, online]);
}
