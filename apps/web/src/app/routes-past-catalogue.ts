import { esRouteTitles } from '../i18n/es-route-titles';
import { parseId, routePatterns } from '../lib/paths';
import { useSessionStore } from '../features/auth/stores/session-store';
import { cartSnapshotFor } from '../features/cart/stores/cart-store';
import type { RouteMeta } from './route-meta';
import { prefetchWithStore } from './prefetch';
import { type AppRoute, type PrefetchArgs, storeScreen } from './routes';

/** A checkout step (spec §4): signed in, no footer (the step's own bar is at the bottom). */
const checkoutScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta =>
  storeScreen(title, { footer: false, requiresAuth: true, checkout: true, ...overrides });

/** A seller's or mentor's screen (their clients): signed in, and a shopper is sent back. */
const clientsScreen = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta =>
  storeScreen(title, { requiresAuth: true, sellerOrMentor: true, ...overrides });

/**
 * The store (and the visitor's cart in it), for screens whose own data is the visitor's and read
 * by the screen itself; not waited for.
 */
const prefetchStore = ({ params, queryClient }: PrefetchArgs) => {
  void prefetchWithStore(queryClient, params.slugName);
};

/** The signed-in user's id, for prefetching their own data (nothing without one). */
const signedInUserId = () => useSessionStore.getState().user?.id ?? null;

/**
 * The routes past the catalogue: the cart, signing in, the account, checkout, orders,
 * notifications, the wallet and a seller's clients. No page starts rendered on one of these, so
 * the browser's router adds them when a navigation could be one (`router.tsx`), with this
 * module's download.
 */
export const routesPastCatalogue: AppRoute[] = [
  {
    kind: 'screen',
    path: routePatterns.cart,
    // The cart's own "Continuar" bar takes the footer's place at the bottom.
    meta: storeScreen(esRouteTitles.cart, { footer: false }),
    lazy: () => import('./routes/cart'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.phoneCheck,
    // The keyboard takes the bottom of the screen; the footer would only crowd it.
    meta: storeScreen(esRouteTitles.phoneCheck, { footer: false }),
    lazy: () => import('./routes/phone-check'),
    preload: () => import('./routes/phone-check-code'),
  },
  {
    kind: 'screen',
    path: routePatterns.phoneCheckCode,
    meta: storeScreen(esRouteTitles.phoneCheckCode, { footer: false }),
    lazy: () => import('./routes/phone-check-code'),
  },
  {
    kind: 'screen',
    path: routePatterns.login,
    meta: storeScreen(esRouteTitles.login, { footer: false }),
    lazy: () => import('./routes/login'),
    preload: () => import('./routes/login-check'),
  },
  {
    kind: 'screen',
    path: routePatterns.loginCheck,
    meta: storeScreen(esRouteTitles.loginCheck, { footer: false }),
    lazy: () => import('./routes/login-check'),
  },
  {
    kind: 'screen',
    path: routePatterns.profile,
    meta: storeScreen(esRouteTitles.profile, { requiresAuth: true, legal: true }),
    lazy: () => import('./routes/profile'),
  },
  {
    kind: 'screen',
    path: routePatterns.setAddress,
    // The map and "Confirmar ubicación" need the screen's height; the footer would crowd them.
    meta: storeScreen(esRouteTitles.setAddress, { requiresAuth: true, footer: false }),
    lazy: () => import('./routes/set-address'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.setAddressDetail,
    meta: storeScreen(esRouteTitles.setAddressDetail, { requiresAuth: true, footer: false }),
    lazy: () => import('./routes/set-address-detail'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.coverage,
    meta: storeScreen(esRouteTitles.coverage),
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
    meta: checkoutScreen(esRouteTitles.clientSelect, { sellerOrMentor: true }),
    lazy: () => import('./routes/client-select'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutClientRegister,
    meta: checkoutScreen(esRouteTitles.checkoutClientRegister, { sellerOrMentor: true }),
    lazy: () => import('./routes/checkout-client-register'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutClientAddress,
    meta: checkoutScreen(esRouteTitles.checkoutClientAddress, { sellerOrMentor: true }),
    lazy: () => import('./routes/set-client-address'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.checkoutClientAddressDetail,
    meta: checkoutScreen(esRouteTitles.checkoutClientAddressDetail, { sellerOrMentor: true }),
    lazy: () => import('./routes/set-client-address-detail'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.deliveryType,
    meta: checkoutScreen(esRouteTitles.deliveryType),
    lazy: () => import('./routes/delivery-type'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.deliveryDate,
    meta: checkoutScreen(esRouteTitles.deliveryDate),
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
    meta: checkoutScreen(esRouteTitles.deliveryAddress),
    lazy: () => import('./routes/delivery-address'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.cartPreview,
    meta: checkoutScreen(esRouteTitles.cartPreview),
    lazy: () => import('./routes/cart-preview'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.paymentMethod,
    meta: checkoutScreen(esRouteTitles.paymentMethod),
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
    meta: storeScreen(esRouteTitles.checkoutAuth, { footer: false }),
    lazy: () => import('./routes/checkout-auth'),
    preload: () => import('./routes/phone-check-code'),
  },
  {
    kind: 'screen',
    path: routePatterns.orderPlaced,
    // Placed: "back" would lead into a checkout that is over.
    meta: storeScreen(esRouteTitles.orderPlaced, { requiresAuth: true, back: false }),
    lazy: () => import('./routes/order-placed'),
  },
  {
    kind: 'screen',
    path: routePatterns.orders,
    meta: storeScreen(esRouteTitles.orders, { requiresAuth: true }),
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
    meta: storeScreen(esRouteTitles.order, { requiresAuth: true }),
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
    meta: storeScreen(esRouteTitles.orderEdit, { requiresAuth: true, footer: false }),
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
    meta: storeScreen(esRouteTitles.notifications, { requiresAuth: true }),
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
    meta: storeScreen(esRouteTitles.wallet, { requiresAuth: true }),
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
    meta: clientsScreen(esRouteTitles.clients),
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
    meta: clientsScreen(esRouteTitles.clientRegister, { footer: false }),
    lazy: () => import('./routes/client-register'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.clientSetAddress,
    // The map and "Confirmar ubicación" need the screen's height; the footer would crowd them.
    meta: clientsScreen(esRouteTitles.clientSetAddress, { footer: false }),
    lazy: () => import('./routes/client-set-address'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.clientSetAddressDetail,
    meta: clientsScreen(esRouteTitles.clientSetAddressDetail, { footer: false }),
    lazy: () => import('./routes/client-set-address-detail'),
    prefetch: prefetchStore,
  },
  {
    kind: 'screen',
    path: routePatterns.privacyNotice,
    meta: storeScreen(esRouteTitles.privacyNotice),
    lazy: () => import('./routes/privacy-notice'),
  },
];
