import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api/get-categories';
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
        emptyAction={<SearchElsewhere storeId={storeId} storeSlug={storeSlug} />}
        renderAction={renderAction}
      />
    </section>
  );
}

/** Where to go when nothing matched: the store's categories, or back to the whole store. */
function SearchElsewhere({ storeId, storeSlug }: { storeId: number; storeSlug: string }) {
  const { data: categories } = useCategories(storeId);
  return (
    <div className="flex flex-col items-center gap-4">
      {categories && categories.length > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-dark/75">{es.search.noResultsBrowse}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={paths.category(storeSlug, category.id)}
                  className="flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium ring-1 ring-dark/10 hover:bg-primary-soft"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={paths.storeHome(storeSlug)} className={buttonClasses('secondary')}>
        {es.catalogue.backToStore}
      </Link>
    </div>
  );
}
