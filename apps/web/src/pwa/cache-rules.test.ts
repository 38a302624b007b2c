import { describe, expect, it } from 'vitest';
import {
  isCataloguePicture,
  isCatalogueRead,
  isPageNavigation,
  isSettingsRead,
  KEEP_PAGE_HEADER,
  type RouteMatch,
} from './cache-rules';

const ORIGIN = 'https://canasta.example';

function match(
  path: string,
  init: {
    noStore?: boolean;
    method?: string;
    token?: boolean;
    navigate?: boolean;
    keep?: boolean;
    origin?: string;
  } = {},
): RouteMatch {
  const url = new URL(path, init.origin ?? ORIGIN);
  const headers = new Headers({
    ...(init.token ? { Authorization: 'Bearer abc' } : {}),
    ...(init.keep ? { [KEEP_PAGE_HEADER]: '1' } : {}),
  });
  // happy-dom's Request refuses mode "navigate" (as browsers do for scripts): a stand-in with
  // the fields the rules read.
  const request = {
    method: init.method ?? 'GET',
    headers,
    mode: init.navigate ? 'navigate' : 'cors',
    cache: init.noStore ? 'no-store' : 'default',
    url: url.href,
  } as unknown as Request;
  return { url, request, sameOrigin: url.origin === ORIGIN };
}

describe('isCatalogueRead', () => {
  it.each([
    '/api/shop/stores/interna',
    '/api/shop/stores/3',
    '/api/shop/stores/3/inventories?page=2&q=mango',
    '/api/shop/stores/3/inventories/mango-ataulfo',
    '/api/shop/stores/3/product-collection/',
    '/api/shop/stores/3/product-collection/7?page=1',
    '/api/shop/categories?store_id=3',
    '/api/shop/slider/3',
  ])('keeps the catalogue read %s', (path) => {
    expect(isCatalogueRead(match(path))).toBe(true);
  });

  it.each([
    '/api/shop/auth/user',
    '/api/shop/auth/user/stores/',
    '/api/shop/users/5',
    '/api/shop/checkout/abc',
    '/api/shop/checkout/abc/items',
    '/api/shop/client-orders',
    '/api/shop/client-orders/12',
    '/api/shop/addresses',
    '/api/shop/payments/config',
    '/api/shop/wallet/balance',
    '/api/shop/notifications',
    '/api/shop/stores/3/delivery-zones',
    '/api/shop/stores/3/delivery-slots',
    '/api/shop/store/clients',
    '/api/ops/orders/A1/status',
    '/api/dev/outbox',
    '/api/shop/settings/',
  ])('never keeps %s', (path) => {
    expect(isCatalogueRead(match(path))).toBe(false);
  });

  it('leaves a read that asks to skip every cache to the network', () => {
    expect(isCatalogueRead(match('/api/shop/stores/3', { noStore: true }))).toBe(false);
    expect(isSettingsRead(match('/api/shop/settings/', { noStore: true }))).toBe(false);
  });

  it('never keeps a write, a signed-in read or another origin', () => {
    expect(isCatalogueRead(match('/api/shop/stores/3', { method: 'POST' }))).toBe(false);
    expect(isCatalogueRead(match('/api/shop/stores/3', { token: true }))).toBe(false);
    expect(
      isCatalogueRead(match('/api/shop/stores/3', { origin: 'https://elsewhere.example' })),
    ).toBe(false);
  });
});

describe('isSettingsRead', () => {
  it('matches the anonymous settings read only', () => {
    expect(isSettingsRead(match('/api/shop/settings/'))).toBe(true);
    expect(isSettingsRead(match('/api/shop/settings/', { token: true }))).toBe(false);
    expect(isSettingsRead(match('/api/shop/settings/', { method: 'PUT' }))).toBe(false);
  });
});

describe('isCataloguePicture', () => {
  it('matches pictures under /uploads/ of the shop itself', () => {
    expect(isCataloguePicture(match('/uploads/demo/mango-400.avif'))).toBe(true);
    expect(isCataloguePicture(match('/assets/index-abc.js'))).toBe(false);
    expect(isCataloguePicture(match('/uploads/x.png', { origin: 'https://tiles.example' }))).toBe(
      false,
    );
  });
});

describe('isPageNavigation', () => {
  it('matches the shop pages a shopper opens', () => {
    expect(isPageNavigation(match('/tienda/interna', { navigate: true }))).toBe(true);
    expect(
      isPageNavigation(match('/tienda/interna/product/mango-ataulfo', { navigate: true })),
    ).toBe(true);
    expect(isPageNavigation(match('/menu/interna/Categories', { navigate: true }))).toBe(true);
  });

  it("matches the app's own request to keep a page it showed", () => {
    expect(isPageNavigation(match('/tienda/interna/collection/3', { keep: true }))).toBe(true);
    expect(isPageNavigation(match('/api/shop/stores/3', { keep: true }))).toBe(false);
    expect(isPageNavigation(match('/tienda/interna', { keep: true, method: 'POST' }))).toBe(false);
  });

  it('leaves API calls, pictures and requests that are not navigations alone', () => {
    expect(isPageNavigation(match('/tienda/interna'))).toBe(false);
    expect(isPageNavigation(match('/api/shop/stores/3', { navigate: true }))).toBe(false);
    expect(isPageNavigation(match('/uploads/a.png', { navigate: true }))).toBe(false);
    expect(
      isPageNavigation(match('/tienda/interna', { navigate: true, origin: 'https://x.example' })),
    ).toBe(false);
  });

  it("leaves the operator console's pages to the network (decision 041)", () => {
    expect(isPageNavigation(match('/admin', { navigate: true }))).toBe(false);
    expect(isPageNavigation(match('/admin/interna/pedidos', { navigate: true }))).toBe(false);
    // A shop path that merely starts with the same letters is still the shop's.
    expect(isPageNavigation(match('/administracion', { navigate: true }))).toBe(true);
  });
});
