import type { Store } from '@canasta/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCollection } from '../../features/catalogue/api/get-collection';
import {
  CollectionNotFound,
  CollectionProducts,
  ListingSkeleton,
} from '../../features/catalogue/components/catalogue-listing';
import { isApiError } from '../../lib/api-client';
import { parseId } from '../../lib/paths';
import { usePageTitle } from '../layout/page-title';
import { pagedList, TrackedLists } from '../analytics/tracked-lists';
import { useCartAction } from '../product-actions';
import { StoreGate } from '../store-gate';

/** /tienda/:slugName/collection/:id — a collection's products, 20 at a time. */
export function Component() {
  const collectionId = parseId(useParams().id);
  return (
    <StoreGate fallback={<ListingSkeleton titleClassName="w-2/3" />}>
      {(store) =>
        collectionId === null ? (
          <CollectionNotFound storeSlug={store.slug} />
        ) : (
          <CollectionScreen key={collectionId} store={store} collectionId={collectionId} />
        )
      }
    </StoreGate>
  );
}

function CollectionScreen({ store, collectionId }: { store: Store; collectionId: number }) {
  const query = useCollection(store.id, collectionId);
  const cartAction = useCartAction(store);
  usePageTitle(query.data?.pages[0]?.collection.name);
  const pages = query.data?.pages;
  const shown = useMemo(() => {
    const first = pages?.[0]?.collection;
    if (!pages || !first) return [];
    return pagedList({ id: `collection_${String(first.id)}`, name: first.name }, pages);
  }, [pages]);
  if (isApiError(query.error, 'collection_not_found')) {
    return <CollectionNotFound storeSlug={store.slug} />;
  }
  return (
    <TrackedLists store={store} shown={shown}>
      <CollectionProducts storeSlug={store.slug} query={query} renderAction={cartAction} />
    </TrackedLists>
  );
}
