import type { Store } from '@canasta/contract';
import { PackageOpenIcon } from '../../components/ui/icons';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCollection } from '../../features/catalogue/api/get-collection';
import { PagedProductGrid } from '../../features/catalogue/components/paged-product-grid';
import { ProductGridSkeleton } from '../../features/catalogue/components/product-grid';
import { es } from '../../i18n/es';
import { isApiError } from '../../lib/api-client';
import { parseId, paths } from '../../lib/paths';
import { usePageTitle } from '../layout/page-title';
import { useCartAction } from '../product-actions';
import { StoreGate } from '../store-gate';

/** /tienda/:slugName/collection/:id — a collection's products, 20 at a time. */
export function Component() {
  const collectionId = parseId(useParams().id);
  return (
    <StoreGate fallback={<CollectionSkeleton />}>
      {(store) =>
        collectionId === null ? (
          <CollectionNotFound store={store} />
        ) : (
          <CollectionScreen key={collectionId} store={store} collectionId={collectionId} />
        )
      }
    </StoreGate>
  );
}

function CollectionScreen({ store, collectionId }: { store: Store; collectionId: number }) {
  const query = useCollection(store.id, collectionId);
  const collection = query.data?.pages[0]?.collection;
  const cartAction = useCartAction(store);
  usePageTitle(collection?.name);
  if (isApiError(query.error, 'collection_not_found')) return <CollectionNotFound store={store} />;
  return (
    <>
      {collection ? (
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {collection.name}
        </h1>
      ) : (
        <Skeleton className="h-8 w-2/3" />
      )}
      <PagedProductGrid
        query={query}
        storeSlug={store.slug}
        renderAction={cartAction}
        emptyTitle={es.catalogue.emptyCollection}
        emptyAction={
          <Link to={paths.storeHome(store.slug)} className={buttonClasses('secondary')}>
            {es.catalogue.backToStore}
          </Link>
        }
      />
    </>
  );
}

function CollectionNotFound({ store }: { store: Store }) {
  return (
    <EmptyState
      as="h1"
      icon={<PackageOpenIcon className="size-12" />}
      title={es.catalogue.collectionNotFoundTitle}
      description={es.catalogue.collectionNotFoundDescription}
      action={
        <Link to={paths.storeHome(store.slug)} className={buttonClasses('primary')}>
          {es.catalogue.backToStore}
        </Link>
      }
    />
  );
}

function CollectionSkeleton() {
  return (
    <>
      <Skeleton className="h-8 w-2/3" />
      <ProductGridSkeleton />
    </>
  );
}
