import type { Store } from '@canasta/contract';
import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { BannerCarousel } from '../../features/catalogue/components/banner-carousel';
import { CategoryShortcuts } from '../../features/catalogue/components/category-shortcuts';
import { CollectionRows } from '../../features/catalogue/components/collection-rows';
import { ProductRowSkeleton } from '../../features/catalogue/components/product-row';
import { searchResultsPart } from '../../features/catalogue/components/search-results-part';
import { searchToRun } from '../../features/catalogue/hooks/use-search-query';
import { useCollections } from '../../features/catalogue/api/get-collections';
import { TrackedLists, type ShownItems } from '../analytics/tracked-lists';
import { useCartAction } from '../product-actions';
import { StoreGate } from '../store-gate';

const SearchResults = searchResultsPart.Component;

/**
 * /tienda/:slugName — banners, categories and collections, or the results of the header's
 * search (`?q=`).
 */
export function Component() {
  return (
    <StoreGate fallback={<StoreHomeSkeleton />}>{(store) => <StoreHome store={store} />}</StoreGate>
  );
}

function StoreHome({ store }: { store: Store }) {
  const [searchParams] = useSearchParams();
  const query = searchToRun(searchParams);
  const cartAction = useCartAction(store);
  const rows = useCollectionRowsShown(store.id);
  return (
    <>
      {/* Here and not in the layout: no other page downloads the carousel (decision 006). */}
      <BannerCarousel storeId={store.id} />
      {/* The header already shows the name; the heading is for screen readers and focus. */}
      <h1 tabIndex={-1} className="sr-only">
        {store.name}
      </h1>
      <CategoryShortcuts storeId={store.id} storeSlug={store.slug} />
      {query ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <SearchResults
            storeId={store.id}
            storeSlug={store.slug}
            query={query}
            renderAction={cartAction}
          />
        </Suspense>
      ) : (
        <TrackedLists store={store} shown={rows}>
          <CollectionRows storeId={store.id} storeSlug={store.slug} renderAction={cartAction} />
        </TrackedLists>
      )}
    </>
  );
}

/** The collection rows as lists for GA4 (the same query the rows draw from). */
function useCollectionRowsShown(storeId: number): ShownItems[] {
  const { data: collections } = useCollections(storeId);
  return useMemo(
    () =>
      (collections ?? []).map((collection) => ({
        key: `collection_${collection.id}`,
        list: { id: `collection_${collection.id}`, name: collection.name },
        items: collection.items,
      })),
    [collections],
  );
}

function StoreHomeSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="aspect-[12/5] w-full rounded-2xl" />
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-11 w-28 shrink-0 rounded-full" />
        ))}
      </div>
      <ProductRowSkeleton />
    </div>
  );
}
