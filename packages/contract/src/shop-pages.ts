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

/**
 * What the server does with a page's address, decided by the web's route table (decision 045):
 * a redirect route answers its redirect, a public page is rendered, any other screen is the app
 * shell. The web build's server entry answers it; the shop server acts on it.
 */
export type PageRoute =
  { kind: 'redirect'; location: string } | { kind: 'render' } | { kind: 'shell' };

/** A page the web build's server entry rendered, or why the browser must render it itself. */
export type RenderResult =
  | {
      kind: 'page';
      status: 200 | 404;
      storeId: number | null;
      head: string;
      body: string;
      /** The screen's lazy module (its source file in the build's manifest), if it has one. */
      moduleFile: string | null;
    }
  | { kind: 'not-rendered'; reason: 'not-public' | 'unavailable' | 'maintenance' };
