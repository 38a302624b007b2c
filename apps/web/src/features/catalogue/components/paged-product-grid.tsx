import type { InventoryItem, PageMeta } from '@canasta/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PackageOpenIcon } from '../../../components/ui/icons';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import type { ProductAction } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface ItemPage {
  data: InventoryItem[];
  meta: PageMeta;
}

export interface PagedProductGridProps {
  query: UseInfiniteQueryResult<InfiniteData<ItemPage>>;
  storeSlug: string;
  emptyTitle: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Lists further down the page load all their pictures lazily. */
  eagerCount?: number;
  /** The grid is the page's first view: its first picture is the page's main one. */
  lead?: boolean;
  renderAction?: ProductAction;
}

/** A product grid fed page by page: on scroll and by "Ver más", with every state covered. */
export function PagedProductGrid({
  query,
  storeSlug,
  emptyTitle,
  emptyDescription,
  emptyAction,
  headingLevel,
  eagerCount,
  lead,
  renderAction,
}: PagedProductGridProps) {
  const { data, status, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  if (status === 'pending') return <ProductGridSkeleton />;
  if (!data) {
    return <ErrorState onRetry={() => void refetch()} retrying={query.isFetching} />;
  }
  const items = data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpenIcon className="size-10" />}
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <div>
      <ProductGrid
        items={items}
        storeSlug={storeSlug}
        headingLevel={headingLevel}
        eagerCount={eagerCount}
        lead={lead}
        renderAction={renderAction}
      />
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void fetchNextPage({ cancelRefetch: false })}
        pageCount={data.pages.length}
      />
    </div>
  );
}
