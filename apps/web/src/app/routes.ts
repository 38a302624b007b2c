import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { getBannersQueryOptions } from '../features/catalogue/api/get-banners';
import { getCategoriesQueryOptions } from '../features/catalogue/api/get-categories';
import { getCollectionInfiniteQueryOptions } from '../features/catalogue/api/get-collection';
import { getCollectionsQueryOptions } from '../features/catalogue/api/get-collections';
import { getStoreInventoriesInfiniteQueryOptions } from '../features/catalogue/api/get-store-inventories';
import { getStoreProductQueryOptions } from '../features/catalogue/api/get-store-product';
import { es } from '../i18n/es';
import { FALLBACK_STORE_SLUG, parseId, paths, routePatterns } from '../lib/paths';
import { searchResultsPart } from '../features/catalogue/components/search-results-part';
import { searchToRun } from '../features/catalogue/hooks/use-search-query';
import { prefetchWithStore } from './prefetch';
import type { RouteMeta } from './route-meta';
import type { Rendering } from './router';
import { OfflineScreen } from './routes/offline';

/** What a lazy screen module exports. */
export interface ScreenModule {
  Component: ComponentType;
}

export interface PrefetchArgs {
  params: Params;
  /** The page's address: its search (`?q=`) is part of what the store home shows. */
  url: URL;
  queryClient: QueryClient;
  /**
   * In the browser, or on the server: there the page is shared by every visitor, so nothing
   * of theirs (the cart) is fetched (decision 036).
   */
  rendering: Rendering;
}

interface ScreenRoute {
  kind: 'screen';
  path: string;
  meta: RouteMeta;
  /** One lazily loaded module per screen... */
  lazy?: () => Promise<ScreenModule>;
  /** ...except screens that must work without the network. */
  Component?: ComponentType;
  /**
   * Requests to start in parallel with the module download. The browser doesn't wait for them
   * (the screen shows its skeleton); the server renders once the returned promise settles.
   * Screens past the catalogue (checkout, orders, clients) import their query options here with
   * `import()`: imported statically they would join the entry, which every catalogue page loads
   * before it is interactive (decision 006). The module is one the screen's chunk shares, so
   * it downloads once, beside the screen.
   */
  prefetch?: (args: PrefetchArgs) => Promise<unknown> | void;
  /** A public catalogue page: the server sends it as HTML (decision 036). */
  serverRendered?: true;
  /**
   * The lazy module's source file, as the build's manifest names it (a rendered page's screen):
   * the server has the page start downloading it, and what it imports, with the app's own
   * modules, instead of once the app has started and matched the route (decision 072).
   */
  moduleFile?: string;
  /**
   * Screen modules to download once this one is in, because the shopper goes there next (the
   * phone step → the code step, which carries the form rules, while the number is typed). Kept
   * here so screens don't import each other's modules to preload them.
   */
  preload?: () => Promise<unknown>;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: (params: Params) => string;
}

export type AppRoute = ScreenRoute | RedirectRoute;

export const storeScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  header: true,
  footer: true,
  back: true,
  requiresAuth: false,
  ...overrides,
});

/** A public catalogue page: the store's search in its header (decision 047). */
const catalogueScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta =>
  storeScreen(title, { search: true, ...overrides });

/** Slugs the router's own first segments would be mistaken for. */
const RESERVED_SLUGS = new Set(['tienda', 'menu']);

/** Every route of the web app, with its meta, in one place (DESIGN §3). */
/**
 * The routes a page can start on (DESIGN §3): the catalogue the server renders, the pages it
 * answers "not found", the redirects and the offline screen. The browser's router starts with
 * these alone; the routes past the catalogue (`routes-past-catalogue.ts`) join it on the first
 * navigation that could be one of them, so a catalogue page's first load doesn't carry every
 * other screen's meta and prefetch (decision 006).
 */
