import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { LoadMore } from '../../../../components/ui/load-more';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { AdminQuery } from '../../../components/admin-query';
import { adminPaths } from '../../../lib/admin-paths';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import type { ProductFilters } from '../api/query-keys';
import { ProductFiltersBar, type QuickFilter, quickFilterOf } from './product-filters';
import { ProductsList } from './products-list';

const t = esAdminCatalogue.products;
const SEARCH_DELAY_MS = 300;

/** The filters live in the address (`?q=&categoria=&filtro=`): back and reload keep them. */
function filtersOf(params: URLSearchParams, q: string): ProductFilters {
  const category = params.get('categoria');
  const quick = params.get('filtro');
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(category && /^\d+$/.test(category) ? { category_id: category } : {}),
    ...(quick === 'out' || quick === 'low' ? { stock: quick } : {}),
    ...(quick === 'hidden' ? { visible: 'false' as const } : {}),
  };
}

/** Productos: search and filter the store's products, edit prices and stock in the list. */
export function ProductsView({ slug }: { slug: string }) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const filters = filtersOf(params, debounced);
  const products = useProducts(slug, filters);
  const categories = useCategories(slug);
  const listId = useId();
  const filtered = Object.keys(filters).length > 0;

  const setParam = (name: string, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const total = products.data?.pages[0]?.meta.total ?? null;

  return (
    <div className="flex flex-col gap-4">
      <ProductFiltersBar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setParam('q', value.trim() || null);
        }}
        categoryId={filters.category_id ?? ''}
        onCategory={(value) => {
          setParam('categoria', value || null);
        }}
        quick={quickFilterOf(filters)}
        onQuick={(value: QuickFilter) => {
          setParam('filtro', value);
        }}
        categories={categories.data ?? []}
        listId={listId}
      />
      <p role="status" className="text-sm text-dark/75">
        {total === null ? null : t.description(total)}
      </p>
      <AdminQuery
        query={products}
        isEmpty={(data) => (data.pages[0]?.data.length ?? 0) === 0}
        empty={
          filtered
            ? {
                title: t.noMatch,
                description: t.noMatchHint,
                action: (
                  <button
                    type="button"
                    className={buttonClasses('secondary', 'sm')}
                    onClick={() => {
                      setSearch('');
                      setParams(new URLSearchParams(), { replace: true });
                    }}
                  >
                    {t.clearFilters}
                  </button>
                ),
              }
            : {
                title: t.empty,
                description: t.emptyHint,
                action: (
                  <Link to={adminPaths.store(slug, 'productos/nuevo')} className={buttonClasses()}>
                    {t.newProduct}
                  </Link>
                ),
              }
        }
      >
        {(data) => (
          <>
            <ProductsList
              slug={slug}
              products={data.pages.flatMap((page) => page.data)}
              listId={listId}
            />
            <LoadMore
              hasMore={products.hasNextPage}
              loading={products.isFetchingNextPage}
              failed={products.isFetchNextPageError}
              onLoadMore={() => void products.fetchNextPage()}
              pageCount={data.pages.length}
              endMessage={t.end}
              moreLabel={t.seeMore}
            />
          </>
        )}
      </AdminQuery>
    </div>
  );
}
