import {
  type Category,
  type CollectionPage,
  type InventoryPage,
  InventoryItemSchema,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/shop/stores/interna');
  storeId = res.json<{ data: { id: number } }>().data.id;
});
afterAll(() => t.close());

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('GET /api/shop/stores/{idOrSlug}', () => {
  it('finds a store by slug and by id with the DESIGN §5 fields', async () => {
    const bySlug = await get('/api/shop/stores/interna');
    expect(bySlug.statusCode).toBe(200);
    const store = bySlug.json<{ data: Record<string, unknown> }>().data;
    expect(store).toMatchObject({
      slug: 'interna',
      time_zone: 'America/Mexico_City',
      delivery_types: ['delivery', 'pickup'],
    });
    expect(Object.keys(store).sort()).toEqual([
      'address',
      'delivery_types',
      'id',
      'lat',
      'lng',
      'logo_url',
      'name',
      'payment_methods',
      'phone',
      'slug',
      'time_zone',
      'whatsapp',
    ]);
    expect(store.lat).toBeCloseTo(19.4194, 3);
    expect(store.lng).toBeCloseTo(-99.1617, 3);

    const byId = await get(`/api/shop/stores/${storeId}`);
    expect(byId.json()).toEqual(bySlug.json());
  });

  it('treats the slug case-insensitively', async () => {
    expect((await get('/api/shop/stores/INTERNA')).statusCode).toBe(200);
  });

  it('answers 404 "Tienda no encontrada" for an unknown store', async () => {
    for (const url of ['/api/shop/stores/no-existe', '/api/shop/stores/999999']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tienda no encontrada', code: 'store_not_found' });
    }
  });

  it('refuses an over-long identifier with the error shape', async () => {
    const res = await get(`/api/shop/stores/${'a'.repeat(81)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request',
      errors: { idOrSlug: [expect.any(String)] },
    });
  });
});

describe('GET /api/shop/stores/{id}/inventories', () => {
  it('pages through the whole catalogue of a store without repeats', async () => {
    const first = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=100`)
    ).json<InventoryPage>();
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect(first.meta.total).toBeGreaterThanOrEqual(150);
    expect(first.data).toHaveLength(100);
    for (const item of first.data) expect(() => InventoryItemSchema.parse(item)).not.toThrow();

    const ids = new Set<number>();
    for (let page = 1; page <= first.meta.last_page; page++) {
      const body = (
        await get(`/api/shop/stores/${storeId}/inventories?per_page=100&page=${page}`)
      ).json<InventoryPage>();
      for (const item of body.data) ids.add(item.id);
    }
    expect(ids.size).toBe(first.meta.total);
  });

  it('defaults to 20 per page and lists items in stock before sold-out ones', async () => {
    const body = (await get(`/api/shop/stores/${storeId}/inventories`)).json<InventoryPage>();
    expect(body.meta.per_page).toBe(20);
    expect(body.data).toHaveLength(20);
    expect(body.data.every((item) => item.available && item.stock > 0)).toBe(true);

    const last = (
      await get(
        `/api/shop/stores/${storeId}/inventories?per_page=100&page=${Math.ceil(body.meta.total / 100)}`,
      )
    ).json<InventoryPage>();
    const soldOut = last.data.filter((item) => !item.available);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((item) => item.stock === 0)).toBe(true);
  });

  it('returns a partial last page and an empty page past the end', async () => {
    const { meta } = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=40`)
    ).json<InventoryPage>();
    const last = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=40&page=${meta.last_page}`)
    ).json<InventoryPage>();
    expect(last.data.length).toBe(meta.total - 40 * (meta.last_page - 1));
    const past = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=40&page=${meta.last_page + 1}`)
    ).json<InventoryPage>();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({
      current_page: meta.last_page + 1,
      total: meta.total,
      last_page: meta.last_page,
    });
  });

  it('caps per_page at 100', async () => {
    const body = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=500`)
    ).json<InventoryPage>();
    expect(body.meta.per_page).toBe(100);
    expect(body.data).toHaveLength(100);
  });

  it('filters by category', async () => {
    const categories = (await get('/api/shop/categories')).json<{ data: Category[] }>().data;
    const fruits = categories.find((c) => c.slug === 'frutas');
    expect(fruits).toBeDefined();
    const body = (
      await get(`/api/shop/stores/${storeId}/inventories?category_id=${fruits?.id}&per_page=100`)
    ).json<InventoryPage>();
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data.every((item) => item.product.category_id === fruits?.id)).toBe(true);
    expect(body.meta.total).toBe(body.data.length);
  });

  it('searches name and description, ignoring case and accents, every term required', async () => {
    const accentless = (
      await get(`/api/shop/stores/${storeId}/inventories?q=platano`)
    ).json<InventoryPage>();
    expect(accentless.data.length).toBeGreaterThan(0);
    expect(
      accentless.data.every((item) =>
        /pl[aá]tano/i.test(`${item.product.name} ${item.product.description}`),
      ),
    ).toBe(true);

    const accented = (
      await get(`/api/shop/stores/${storeId}/inventories?q=${encodeURIComponent('PLÁTANO')}`)
    ).json<InventoryPage>();
    expect(accented.data.map((item) => item.id)).toEqual(accentless.data.map((item) => item.id));

    const none = (
      await get(`/api/shop/stores/${storeId}/inventories?q=zzzxyz`)
    ).json<InventoryPage>();
    expect(none).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
    });
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const all = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=1`)
    ).json<InventoryPage>().meta.total;
    for (const q of ['%', '_', '\\']) {
      const body = (
        await get(`/api/shop/stores/${storeId}/inventories?per_page=100&q=${encodeURIComponent(q)}`)
      ).json<InventoryPage>();
      expect(body.meta.total).toBeLessThan(all);
      for (const item of body.data)
        expect(`${item.product.name} ${item.product.description}`).toContain(q);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['per_page=0', 'per_page'],
    ['category_id=abc', 'category_id'],
    ['category_id=0', 'category_id'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with a Spanish field error', async (query, field) => {
    const res = await get(`/api/shop/stores/${storeId}/inventories?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('invalid_request');
    expect(body.message).toMatch(/petición no es válida/);
    expect(body.errors[field]?.[0]).toMatch(/[a-záéíóú]/i);
  });

  it('answers 404 for an unknown store and 400 for a non-numeric store id', async () => {
    expect((await get('/api/shop/stores/999999/inventories')).json()).toMatchObject({
      code: 'store_not_found',
    });
    const bad = await get('/api/shop/stores/interna/inventories');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_request',
      errors: { id: [expect.any(String)] },
    });
  });
});

