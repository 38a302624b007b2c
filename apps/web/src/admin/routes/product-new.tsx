import { esAdmin } from '../../i18n/es-admin';
import { esAdminCatalogue } from '../../i18n/es-admin-catalogue';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { NewProductView } from '../features/catalogue/components/new-product-view';
import { adminPaths } from '../lib/admin-paths';

/** Nuevo producto (`productos/nuevo`): a product of this store, with its photo. */
export function Component() {
  const store = useAdminStore();
  return (
    <AdminPage
      title={esAdmin.screens.newProduct}
      back={{ to: adminPaths.store(store.slug, 'productos'), label: esAdminCatalogue.form.back }}
    >
      <NewProductView slug={store.slug} />
    </AdminPage>
  );
}
