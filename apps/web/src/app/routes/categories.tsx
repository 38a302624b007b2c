import type { Store } from '@canasta/contract';
import { LayoutGridIcon } from '../../components/ui/icons';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategories } from '../../features/catalogue/api/get-categories';
import {
  CategoryGrid,
  CategoryGridSkeleton,
} from '../../features/catalogue/components/category-grid';
import { es } from '../../i18n/es';
import { StoreGate } from '../store-gate';

/** /menu/:slugName/Categories — the store's visible categories. */
export function Component() {
  return (
    <StoreGate
      fallback={
        <>
          <Skeleton className="h-8 w-1/2" />
          <CategoryGridSkeleton />
        </>
      }
    >
      {(store) => <CategoriesScreen store={store} />}
    </StoreGate>
  );
}

function CategoriesScreen({ store }: { store: Store }) {
  const { data: categories, status, refetch, isFetching } = useCategories(store.id);
  return (
    <>
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {es.routes.categories}
      </h1>
      {status === 'pending' ? (
        <CategoryGridSkeleton />
      ) : !categories ? (
        <ErrorState onRetry={() => void refetch()} retrying={isFetching} />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={<LayoutGridIcon className="size-10" />}
          title={es.catalogue.noCategories}
        />
      ) : (
        <CategoryGrid categories={categories} storeSlug={store.slug} />
      )}
    </>
  );
}