export const catalogueRoutes: AppRoute[] = [
  {
    kind: 'screen',
    path: routePatterns.storeHome,
    meta: catalogueScreen(es.routes.storeHome, { back: false, legal: true }),
    lazy: () => import('./routes/store-home'),
    moduleFile: 'src/app/routes/store-home.tsx',
    serverRendered: true,
    prefetch: ({ params, url, queryClient, rendering }) => {
      const search = searchToRun(url.searchParams);
      return prefetchWithStore(
        queryClient,
        params.slugName,
        (store) => [
          queryClient.query(getBannersQueryOptions(store.id)),
          queryClient.query(getCategoriesQueryOptions(store.id)),
          ...(search
            ? [
                queryClient.infiniteQuery(
                  getStoreInventoriesInfiniteQueryOptions(store.id, { q: search }),
                ),
                // The browser downloads the results' code when it shows them; the server
                // needs it in before it renders.
                ...(rendering === 'server' ? [searchResultsPart.preload()] : []),
              ]
            : [queryClient.query(getCollectionsQueryOptions(store.id))]),
        ],
        rendering === 'browser',
      );
    },
  },
  {
    kind: 'screen',
    path: routePatterns.collection,
    meta: catalogueScreen(es.routes.collection),
    lazy: () => import('./routes/collection'),
    moduleFile: 'src/app/routes/collection.tsx',
    serverRendered: true,
    prefetch: ({ params, queryClient, rendering }) => {
      const collectionId = parseId(params.id);
      return prefetchWithStore(
        queryClient,
        params.slugName,
        (store) =>
          collectionId === null
            ? []
            : [
                queryClient.infiniteQuery(
                  getCollectionInfiniteQueryOptions(store.id, collectionId),
                ),
              ],
        rendering === 'browser',
      );
    },
  },
  {
    kind: 'screen',
    path: routePatterns.product,
    meta: catalogueScreen(es.routes.product),
    lazy: () => import('./routes/product'),
    moduleFile: 'src/app/routes/product.tsx',
    serverRendered: true,
    prefetch: ({ params, queryClient, rendering }) => {
      const productSlug = params.slugProduct;
      return prefetchWithStore(
        queryClient,
        params.slugName,
        (store) =>
          productSlug
            ? [
                queryClient.query(getStoreProductQueryOptions(store.id, productSlug)),
                // The link preview's description names the product's category (page-head.ts).
                ...(rendering === 'server'
                  ? [queryClient.query(getCategoriesQueryOptions(store.id))]
                  : []),
              ]
            : [],
        rendering === 'browser',
      );
    },
  },
  {
    kind: 'screen',
    path: routePatterns.categories,
    meta: catalogueScreen(es.routes.categories),
    lazy: () => import('./routes/categories'),
    moduleFile: 'src/app/routes/categories.tsx',
    serverRendered: true,
    prefetch: ({ params, queryClient, rendering }) =>
      prefetchWithStore(
        queryClient,
        params.slugName,
        (store) => [queryClient.query(getCategoriesQueryOptions(store.id))],
        rendering === 'browser',
      ),
  },
  {
    kind: 'screen',
    path: routePatterns.category,
    meta: catalogueScreen(es.routes.category),
    lazy: () => import('./routes/category'),
    moduleFile: 'src/app/routes/category.tsx',
    serverRendered: true,
    prefetch: ({ params, queryClient, rendering }) => {
      const categoryId = parseId(params.id);
      return prefetchWithStore(
        queryClient,
        params.slugName,
        (store) => [
          queryClient.query(getCategoriesQueryOptions(store.id)),
          ...(categoryId === null
            ? []
            : [
                queryClient.infiniteQuery(
                  getStoreInventoriesInfiniteQueryOptions(store.id, { categoryId }),
                ),
              ]),
        ],
        rendering === 'browser',
      );
    },
  },
  {
    kind: 'screen',
    path: routePatterns.offline,
    meta: {
      title: es.routes.offline,
      header: false,
      footer: false,
      back: false,
      requiresAuth: false,
    },
    // Not lazy: this screen has to show up precisely when nothing can be downloaded.
    Component: OfflineScreen,
  },
  // Spec §2: `/` and `/{slugName}` lead to a store. The server answers them with the same
  // redirect (decision 045), so a first visit doesn't wait for the app to start.
  { kind: 'redirect', path: '/', to: () => paths.storeHome(FALLBACK_STORE_SLUG) },
  {
    kind: 'redirect',
    path: '/:slugName',
    to: ({ slugName }) =>
      paths.storeHome(
        slugName && !RESERVED_SLUGS.has(slugName.toLowerCase()) ? slugName : FALLBACK_STORE_SLUG,
      ),
  },
  // Any other address is "not found" (a 404 from the server, decision 045), not the store's
  // home: inside a store, in that store's page.
  ...[routePatterns.storePageNotFound, routePatterns.menuPageNotFound].map((path): ScreenRoute => ({
    kind: 'screen',
    path,
    meta: storeScreen(es.routes.notFound),
    lazy: () => import('./routes/not-found'),
    moduleFile: 'src/app/routes/not-found.tsx',
    serverRendered: true,
    prefetch: ({ params, queryClient, rendering }) =>
      prefetchWithStore(queryClient, params.slugName, undefined, rendering === 'browser'),
  })),
  {
    kind: 'screen',
    path: routePatterns.pageNotFound,
    // No store to show in a header: the screen itself leads to the main store.
    meta: {
      title: es.routes.notFound,
      header: false,
      footer: false,
      back: false,
      requiresAuth: false,
    },
    lazy: () => import('./routes/not-found'),
    moduleFile: 'src/app/routes/not-found.tsx',
    serverRendered: true,
  },
];

/**
 * Where a redirect route sends `url`, for the browser's router and the server alike. The query
 * goes along (a campaign's `utm_*`, a search's `q`).
 */
export function redirectTarget(route: RedirectRoute, params: Params, url: URL): string {
  return `${route.to(params)}${url.search}`;
}
