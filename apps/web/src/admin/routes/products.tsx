import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { esAdmin } from '../../i18n/es-admin';
import { esAdminCatalogue } from '../../i18n/es-admin-catalogue';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { ProductsView } from '../features/catalogue/components/products-view';
import { adminPaths } from '../lib/admin-paths';

const t = esAdminCatalogue.products;

/** Productos (`productos`): search, filter and edit the store's products in place. */
export function Component() {
  const store = useAdminStore();
  return (
    <AdminPage
      title={esAdmin.screens.products}
      actions={
        <>
          <Link
            to={adminPaths.store(store.slug, 'importar')}
            className={buttonClasses('secondary', 'sm')}
          >
            {t.import}
          </Link>
          <Link
            to={adminPaths.store(store.slug, 'productos/nuevo')}
            className={buttonClasses('primary', 'sm')}
          >
            {t.newProduct}
          </Link>
        </>
      }
    >
      <ProductsView slug={store.slug} />
    </AdminPage>
  );
}
