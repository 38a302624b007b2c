import {
  apiMessages as m,
  InventoriesQuerySchema,
  type CollectionPreview,
  type InventoryItem,
  type Store,
} from '@canasta/contract';
import {
  makeBanner,
  makeCategory,
  makeCollection,
  makeItem,
  makeSettings,
  makeStore,
  pageMeta,
} from './factories';
import { fakeAddressesApi, type FakeAddressesApi } from './addresses-api';
import { fakeAuthApi, type FakeAuthApi } from './auth-api';
import { fakeCartApi, type FakeCartApi } from './cart-api';
import { fakeCheckoutApi } from './checkout-api';
import { fakeClientsApi, type FakeClientsApi } from './clients-api';
import { apiError, json, mockApi, type MockHandler } from './mock-api';

/** The demo store's products: 25 "Artículo n" (ids 100–124) and the collections' own. */
function demoCatalogue() {
  const collections: CollectionPreview[] = [
    makeCollection(2, 'Lo más vendido', [makeItem(21, { name: 'Queso crema' })], 2),
    makeCollection(
      1,
      'Ofertas de la semana',
      [
        makeItem(11, { name: 'Manzana Gala', price_cents: 5490, compare_at_price_cents: 6490 }),
        makeItem(12, { name: 'Piña miel', stock: 0 }),
      ],
      1,
    ),
  ];
  const items: InventoryItem[] = Array.from({ length: 25 }, (_, i) =>
    makeItem(100 + i, { name: `Artículo ${i + 1}` }),
  );
  return { collections, items, all: [...items, ...collections.flatMap((c) => c.items)] };
}

/**
 * A fake cart API over the demo store's products (and `extra` offers of the test's own, such as
 * one sold by weight), to seed before `mockShopApi({}, {cart})`.
 */
export function shopCartApi(extra: InventoryItem[] = []): FakeCartApi {
  return fakeCartApi([...demoCatalogue().all, ...extra]);
}

/** The fakes a shop API is made of, and its store (the demo store unless given). */
export interface ShopFakes {
  cart?: FakeCartApi;
  auth?: FakeAuthApi;
  addresses?: FakeAddressesApi;
  clients?: FakeClientsApi;
  store?: Store;
}

/**
 * The demo store's fake API as route handlers, without touching `fetch`: what mockShopApi
 * serves, and what the parity suite calls directly. Every route answers 401 to a bad token.
 */
