import type { Category, Store } from '@canasta/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { useStoreInventories } from '../../features/catalogue/api/get-store-inventories';
import {
  CategoryNotFound,
  CategoryProducts,
  ListingSkeleton,
} from '../../features/catalogue/components/catalogue-listing';
import { parseId } from '../../lib/paths';
import { usePageTitle } from '../layout/page-title';
import { pagedList, TrackedLists } from '../analytics/tracked-lists';
import { useCartAction } from '../product-actions';
import { StoreGate } from '../store-gate';

const skeleton = <ListingSkeleton titleClassName="w-1/2" />;

/** /menu/:slugName/Categories/:id — a visible category's products, 20 at a time. */
export function Component() {
  const categoryId = parseId(useParams().id);
  return (
    <StoreGate fallback={skeleton}>
      {(store) =>
        categoryId === null ? (
          <CategoryNotFound storeSlug={store.slug} />
        ) : (
          <CategoryScreen key={categoryId} store={store} categoryId={categoryId} />
        )
      }
    </StoreGate>
  );
}

function CategoryScreen({ store, categoryId }: { store: Store; categoryId: number }) {
  const categories = useCategories(store.id);
  if (categories.status === 'pending') return skeleton;
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
  if (!category) return <CategoryNotFound storeSlug={store.slug} />;
  return <CategoryPage store={store} category={category} />;
}

function CategoryPage({ store, category }: { store: Store; category: Category }) {
  const cartAction = useCartAction(store);
  usePageTitle(category.name);
  // The same query the listing draws from, for GA4's view_item_list / select_item.
  const pages = useStoreInventories(store.id, { categoryId: category.id }).data?.pages;
  const shown = useMemo(
    () => pagedList({ id: `category_${String(category.id)}`, name: category.name }, pages ?? []),
    [pages, category.id, category.name],
  );
  return (
    <TrackedLists store={store} shown={shown}>
      <CategoryProducts store={store} category={category} renderAction={cartAction} />
    </TrackedLists>
  );
}
