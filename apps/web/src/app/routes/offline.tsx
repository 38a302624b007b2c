import { WifiOffIcon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { MaintenanceScreen } from '../../features/settings/components/maintenance-screen';
import { es } from '../../i18n/es';
import { usePageTitle } from '../layout/page-title';
import { useShopLock } from '../offline-guard';

/**
 * /offline — no header, footer or banner. The layout's guard brings the visitor back to where
 * they were as soon as the connection returns and maintenance is over. Without a connection
 * there is no telling whether maintenance is still on: "sin conexión" is what the shopper can
 * act on.
 */
export function OfflineScreen() {
  const { online, maintenance, recheck, checking } = useShopLock();
  const showMaintenance = online && maintenance;
  // The route's title says "Sin conexión"; the tab and screen readers must say what is shown.
  usePageTitle(showMaintenance ? es.maintenance.title : undefined);
  if (showMaintenance) return <MaintenanceScreen onRetry={recheck} checking={checking} />;
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 text-center">
      <WifiOffIcon className="size-14 text-dark/60" />
      <h1 tabIndex={-1} className="text-2xl font-bold outline-none">
        {es.offline.offlineTitle}
      </h1>
      <p className="max-w-prose text-dark/75" role="status">
        {es.offline.offlineDescription}
      </p>
      <Button onClick={recheck} disabled={checking} aria-busy={checking}>
        {checking ? es.offline.checking : es.common.retry}
      </Button>
    </div>
  );
}
