import { lazyPart } from '../../../lib/lazy-part';

/**
 * The store's search results, downloaded on the first search: the paged grid isn't part of the
 * store home's first download. The server loads it before rendering a search (decision 036).
 */
export const searchResultsPart = lazyPart(() =>
  import('./search-results').then((module) => ({ default: module.SearchResults })),
);
