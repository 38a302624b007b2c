/**
 * Which requests the service worker answers from its caches (decision 039). Workbox writes each
 * function into the generated sw.js as its source text, so every one of them is self-contained:
 * no imports, no constants from outside its own body.
 */

/** The service worker's runtime caches, by name; the app warms the pages cache on first install. */
export const CACHE_NAMES = {
  pages: 'canasta-pages',
  catalogue: 'canasta-catalogue',
  settings: 'canasta-settings',
  pictures: 'canasta-pictures',
} as const;

/** What Workbox hands a route's `urlPattern` callback (the part these rules read). */
export interface RouteMatch {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/**
 * Catalogue reads anyone may see (store, categories, collections, products, banners): kept
 * stale-while-revalidate. An allow-list, so sign-in, users, carts, orders, addresses, payments,
 * the wallet, notifications, /api/ops and /api/dev are never cached. A request that carries a
 * token is left alone as well: whatever it answers is the signed-in shopper's business.
 */
export function isCatalogueRead({ url, request, sameOrigin }: RouteMatch): boolean {
  if (
    !sameOrigin ||
    request.method !== 'GET' ||
    request.headers.has('Authorization') ||
    // A read that asks to skip every cache (a check whether the shop answers at all) must get
    // the network's answer or none, never a kept copy.
    request.cache === 'no-store'
  ) {
    return false;
  }
  const catalogue = [
    // The store, by id or slug.
    /^\/api\/shop\/stores\/[^/]+\/?$/,
    // Its inventory (lists, search) and one product of it.
    /^\/api\/shop\/stores\/[^/]+\/inventories(\/[^/]+)?\/?$/,
    // Its collections, and one collection's page.
    /^\/api\/shop\/stores\/[^/]+\/product-collection(\/[^/]+)?\/?$/,
    /^\/api\/shop\/categories\/?$/,
    // Banners.
    /^\/api\/shop\/slider\/[^/]+\/?$/,
  ];
  return catalogue.some((pattern) => pattern.test(url.pathname));
}

/**
 * The shop's settings: read network-first, not stale-while-revalidate, because they carry the
 * maintenance switch, which must take effect at once; the cached copy answers only offline.
 */
export function isSettingsRead({ url, request, sameOrigin }: RouteMatch): boolean {
  return (
    sameOrigin &&
    request.method === 'GET' &&
    !request.headers.has('Authorization') &&
    // As for the catalogue: a read past every cache is the network's business.
    request.cache !== 'no-store' &&
    /^\/api\/shop\/settings\/?$/.test(url.pathname)
  );
}

/** Catalogue pictures (uploads and demo images): their names never change content. */
export function isCataloguePicture({ url, request, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/');
}

/**
 * Marks the app's own request for a page it showed without loading it as a document (a move
 * inside the app): the worker keeps the answer like a visited page's (lib/service-worker.ts).
 */
export const KEEP_PAGE_HEADER = 'X-Canasta-Keep-Page';

/**
 * A page the shopper opens (typing, a link, a reload), or one the app asks to keep: network-
 * first, the last copy when the network is gone. The server renders the catalogue pages; the
 * rest are the app shell. Not the operator console's pages (/admin…).
 */
export function isPageNavigation({ url, request, sameOrigin }: RouteMatch): boolean {
  return (
    sameOrigin &&
    (request.mode === 'navigate' || request.headers.get('X-Canasta-Keep-Page') === '1') &&
    request.method === 'GET' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/uploads/') &&
    // The operator console (decision 041) is another page that works online: its navigations
    // go to the network untouched, never to the shop's kept pages or offline page.
    !/^\/admin(\/|$)/.test(url.pathname)
  );
}
