import { esAdmin } from '../../i18n/es-admin';
import { esAdminSetup } from '../../i18n/es-admin-setup';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { useStoreSettings } from '../features/settings/api/store-settings';
import { SettingsForm } from '../features/settings/components/settings-form';

/** Ajustes (owner only): how the store takes orders. */
export function Component() {
  const { slug } = useAdminStore();
  const settings = useStoreSettings(slug);
  return (
    <AdminPage title={esAdmin.screens.settings} description={esAdminSetup.settings.description}>
      <AdminQuery query={settings}>
        {(data) => <SettingsForm slug={slug} settings={data} />}
      </AdminQuery>
    </AdminPage>
  );
}
