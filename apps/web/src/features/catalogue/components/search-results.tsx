import { es } from '../../../i18n/es';
import { useStoreInventories } from '../api/get-store-inventories';
import { PagedProductGrid } from './paged-product-grid';
import type { ProductAction } from './product-card';

/** The store's products matching a search, page by page. */
export function SearchResults({
  storeId,
  storeSlug,
  query,
  renderAction,
}: {
  storeId: number;
  storeSlug: string;
  query: string;
  renderAction?: ProductAction;
}) {
  const results = useStoreInventories(storeId, { q: query });
  const total = results.data?.pages[0]?.meta.total;
  return (
    <section aria-labelledby="search-results-title" className="flex flex-col gap-3">
      <div className="flex flex-col">
        <h2 id="search-results-title" className="text-lg leading-tight font-bold wrap-anywhere">
          {es.search.resultsTitle(query)}
        </h2>
        <p role="status" className="text-sm text-dark/70">
          {total === undefined ? null : total > 0 ? (
            es.search.resultsCount(total)
          ) : (
            <span className="sr-only">{es.search.noResults(query)}</span>
          )}
        </p>
      </div>
      <PagedProductGrid
        query={results}
        storeSlug={storeSlug}
        headingLevel="h3"
        eagerCount={0}
        emptyTitle={es.search.noResults(query)}
        emptyDescription={es.search.noResultsHint}
        renderAction={renderAction}
      />
    </section>
  );
}
