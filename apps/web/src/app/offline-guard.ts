import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSettings } from '../features/settings/api/get-settings';
import { paths } from '../lib/paths';
import { useOnlineStatus } from '../lib/use-online-status';

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

/** Why the shop is closed to the visitor right now, if it is. */
export function useShopLock() {
  const online = useOnlineStatus();
  const settings = useSettings();
  const maintenance = settings.data?.maintenance === true;
  return {
    online,
    maintenance,
    locked: !online || maintenance,
    recheck: () => void settings.refetch(),
    checking: settings.isFetching,
  };
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
  const onOfflinePage = location.pathname === paths.offline();

  useEffect(() => {
    if (locked && !onOfflinePage) {
      const from = `${location.pathname}${location.search}${location.hash}`;
      void navigate(paths.offline(), { replace: true, state: { from } satisfies OfflineState });
    } else if (!locked && onOfflinePage) {
      const state: unknown = location.state;
      void navigate(isOfflineState(state) ? state.from : '/', { replace: true });
    }
  }, [locked, onOfflinePage, location, navigate]);
}
