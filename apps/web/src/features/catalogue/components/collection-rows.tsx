import { StoreIcon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { useCollections } from '../api/get-collections';
import type { ProductAction } from './product-card';
import { ProductRow, ProductRowSkeleton } from './product-row';

/** The top row's first cards are above the fold on a 360×740 phone. */
const EAGER_IN_FIRST_ROW = 2;

/** The store's collections: the first on top, the others after (spec §3). */
export function CollectionRows({
  storeId,
  storeSlug,
  renderAction,
}: {
  storeId: number;
  storeSlug: string;
  renderAction?: ProductAction;
}) {
  const { data: collections, status, refetch, isFetching } = useCollections(storeId);
  if (status === 'pending') {
    return (
      <div className="flex flex-col gap-6" role="status" aria-label={es.app.loading}>
        <ProductRowSkeleton />
        <ProductRowSkeleton />
      </div>
    );
  }
  if (!collections) return <ErrorState onRetry={() => void refetch()} retrying={isFetching} />;
  const filled = collections.filter((collection) => collection.items.length > 0);
  if (filled.length === 0) {
    return (
      <EmptyState icon={<StoreIcon className="size-10" />} title={es.catalogue.noCollections} />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {filled.map((collection, index) => (
        <ProductRow
          key={collection.id}
          title={collection.name}
          items={collection.items}
          storeSlug={storeSlug}
          seeAllTo={paths.collection(storeSlug, collection.id)}
          eagerCount={index === 0 ? EAGER_IN_FIRST_ROW : 0}
          belowTheFold={index > 1}
          renderAction={renderAction}
        />
      ))}
    </div>
  );
}
