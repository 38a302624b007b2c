import { WifiOffIcon } from '../../components/ui/icons';
import { es } from '../../i18n/es';
import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * "Sin conexión" above the screen while the phone is offline (decision 039): the pages the
 * shopper saw still show, from the service worker; this says why nothing new loads. A status
 * message, so screen readers hear it when it appears (and only then: online it isn't there, so
 * it never stands in for a screen's own status messages).
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-dark px-3 py-2 text-sm text-white"
    >
      <WifiOffIcon className="size-4 shrink-0" />
      {es.connection.offlineBanner}
    </p>
  );
}
