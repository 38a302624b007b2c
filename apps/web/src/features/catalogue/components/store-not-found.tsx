import { StoreIcon } from '../../../components/ui/icons';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { es } from '../../../i18n/es';
import { useNotFoundStatus } from '../../../lib/page-status';
import { FALLBACK_STORE_SLUG, paths } from '../../../lib/paths';

/** The store of the address doesn't exist: say so kindly and lead to the main store. */
export function StoreNotFound() {
  useNotFoundStatus();
  return (
    <EmptyState
      as="h1"
      icon={<StoreIcon className="size-12" />}
      title={es.store.notFoundTitle}
      description={es.store.notFoundDescription}
      action={
        <Link to={paths.storeHome(FALLBACK_STORE_SLUG)} className={buttonClasses('primary')}>
          {es.store.goToMainStore}
        </Link>
      }
    />
  );
}