describe('GET /api/shop/stores/{storeId}/inventories/{productSlug}', () => {
  it("returns the store's offer of a product", async () => {
    const [first] = (
      await get(`/api/shop/stores/${storeId}/inventories?per_page=1`)
    ).json<InventoryPage>().data;
    const res = await get(`/api/shop/stores/${storeId}/inventories/${first?.product.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: first });
    const image = first?.product.images[0];
    expect(image).toMatchObject({ width: 800, height: 800 });
    expect(image?.url).toMatch(/^\/uploads\/demo\/3\/products\/.+-800\.webp$/);
    expect(image?.sources?.avif).toMatch(/-200\.avif 200w, .+-400\.avif 400w, .+-800\.avif 800w$/);
    // The offer's own link-preview card (decision 051).
    expect(image?.share_url).toMatch(/^\/uploads\/demo\/3\/share\/[0-9a-f]{20}\.jpg$/);
    expect(image?.thumb_url).toMatch(/-400\.webp$/);
  });

  it('answers 404 "Producto no encontrado" for an unknown product or store', async () => {
    const res = await get(`/api/shop/stores/${storeId}/inventories/no-existe`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Producto no encontrado', code: 'product_not_found' });
    expect((await get('/api/shop/stores/999999/inventories/no-existe')).json()).toMatchObject({
      code: 'store_not_found',
    });
  });
});

describe('GET /api/shop/categories', () => {
  it('lists categories in order with the hidden one flagged', async () => {
    const body = (await get('/api/shop/categories')).json<{ data: Category[] }>();
    const visible = body.data.filter((c) => c.visible);
    const hidden = body.data.filter((c) => !c.visible);
    expect(visible.length).toBeGreaterThanOrEqual(10);
    expect(hidden.map((c) => c.slug)).toEqual(['temporada-navidena']);
    const positions = body.data.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('with store_id lists only categories that store carries', async () => {
    const all = (await get('/api/shop/categories')).json<{ data: Category[] }>().data;
    const inStore = (await get(`/api/shop/categories?store_id=${storeId}`)).json<{
      data: Category[];
    }>().data;
    expect(inStore.length).toBeGreaterThan(0);
    expect(inStore.every((c) => all.some((a) => a.id === c.id))).toBe(true);
    expect((await get('/api/shop/categories?store_id=999999')).statusCode).toBe(404);
    expect((await get('/api/shop/categories?store_id=x')).statusCode).toBe(400);
  });
});

describe('product collections', () => {
  it('lists at least 4 collections, each with a preview of at most 12 items', async () => {
    const res = await get(`/api/shop/stores/${storeId}/product-collection/`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { id: number; name: string; position: number; items: unknown[] }[];
    }>();
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.map((c) => c.position)).toEqual(
      [...data.map((c) => c.position)].sort((a, b) => a - b),
    );
    for (const collection of data) {
      expect(collection.items.length).toBeGreaterThan(0);
      expect(collection.items.length).toBeLessThanOrEqual(12);
    }
    // The same path without the trailing slash works too.
    expect((await get(`/api/shop/stores/${storeId}/product-collection`)).statusCode).toBe(200);
  });

  it('pages one collection; its preview is its first page', async () => {
    const list = (await get(`/api/shop/stores/${storeId}/product-collection/`)).json<{
      data: { id: number; items: { id: number }[] }[];
    }>().data;
    const biggest = list[1];
    const page1 = (
      await get(`/api/shop/stores/${storeId}/product-collection/${biggest?.id}?per_page=20`)
    ).json<CollectionPage>();
    expect(page1.collection.id).toBe(biggest?.id);
    expect(page1.meta.total).toBeGreaterThan(20);
    expect(page1.data.slice(0, 12).map((i) => i.id)).toEqual(biggest?.items.map((i) => i.id));
    const page2 = (
      await get(`/api/shop/stores/${storeId}/product-collection/${biggest?.id}?per_page=20&page=2`)
    ).json<CollectionPage>();
    expect(page2.meta.current_page).toBe(2);
    expect(page2.data.length).toBeGreaterThan(0);
    expect(page2.data.some((item) => page1.data.some((p) => p.id === item.id))).toBe(false);
  });

  it("answers 404 for another store's collection and for unknown ids", async () => {
    const other = (await get('/api/shop/stores/polanco')).json<{ data: { id: number } }>().data.id;
    const [foreign] = (await get(`/api/shop/stores/${other}/product-collection/`)).json<{
      data: { id: number }[];
    }>().data;
    const res = await get(`/api/shop/stores/${storeId}/product-collection/${foreign?.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Colección no encontrada',
      code: 'collection_not_found',
    });
    expect((await get(`/api/shop/stores/${storeId}/product-collection/0`)).statusCode).toBe(400);
    expect((await get(`/api/shop/stores/999999/product-collection/`)).statusCode).toBe(404);
  });
});

