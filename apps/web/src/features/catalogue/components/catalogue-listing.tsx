import type { Category, Store } from '@canasta/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LayoutGridIcon, PackageOpenIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { useNotFoundStatus } from '../../../lib/page-status';
import { paths } from '../../../lib/paths';
import type { useCollection } from '../api/get-collection';
import { useStoreInventories } from '../api/get-store-inventories';
import { PagedProductGrid } from './paged-product-grid';
import type { ProductAction } from './product-card';
import { ProductGridSkeleton } from './product-grid';

/** A category's or a collection's title and products while the store's first page loads. */
export function ListingSkeleton({ titleClassName }: { titleClassName: string }) {
  return (
    <>
      <Skeleton className={cn('h-8', titleClassName)} />
      <ProductGridSkeleton />
    </>
  );
}

function ListingNotFound(props: {
  icon: ReactNode;
  title: string;
  description: string;
  back: { to: string; label: string };
}) {
  useNotFoundStatus();
  return (
    <EmptyState
      as="h1"
      icon={props.icon}
      title={props.title}
      description={props.description}
      action={
        <Link to={props.back.to} className={buttonClasses('primary')}>
          {props.back.label}
        </Link>
      }
    />
  );
}

/** An unknown or hidden category (hidden ones aren't in the list, spec §3). */
export function CategoryNotFound({ storeSlug }: { storeSlug: string }) {
  return (
    <ListingNotFound
      icon={<LayoutGridIcon className="size-12" />}
      title={es.catalogue.categoryNotFoundTitle}
      description={es.catalogue.categoryNotFoundDescription}
      back={{ to: paths.categories(storeSlug), label: es.catalogue.backToCategories }}
    />
  );
}

export function CollectionNotFound({ storeSlug }: { storeSlug: string }) {
  return (
    <ListingNotFound
      icon={<PackageOpenIcon className="size-12" />}
      title={es.catalogue.collectionNotFoundTitle}
      description={es.catalogue.collectionNotFoundDescription}
      back={{ to: paths.storeHome(storeSlug), label: es.catalogue.backToStore }}
    />
  );
}

/** A visible category's products, 20 at a time, each with `renderAction`. */
export function CategoryProducts({
  store,
  category,
  renderAction,
}: {
  store: Store;
  category: Category;
  renderAction: ProductAction;
}) {
  const products = useStoreInventories(store.id, { categoryId: category.id });
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
        lead
        renderAction={renderAction}
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

/** A collection's products, 20 at a time, each with `renderAction` (its title once known). */
export function CollectionProducts({
  storeSlug,
  query,
  renderAction,
}: {
  storeSlug: string;
  query: ReturnType<typeof useCollection>;
  renderAction: ProductAction;
}) {
  const collection = query.data?.pages[0]?.collection;
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
        storeSlug={storeSlug}
        lead
        renderAction={renderAction}
        emptyTitle={es.catalogue.emptyCollection}
        emptyAction={
          <Link to={paths.storeHome(storeSlug)} className={buttonClasses('secondary')}>
            {es.catalogue.backToStore}
          </Link>
        }
      />
    </>
  );
}
