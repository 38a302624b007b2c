import type { Store } from '@canasta/contract';
import { useMatch, useNavigate } from 'react-router';
import { ProductSearchField } from '../../features/catalogue/components/product-search';
import { clipSearch, useSearchQuery } from '../../features/catalogue/hooks/use-search-query';
import { paths, routePatterns } from '../../lib/paths';

/**
 * The store search in the header of every catalogue page (decision 047). The results live on
 * the store home (`?q=`): there the search runs in place, as before; from any other page it
 * takes the shopper there, and "back" returns to the page they searched from.
 */
export function HeaderSearch({ store }: { store: Store }) {
  const onHome = useMatch(routePatterns.storeHome) !== null;
  const search = useSearchQuery();
  const navigate = useNavigate();

  function searchFromHere(value: string) {
    const query = clipSearch(value);
    if (query) void navigate(paths.storeSearch(store.slug, query));
  }

  return (
    <ProductSearchField
      storeId={store.id}
      storeSlug={store.slug}
      value={search.input}
      onChange={search.setInput}
      onSearch={onHome ? search.run : searchFromHere}
    />
  );
}
