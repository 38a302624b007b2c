import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchXIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { es } from '../../i18n/es';
import { useNotFoundStatus } from '../../lib/page-status';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { StoreGate } from '../store-gate';

/**
 * An address the shop doesn't have (decision 045): under a store, that store's page with the way
 * back to its home (an unknown store says so itself); anywhere else, the way to the main store.
 * The server answers both with a 404.
 */
export function Component() {
  const { slugName } = useParams();
  if (slugName === undefined) {
    return (
      <PageNotFound to={paths.storeHome(FALLBACK_STORE_SLUG)} label={es.store.goToMainStore} />
    );
  }
  return (
    <StoreGate fallback={<Skeleton className="mx-auto mt-10 h-40 w-full max-w-sm rounded-2xl" />}>
      {(store) => (
        <PageNotFound to={paths.storeHome(store.slug)} label={es.catalogue.backToStore} />
      )}
    </StoreGate>
  );
}

function PageNotFound({ to, label }: { to: string; label: string }) {
  useNotFoundStatus();
  return (
    <EmptyState
      as="h1"
      icon={<SearchXIcon className="size-12" />}
      title={es.pageNotFound.title}
      description={es.pageNotFound.description}
      action={
        <Link to={to} className={buttonClasses('primary')}>
          {label}
        </Link>
      }
    />
  );
}
