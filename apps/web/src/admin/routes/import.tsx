import { esAdmin } from '../../i18n/es-admin';
import { esAdminCatalogue } from '../../i18n/es-admin-catalogue';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { ImportView } from '../features/catalogue/components/import-view';

/** Importar (`importar`): load or update many products from a spreadsheet. */
export function Component() {
  const store = useAdminStore();
  return (
    <AdminPage title={esAdmin.screens.imports} description={esAdminCatalogue.import.description}>
      <ImportView slug={store.slug} />
    </AdminPage>
  );
}