export function shopApi(
  overrides: Record<string, MockHandler> = {},
  {
    cart = shopCartApi(),
    auth = fakeAuthApi(),
    addresses = fakeAddressesApi(),
    clients = fakeClientsApi(),
    store = makeStore(),
  }: ShopFakes = {},
) {
  const { collections, items } = demoCatalogue();
  const identify = (request: Parameters<FakeCartApi['identify']>[0]) => {
    const caller = auth.callerOf(request);
    return typeof caller === 'number' ? caller : null;
  };
  cart.identify = identify;
  cart.ordersForClients = (userId) => {
    const user = auth.users.get(userId);
    return user !== undefined && (user.is_seller || user.is_mentor);
  };
  addresses.identify = identify;
  cart.addressZone = addresses.zoneOfAddress;
  cart.walletOf = auth.wallet.balanceOf;
  clients.identify = identify;
  clients.keepsClients = (userId) => {
    const user = auth.users.get(userId);
    return user?.is_seller === true || user?.is_mentor === true;
  };
  clients.zoneAt = addresses.zoneAt;
  cart.chooseClient = clients.chooseForCart;
  cart.clientOf = (held) =>
    clients.cartClientOf(held.user_id, held.client_id, held.client_address_id);
  // As on the server: a deleted client (or address) is let go by the carts pointing at it.
  clients.onGone = (clientId, addressId) => {
    for (const held of cart.carts.values()) {
      if (held.client_id !== clientId) continue;
      if (addressId === null) held.client_id = null;
      if (addressId === null || held.client_address_id === addressId) held.client_address_id = null;
    }
  };
  cart.defaultAddressZone = (userId) => {
    const fallback = [...addresses.addresses.values()].find(
      (address) => address.user_id === userId && address.is_default,
    );
    return fallback ? addresses.zoneAt(fallback.lat, fallback.lng) : null;
  };
  cart.lowestMinimum = () =>
    addresses.zones.length === 0
      ? 0
      : Math.min(...addresses.zones.map((zone) => zone.min_order_cents));
  // Slots, payments, orders and notifications (configure it through the returned `checkout`).
  const checkout = fakeCheckoutApi({
    cart,
    addresses,
    identify,
    store,
    nameOf: (userId) => auth.users.get(userId)?.name,
    wallet: auth.wallet,
    clientRules: {
      keepsClients: (userId) => clients.keepsClients(userId),
      zoneAt: (lat, lng) => addresses.zoneAt(lat, lng),
      userWithPhone: (phone) =>
        [...auth.users.values()].find((user) => user.phone === phone)?.id ?? null,
    },
  });
  const routes: Record<string, MockHandler> = {
    ...cart.routes,
    ...checkout.routes,
    ...auth.routes,
    ...addresses.routes,
    ...clients.routes,
    // What the app reads again to check the shop is reachable and not in maintenance.
    'GET /settings/': () => json({ data: makeSettings() }),
    'GET /stores/:idOrSlug': ({ params }) =>
      params.idOrSlug === store.slug || params.idOrSlug === String(store.id)
        ? json({ data: store })
        : apiError(404, 'store_not_found', m.storeNotFound),
    'GET /slider/:id': () =>
      json({
        data: [makeBanner(2, { alt: 'Frutas frescas' }), makeBanner(1, { alt: 'Ofertas' })],
      }),
    'GET /categories': () =>
      json({
        data: [
          makeCategory(2, { name: 'Verduras' }),
          makeCategory(1, { name: 'Frutas' }),
          makeCategory(3, { name: 'Temporada navideña', visible: false }),
        ],
      }),
    'GET /stores/:storeId/product-collection/': () => json({ data: collections }),
    'GET /stores/:storeId/product-collection/:collectionId': ({ params, query }) => {
      const collection = collections.find((c) => String(c.id) === params.collectionId);
      if (!collection) return apiError(404, 'collection_not_found', m.collectionNotFound);
      const page = Number(query.get('page') ?? '1');
      return json({
        collection: { id: collection.id, name: collection.name, position: collection.position },
        data: items.slice((page - 1) * 20, page * 20),
        meta: pageMeta(page, items.length),
      });
    },
    'GET /stores/:id/inventories': ({ query }) => {
      // The server's own check of the query (a search longer than it takes): 400, as there.
      const parsed = InventoriesQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]),
        );
        return json({ message: m.invalidRequest, code: 'invalid_request', errors }, 400);
      }
      const { q, page, per_page: perPage } = parsed.data;
      const matching = q
        ? items.filter((item) => item.product.name.toLowerCase().includes(q.toLowerCase()))
        : items;
      return json({
        data: matching.slice((page - 1) * perPage, page * perPage),
        meta: pageMeta(page, matching.length, perPage),
      });
    },
    'GET /stores/:storeId/inventories/:productSlug': ({ params }) => {
      const item = [...items, ...collections.flatMap((c) => c.items)].find(
        (candidate) => candidate.product.slug === params.productSlug,
      );
      return item ? json({ data: item }) : apiError(404, 'product_not_found', m.productNotFound);
    },
    ...overrides,
  };
  const guarded = Object.fromEntries(
    Object.entries(routes).map(([route, handler]) => [route, auth.guard(handler)]),
  );
  return { routes: guarded, cart, auth, addresses, clients, checkout };
}

/**
 * The demo store "interna" (id 1) as a fake API, with a working in-memory cart API over its
 * products (`cart`), sign-in API (`auth`), address book with coverage (`addresses`), a seller's
 * or mentor's clients (`clients`) and checkout
 * (`checkout`: slots, payments, orders, notifications); any route can be replaced per test. As on the
 * server, every route answers 401 to a bad bearer token.
 */
export function mockShopApi(overrides: Record<string, MockHandler> = {}, fakes: ShopFakes = {}) {
  const { routes, ...shop } = shopApi(overrides, fakes);
  return { ...mockApi(routes), ...shop };
}
