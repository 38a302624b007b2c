import { esAdmin } from '../../i18n/es-admin';
import { esAdminSetup } from '../../i18n/es-admin-setup';
import { useAdminStore } from '../app/use-admin-store';
import { AdminPage } from '../components/admin-page';
import { AdminQuery } from '../components/admin-query';
import { CouponsManager } from '../features/coupons/components/coupons-manager';
import { useShopStore } from '../lib/store-time';

/** Cupones: the store's coupons, read in the store's own days (its time zone). */
export function Component() {
  const { slug } = useAdminStore();
  const store = useShopStore(slug);
  return (
    <AdminPage title={esAdmin.screens.coupons} description={esAdminSetup.coupons.description}>
      <AdminQuery query={store}>
        {({ time_zone }) => <CouponsManager slug={slug} timeZone={time_zone} />}
      </AdminQuery>
    </AdminPage>
  );
}
