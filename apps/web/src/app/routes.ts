import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { useSessionStore } from '../features/auth/stores/session-store';
import { cartSnapshotFor } from '../features/cart/stores/cart-store';
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

interface PrefetchArgs {
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

const storeScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta => ({
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

/** A checkout step (spec §4): signed in, no footer (the step's own bar is at the bottom). */
const checkoutScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta =>
  storeScreen(title, { footer: false, requiresAuth: true, checkout: true, ...overrides });

/** A seller's or mentor's screen (their clients): signed in, and a shopper is sent back. */
const clientsScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta =>
  storeScreen(title, { requiresAuth: true, sellerOrMentor: true, ...overrides });

/** The signed-in user's id, for prefetching their own data (nothing without one). */
const signedInUserId = () => useSessionStore.getState().user?.id ?? null;

/** Slugs the router's own first segments would be mistaken for. */
const RESERVED_SLUGS = new Set(['tienda', 'menu']);

/** Every route of the web app, with its meta, in one place (DESIGN §3). */
export const appRoutes: AppRoute[] = [
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
    path: routePatterns.cart,
    // The cart's own "Continuar" bar takes the footer's place at the bottom.
    meta: storeScreen(es.routes.cart, { footer: false }),
    lazy: () => import('./routes/cart'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
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
    path: routePatterns.phoneCheck,
    // The keyboard takes the bottom of the screen; the footer would only crowd it.
    meta: storeScreen(es.routes.phoneCheck, { footer: false }),
    lazy: () => import('./routes/phone-check'),
    preload: () => import('./routes/phone-check-code'),
  },
  {
    kind: 'screen',
    path: routePatterns.phoneCheckCode,
    meta: storeScreen(es.routes.phoneCheckCode, { footer: false }),
    lazy: () => import('./routes/phone-check-code'),
  },
  {
    kind: 'screen',
    path: routePatterns.login,
    meta: storeScreen(es.routes.login, { footer: false }),
    lazy: () => import('./routes/login'),
    preload: () => import('./routes/login-check'),
  },
  {
    kind: 'screen',
    path: routePatterns.loginCheck,
    meta: storeScreen(es.routes.loginCheck, { footer: false }),
    lazy: () => import('./routes/login-check'),
  },
  {
    kind: 'screen',
    path: routePatterns.profile,
    meta: storeScreen(es.routes.profile, { requiresAuth: true, legal: true }),
    lazy: () => import('./routes/profile'),
  },
  {
    kind: 'screen',
    path: routePatterns.setAddress,
    // The map and "Confirmar ubicación" need the screen's height; the footer would crowd them.
    meta: storeScreen(es.routes.setAddress, { requiresAuth: true, footer: false }),
    lazy: () => import('./routes/set-address'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.setAddressDetail,
    meta: storeScreen(es.routes.setAddressDetail, { requiresAuth: true, footer: false }),
    lazy: () => import('./routes/set-address-detail'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.coverage,
    meta: storeScreen(es.routes.coverage),
    lazy: () => import('./routes/coverage'),
    prefetch: ({ params, queryClient }) => {
      const zones = import('../features/addresses/api/get-delivery-zones');
      void prefetchWithStore(queryClient, params.slugName, (store) => [
        zones.then(({ getDeliveryZonesQueryOptions }) =>
          queryClient.query(getDeliveryZonesQueryOptions(store.id)),
        ),
      ]);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.clientSelect,
    meta: checkoutScreen(es.routes.clientSelect, { sellerOrMentor: true }),
    lazy: () => import('./routes/client-select'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutClientRegister,
    meta: checkoutScreen(es.routes.checkoutClientRegister, { sellerOrMentor: true }),
    lazy: () => import('./routes/checkout-client-register'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutClientAddress,
    meta: checkoutScreen(es.routes.checkoutClientAddress, { sellerOrMentor: true }),
    lazy: () => import('./routes/set-client-address'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutClientAddressDetail,
    meta: checkoutScreen(es.routes.checkoutClientAddressDetail, { sellerOrMentor: true }),
    lazy: () => import('./routes/set-client-address-detail'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.deliveryType,
    meta: checkoutScreen(es.routes.deliveryType),
    lazy: () => import('./routes/delivery-type'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.deliveryDate,
    meta: checkoutScreen(es.routes.deliveryDate),
    lazy: () => import('./routes/delivery-date'),
    prefetch: ({ params, queryClient }) => {
      const slots = import('../features/checkout/api/get-delivery-slots');
      void prefetchWithStore(queryClient, params.slugName, (store) => {
        const type = cartSnapshotFor(store.id)?.cart.delivery_type;
        return type
          ? [
              slots.then(({ getDeliverySlotsQueryOptions }) =>
                queryClient.prefetchQuery(getDeliverySlotsQueryOptions(store.id, type)),
              ),
            ]
          : [];
      });
    },
  },
  {
    kind: 'screen',
    path: routePatterns.deliveryAddress,
    meta: checkoutScreen(es.routes.deliveryAddress),
    lazy: () => import('./routes/delivery-address'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.cartPreview,
    meta: checkoutScreen(es.routes.cartPreview),
    lazy: () => import('./routes/cart-preview'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.paymentMethod,
    meta: checkoutScreen(es.routes.paymentMethod),
    lazy: () => import('./routes/payment-method'),
    prefetch: ({ params, queryClient }) => {
      const config = import('../features/payments/api/get-payment-config');
      void prefetchWithStore(queryClient, params.slugName, () => [
        config.then(({ getPaymentConfigQueryOptions }) =>
          queryClient.prefetchQuery(getPaymentConfigQueryOptions()),
        ),
      ]);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutAuth,
    meta: storeScreen(es.routes.checkoutAuth, { footer: false }),
    lazy: () => import('./routes/checkout-auth'),
    preload: () => import('./routes/phone-check-code'),
  },
  {
    kind: 'screen',
    path: routePatterns.orderPlaced,
    // Placed: "back" would lead into a checkout that is over.
    meta: storeScreen(es.routes.orderPlaced, { requiresAuth: true, back: false }),
    lazy: () => import('./routes/order-placed'),
  },
  {
    kind: 'screen',
    path: routePatterns.orders,
    meta: storeScreen(es.routes.orders, { requiresAuth: true }),
    lazy: () => import('./routes/orders'),
    prefetch: ({ queryClient }) => {
      const userId = signedInUserId();
      if (userId !== null) {
        import('../features/orders/api/get-orders')
          .then(({ getOrdersInfiniteQueryOptions }) =>
            queryClient.prefetchInfiniteQuery(getOrdersInfiniteQueryOptions(userId)),
          )
          .catch(() => undefined);
      }
    },
  },
  {
    kind: 'screen',
    path: routePatterns.order,
    meta: storeScreen(es.routes.order, { requiresAuth: true }),
    lazy: () => import('./routes/order'),
    prefetch: ({ params, queryClient }) => {
      const userId = signedInUserId();
      const orderId = parseId(params.id);
      if (userId !== null && orderId !== null) {
        import('../features/orders/api/get-order')
          .then(({ getOrderQueryOptions }) =>
            queryClient.prefetchQuery(getOrderQueryOptions(userId, orderId)),
          )
          .catch(() => undefined);
      }
    },
  },
  {
    kind: 'screen',
    path: routePatterns.orderEdit,
    // Its own bar at the foot ("Revisar cambios"), as a checkout step's: no navigation there.
    meta: storeScreen(es.routes.orderEdit, { requiresAuth: true, footer: false }),
    lazy: () => import('./routes/order-edit'),
    prefetch: ({ params, queryClient }) => {
      const userId = signedInUserId();
      const orderId = parseId(params.id);
      if (userId !== null && orderId !== null) {
        import('../features/orders/api/get-order')
          .then(({ getOrderQueryOptions }) =>
            queryClient.prefetchQuery(getOrderQueryOptions(userId, orderId)),
          )
          .catch(() => undefined);
      }
    },
  },
  {
    kind: 'screen',
    path: routePatterns.notifications,
    meta: storeScreen(es.routes.notifications, { requiresAuth: true }),
    lazy: () => import('./routes/notifications'),
    prefetch: ({ queryClient }) => {
      const userId = signedInUserId();
      if (userId !== null) {
        import('../features/notifications/api/get-notifications')
          .then(({ getNotificationsInfiniteQueryOptions }) =>
            queryClient.prefetchInfiniteQuery(getNotificationsInfiniteQueryOptions(userId)),
          )
          .catch(() => undefined);
      }
    },
  },
  {
    kind: 'screen',
    path: routePatterns.wallet,
    // Mentors only: the screen itself sends anyone else back to the store, told why.
    meta: storeScreen(es.routes.wallet, { requiresAuth: true }),
    lazy: () => import('./routes/wallet'),
    prefetch: ({ queryClient }) => {
      const user = useSessionStore.getState().user;
      if (user?.is_mentor) {
        import('../features/wallet/api/get-wallet-movements')
          .then(({ getWalletMovementsInfiniteQueryOptions }) =>
            queryClient.prefetchInfiniteQuery(getWalletMovementsInfiniteQueryOptions(user.id)),
          )
          .catch(() => undefined);
      }
    },
  },
  {
    kind: 'screen',
    path: routePatterns.clients,
    meta: clientsScreen(es.routes.clients),
    lazy: () => import('./routes/clients'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
      const user = useSessionStore.getState().user;
      // A shopper is sent back to the store: nothing of theirs to ask for.
      if (user?.is_seller || user?.is_mentor) {
        import('../features/clients/api/get-clients')
          .then(({ getClientsInfiniteQueryOptions }) =>
            queryClient.prefetchInfiniteQuery(getClientsInfiniteQueryOptions(user.id, '')),
          )
          .catch(() => undefined);
      }
    },
  },
  {
    kind: 'screen',
    path: routePatterns.clientRegister,
    meta: clientsScreen(es.routes.clientRegister, { footer: false }),
    lazy: () => import('./routes/client-register'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.clientSetAddress,
    // The map and "Confirmar ubicación" need the screen's height; the footer would crowd them.
    meta: clientsScreen(es.routes.clientSetAddress, { footer: false }),
    lazy: () => import('./routes/client-set-address'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.clientSetAddressDetail,
    meta: clientsScreen(es.routes.clientSetAddressDetail, { footer: false }),
    lazy: () => import('./routes/client-set-address-detail'),
    prefetch: ({ params, queryClient }) => {
      void prefetchWithStore(queryClient, params.slugName);
    },
  },
  {
    kind: 'screen',
    path: routePatterns.privacyNotice,
    meta: storeScreen(es.routes.privacyNotice),
    lazy: () => import('./routes/privacy-notice'),
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
