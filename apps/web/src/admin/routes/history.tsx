import { esAdmin } from '../../i18n/es-admin';
import { esAdminSetup } from '../../i18n/es-admin-setup';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AuditList } from '../features/audit/components/audit-list';

/** Historial: every change made to the store, who made it, and what it was before and after. */
export function Component() {
  const { slug } = useAdminStore();
  return (
    <AdminPage title={esAdmin.screens.history} description={esAdminSetup.history.description}>
      <AuditList slug={slug} />
    </AdminPage>
  );
}
