import { esAdmin } from '../../i18n/es-admin';
import { esAdminSetup } from '../../i18n/es-admin-setup';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { TeamManager } from '../features/team/components/team-manager';

/** Equipo (owner only): who runs the store and with what role. */
export function Component() {
  const { slug } = useAdminStore();
  return (
    <AdminPage title={esAdmin.screens.team} description={esAdminSetup.team.description}>
      <TeamManager slug={slug} />
    </AdminPage>
  );
}
