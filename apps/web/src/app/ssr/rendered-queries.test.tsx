import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '../../features/catalogue/api/query-keys';
import { makeCollection, makeItem, pageMeta } from '../../testing/factories';
import { recordRenderedQueries, slimListings } from './rendered-queries';

function Shows({ queryKey }: { queryKey: readonly unknown[] }) {
  const { data } = useQuery({ queryKey, queryFn: () => 'fetched' });
  return <p>{String(data)}</p>;
}

describe('recordRenderedQueries', () => {
  it('tells the queries a render read from those only fetched before it', async () => {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: ['shown'], queryFn: () => 'a' });
    await queryClient.prefetchQuery({ queryKey: ['head-only'], queryFn: () => 'b' });
    const rendered = recordRenderedQueries(queryClient);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <Shows queryKey={['shown']} />
      </QueryClientProvider>,
    );
    expect(html).toContain('<p>a</p>');
    rendered.stop();
    // Nothing after the render counts.
    await queryClient.prefetchQuery({ queryKey: ['after'], queryFn: () => 'c' });

    const shown = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => rendered.hashes.has(query.queryHash),
    }).queries.map((query) => query.queryKey);
    expect(shown).toEqual([['shown']]);
  });
});

describe('slimListings', () => {
  it("keeps what a product card shows and drops the product page's fields", async () => {
    const queryClient = new QueryClient();
    const item = makeItem(7, { name: 'Aguacate' });
    const collections = [makeCollection(1, 'Ofertas', [item])];
    const listing = { pages: [{ data: [item], meta: pageMeta(1, 1) }], pageParams: [1] };
    queryClient.setQueryData(catalogueKeys.collections(1), collections);
    queryClient.setQueryData(catalogueKeys.collection(1, 1), listing);
    queryClient.setQueryData(catalogueKeys.inventories(1, { categoryId: 2 }), listing);
    queryClient.setQueryData(catalogueKeys.product(1, item.product.slug), item);

    const state = slimListings(dehydrate(queryClient));
    const byKey = (key: readonly unknown[]) =>
      state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state
        .data;
    const slim = {
      ...item,
      product: {
        ...item.product,
        description: '',
        images: [{ ...item.product.images[0]!, url: '', share_url: null }],
      },
    };
    expect(slim.product.name).toBe('Aguacate');
    expect(byKey(catalogueKeys.collections(1))).toEqual([makeCollection(1, 'Ofertas', [slim])]);
    const slimListing = { ...listing, pages: [{ ...listing.pages[0], data: [slim] }] };
    expect(byKey(catalogueKeys.collection(1, 1))).toEqual(slimListing);
    expect(byKey(catalogueKeys.inventories(1, { categoryId: 2 }))).toEqual(slimListing);
    // Other queries, the product page's among them, are handed over whole.
    expect(byKey(catalogueKeys.product(1, item.product.slug))).toEqual(item);
  });
});
