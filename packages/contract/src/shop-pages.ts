/**
 * The shop front's public catalogue pages (spec §2), the ones a search engine or a link preview
 * may visit. The web app's router registers these patterns and the server lists them in its
 * sitemaps, so both spell them the same way.
 */
export const shopPagePatterns = {
  storeHome: '/tienda/:slugName',
  collection: '/tienda/:slugName/collection/:id',
  product: '/tienda/:slugName/product/:slugProduct',
  categories: '/menu/:slugName/Categories',
  category: '/menu/:slugName/Categories/:id',
} as const;

/** A pattern with its `:name` parameters filled in, each encoded as one path segment. */
export function shopPagePath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`shopPagePath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
