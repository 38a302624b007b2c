import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { esAdmin } from '../../i18n/es-admin';
import { esAdminCatalogue } from '../../i18n/es-admin-catalogue';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { useProduct } from '../features/catalogue/api/get-product';
import { EditProductView } from '../features/catalogue/components/edit-product-view';
import { adminPaths } from '../lib/admin-paths';

/** One product (`productos/:id`, the offer's id): its fields, price, stock and photo. */
export function Component() {
  const store = useAdminStore();
  const { id = '' } = useParams();
  const productId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  const back = { to: adminPaths.store(store.slug, 'productos'), label: esAdminCatalogue.form.back };
  if (productId === null) {
    return (
      <AdminPage title={esAdmin.screens.product} back={back}>
        <EmptyState title={esAdmin.notFound.pageTitle} />
      </AdminPage>
    );
  }
  return <ProductPage slug={store.slug} id={productId} back={back} />;
}

function ProductPage({
  slug,
  id,
  back,
}: {
  slug: string;
  id: number;
  back: { to: string; label: string };
}) {
  // The same query the view reads: its name titles the page once loaded.
  const product = useProduct(slug, id);
  return (
    <AdminPage title={product.data?.name ?? esAdmin.screens.product} back={back}>
      <EditProductView slug={slug} id={id} />
    </AdminPage>
  );
}
