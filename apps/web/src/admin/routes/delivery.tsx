import { esAdmin } from '../../i18n/es-admin';
import { esAdminSetup } from '../../i18n/es-admin-setup';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { ClosedDatesSection } from '../features/delivery/components/closed-dates-section';
import { WindowsSection } from '../features/delivery/components/windows-section';
import { ZonesSection } from '../features/delivery/components/zones-section';

/** Entrega: where the store delivers (zones on the map), when (its week) and the days it closes. */
export function Component() {
  const { slug } = useAdminStore();
  return (
    <AdminPage title={esAdmin.screens.delivery} description={esAdminSetup.delivery.description}>
      <div className="flex flex-col gap-10">
        <ZonesSection slug={slug} />
        <WindowsSection slug={slug} />
        <ClosedDatesSection slug={slug} />
      </div>
    </AdminPage>
  );
}
