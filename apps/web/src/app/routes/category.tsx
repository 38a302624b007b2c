import type { Category, Store } from '@canasta/contract';
import { LayoutGridIcon } from '../../components/ui/icons';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { useStoreInventories } from '../../features/catalogue/api/get-store-inventories';
import { PagedProductGrid } from '../../features/catalogue/components/paged-product-grid';
import { ProductGridSkeleton } from '../../features/catalogue/components/product-grid';
import { es } from '../../i18n/es';
import { parseId, paths } from '../../lib/paths';
import { usePageTitle } from '../layout/page-title';
import { useCartAction } from '../product-actions';
import { StoreGate } from '../store-gate';

/** /menu/:slugName/Categories/:id — a visible category's products, 20 at a time. */
export function Component() {
  const categoryId = parseId(useParams().id);
  return (
    <StoreGate fallback={<CategorySkeleton />}>
      {(store) =>
        categoryId === null ? (
          <CategoryNotFound store={store} />
        ) : (
          <CategoryScreen key={categoryId} store={store} categoryId={categoryId} />
        )
      }
    </StoreGate>
  );
}

function CategoryScreen({ store, categoryId }: { store: Store; categoryId: number }) {
  const categories = useCategories(store.id);
  if (categories.status === 'pending') return <CategorySkeleton />;
  if (!categories.data) {
    return (
      <ErrorState
        as="h1"
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  }
  // Hidden categories aren't in the list (spec §3), so they are "not found" like unknown ones.
  const category = categories.data.find((candidate) => candidate.id === categoryId);
  if (!category) return <CategoryNotFound store={store} />;
  return <CategoryProducts store={store} category={category} />;
}

function CategoryProducts({ store, category }: { store: Store; category: Category }) {
  const products = useStoreInventories(store.id, { categoryId: category.id });
  const cartAction = useCartAction(store);
  usePageTitle(category.name);
  const total = products.data?.pages[0]?.meta.total;
  return (
    <>
      <div className="flex flex-col">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {category.name}
        </h1>
        {total !== undefined && total > 0 ? (
          <p className="text-sm text-dark/70">{es.catalogue.productCount(total)}</p>
        ) : null}
      </div>
      <PagedProductGrid
        query={products}
        storeSlug={store.slug}
        renderAction={cartAction}
        emptyTitle={es.catalogue.emptyCategory}
        emptyAction={
          <Link to={paths.categories(store.slug)} className={buttonClasses('secondary')}>
            {es.catalogue.backToCategories}
          </Link>
        }
      />
    </>
  );
}

function CategoryNotFound({ store }: { store: Store }) {
  return (
    <EmptyState
      as="h1"
      icon={<LayoutGridIcon className="size-12" />}
      title={es.catalogue.categoryNotFoundTitle}
      description={es.catalogue.categoryNotFoundDescription}
      action={
        <Link to={paths.categories(store.slug)} className={buttonClasses('primary')}>
          {es.catalogue.backToCategories}
        </Link>
      }
    />
  );
}

function CategorySkeleton() {
  return (
    <>
      <Skeleton className="h-8 w-1/2" />
      <ProductGridSkeleton />
    </>
  );
}
