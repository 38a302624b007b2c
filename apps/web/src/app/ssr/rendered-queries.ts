import type { CollectionPreview, InventoryItem } from '@canasta/contract';
import type { DehydratedState, InfiniteData, QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../features/catalogue/api/query-keys';

/**
 * The queries a render reads. Every `useQuery` (and its infinite and suspense kinds) finds its
 * query through the cache's `build`, on the server as in the browser, so counting those calls
 * while the page renders tells what it shows from what was only fetched for the page's head
 * (the product page's categories name its category in the link preview) and never rendered.
 * Call the returned `stop` once the render is done.
 */
export function recordRenderedQueries(queryClient: QueryClient): {
  hashes: ReadonlySet<string>;
  stop: () => void;
} {
  const cache = queryClient.getQueryCache();
  const hashes = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = (client, options, state) => {
    const query = build(client, options, state);
    hashes.add(query.queryHash);
    return query;
  };
  return { hashes, stop: () => void (cache.build = build) };
}

/**
 * The catalogue's listings (the store home's collections, a collection's, category's or
 * search's pages of offers) without what their product cards never show: the description, the
 * full-size picture and the link-preview card (the product page fetches those itself), and
 * pictures after the first. On the store home, twelve offers in each of five collections, these
 * fields were a sixth of the page's state, which the browser parses before it hydrates.
 */
export function slimListings(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { data } = query.state;
      const [scope, storeData, , kind, ...rest] = query.queryKey;
      if (data == null || scope !== catalogueKeys.all[0] || storeData !== 'store-data') {
        return query;
      }
      if (kind === 'collections' && rest.length === 0) {
        const collections = (data as CollectionPreview[]).map((collection) => ({
          ...collection,
          items: collection.items.map(slimItem),
        }));
        return { ...query, state: { ...query.state, data: collections } };
      }
      if ((kind === 'collections' && rest.length === 1) || kind === 'inventories') {
        const listing = data as InfiniteData<{ data: InventoryItem[] }>;
        const pages = listing.pages.map((page) => ({ ...page, data: page.data.map(slimItem) }));
        return { ...query, state: { ...query.state, data: { ...listing, pages } } };
      }
      return query;
    }),
  };
}

function slimItem(item: InventoryItem): InventoryItem {
  const first = item.product.images[0];
  return {
    ...item,
    product: {
      ...item.product,
      description: '',
      images: first ? [{ ...first, url: '', share_url: null }] : [],
    },
  };
}