describe('GET /api/shop/slider/{storeId}', () => {
  it('lists at least 3 banners in order', async () => {
    const { data } = (await get(`/api/shop/slider/${storeId}`)).json<{
      data: {
        image_url: string;
        image_sources: { webp: string } | null;
        alt: string;
        position: number;
      }[];
    }>();
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const banner of data) {
      expect(banner.image_url).toMatch(/^\/uploads\/demo\/3\/banners\/.+-1200\.webp$/);
      expect(banner.image_sources?.webp).toMatch(/-480\.webp 480w, .+-1200\.webp 1200w$/);
      expect(banner.alt.length).toBeGreaterThan(5);
    }
    expect((await get('/api/shop/slider/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/shop/settings/', () => {
  it('returns the shop settings with defaults', async () => {
    const res = await get('/api/shop/settings/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        site_name: 'Canasta',
        currency: 'MXN',
        locale: 'es-MX',
        country: 'MX',
        gtm_id: null,
        support_whatsapp: '+525510000000',
        map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        maintenance: false,
        maintenance_stores: [],
        payment_methods: ['cash', 'card', 'wallet', 'oxxo', 'spei'],
        geocoding: false,
        postal_codes: false,
      },
    });
  });

  it('carries the tag manager container configured by GTM_ID', async () => {
    const tracked = await createTestApp({ env: { GTM_ID: 'GTM-K9TEST1' } });
    try {
      const res = await tracked.app.inject({ method: 'GET', url: '/api/shop/settings/' });
      expect(res.json<{ data: { gtm_id: string | null } }>().data.gtm_id).toBe('GTM-K9TEST1');
    } finally {
      await tracked.close();
    }
  });
});
