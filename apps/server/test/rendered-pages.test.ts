import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMoney } from '@canasta/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { serverEntryFile } from '../src/modules/pages/page-renderer';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * The public catalogue pages arrive as HTML (decision 036): the same screens the browser shows,
 * the data they were rendered from, and what link previews and search engines read. Needs the
 * web build (`npm run build`; `npm test` builds before this runs).
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const PUBLIC_URL = 'https://canasta.example';
const clock = movableClock(MONDAY_10AM);
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  if (!fs.existsSync(serverEntryFile(WEB_DIST))) {
    throw new Error(`No web build with its server render in ${WEB_DIST}: run npm run build first.`);
  }
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(database.url, { WEB_DIST_DIR: WEB_DIST, PUBLIC_URL }),
    database,
    logger: false,
    clock,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  return { response, html: response.body };
}

/** The data the page hands the browser for hydration. */
interface ServerState {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

function serverState(html: string): ServerState {
  const match = /<script type="application\/json" id="canasta-state">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match?.[1]) throw new Error('the page carries no state');
  return JSON.parse(match[1]) as ServerState;
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

async function demoProduct(storeSlug: string) {
  return database.db
    .selectFrom('inventories as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'i.id',
      'i.stock',
      'i.price_cents',
      'p.slug',
      'p.name',
      'p.unit',
      'c.name as category',
      's.id as store_id',
    ])
    .where('s.slug', '=', storeSlug)
    .where('i.active', '=', 1)
    .where('i.stock', '>', 0)
    .where('i.compare_at_price_cents', 'is', null)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
}

describe('server-rendered catalogue pages', () => {
  it('the store home is HTML with its products, title, preview tags and store data', async () => {
    const { response, html } = await page('/tienda/interna');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(html).toContain('<title>Inicio · Canasta Roma Sur</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tienda/interna" />`);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/`));
    // The first banner is fetched at once, in the format and width its <picture> will pick.
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/uploads\/[^"]+-480\.avif 480w, [^"]+" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );
    // The first collection's products are in the markup, not fetched later.
    expect(html).toMatch(/<h2[^>]*>Ofertas de la semana<\/h2>/);
    const storeData = structuredData(html).find((data) => data['@type'] === 'GroceryStore');
    expect(storeData).toMatchObject({
      name: 'Canasta Roma Sur',
      url: `${PUBLIC_URL}/tienda/interna`,
    });
    // Nothing personal: no cart was asked for.
    const keys = serverState(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('cart'))).toBe(false);
    expect(html).not.toContain('Canasta necesita JavaScript');
  });

  it("a product page carries the product's name, price, image and Product data for rich results", async () => {
    const product = await demoProduct('interna');
    const { response, html } = await page(`/tienda/interna/product/${product.slug}`);
    expect(response.statusCode).toBe(200);
    const price = (product.price_cents / 100).toFixed(2);
    expect(html).toContain(`<title>${product.name} · Canasta Roma Sur</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'product:price:amount')).toBe(price);
    expect(metaContent(html, 'product:price:currency')).toBe('MXN');
    // The title names the product; the description its price per unit, category and store.
    expect(metaContent(html, 'og:description')).toBe(
      `${formatMoney(product.price_cents)} por ${product.unit} · ${product.category} en Canasta Roma Sur`,
    );
    // The offer's own link-preview card (decision 051).
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/uploads/demo/3/share/[0-9a-f]{20}\\.jpg$`),
    );
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    const data = structuredData(html);
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: product.name,
      sku: String(product.id),
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'MXN',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/tienda/interna/product/${product.slug}`,
      },
    });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  it('a product on sale says its price before, and its preview is its card: 1200×630', async () => {
    const product = await database.db
      .selectFrom('inventories as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'i.price_cents',
        'i.compare_at_price_cents',
        'p.slug',
        'p.unit',
        'c.name as category',
      ])
      .where('s.slug', '=', 'interna')
      .where('i.active', '=', 1)
      .where('i.compare_at_price_cents', 'is not', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const before = product.compare_at_price_cents;
    if (before === null) throw new Error('no demo product on sale');
    const { html } = await page(`/tienda/interna/product/${product.slug}`);
    expect(metaContent(html, 'og:description')).toBe(
      `${formatMoney(product.price_cents)} por ${product.unit} · antes ${formatMoney(before)} · ${product.category} en Canasta Roma Sur`,
    );
    const image = metaContent(html, 'og:image') ?? '';
    const card = await app.inject(image.slice(PUBLIC_URL.length));
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('category and collection pages carry their breadcrumbs', async () => {
    const categories = (await app.inject('/api/shop/categories?store_id=1')).json<{
      data: { id: number; name: string; visible: boolean }[];
    }>().data;
    const category = categories.find((candidate) => candidate.visible);
    if (!category) throw new Error('no visible demo category');
    const { html } = await page(`/menu/interna/Categories/${category.id}`);
    expect(html).toContain(`<title>${category.name} · Canasta Roma Sur</title>`);
    const crumbs = structuredData(html).find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Canasta Roma Sur', item: `${PUBLIC_URL}/tienda/interna` },
        { position: 2, name: 'Categorías', item: `${PUBLIC_URL}/menu/interna/Categories` },
        {
          position: 3,
          name: category.name,
          item: `${PUBLIC_URL}/menu/interna/Categories/${category.id}`,
        },
      ],
    });
    const collection = await page('/tienda/interna/collection/1');
    expect(collection.response.statusCode).toBe(200);
    expect(
      structuredData(collection.html).find((item) => item['@type'] === 'BreadcrumbList'),
    ).toBeTruthy();
  });

  it("a listing's first picture is its page's main one: preloaded, and the one the app waits for", async () => {
    const { html } = await page('/tienda/interna/collection/1');
    const preload =
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(
        html,
      );
    expect(preload).not.toBeNull();
    // The same file the first card's <picture> picks: its AVIF sources at its sizes.
    const [, srcset = '', sizes = ''] = preload ?? [];
    const avifSources = [
      ...html.matchAll(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/g),
    ];
    expect(avifSources[0]?.slice(1)).toEqual([srcset, sizes]);
    // One picture is urgent, the first card's (boot.js starts the app once it has loaded).
    const urgent = html.match(/<img [^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(urgent).toHaveLength(1);
    expect(urgent[0]).toContain(
      srcset
        .split(' ')[0]
        ?.replace(/\.avif$/, '')
        .replace(/-\d+$/, ''),
    );
  });

  it('an unknown store or product is a 404 page that asks not to be indexed', async () => {
    const store = await page('/tienda/no-existe');
    expect(store.response.statusCode).toBe(404);
    expect(store.html).toContain('No encontramos esta tienda');
    expect(metaContent(store.html, 'robots')).toBe('noindex, follow');
    const product = await page('/tienda/interna/product/no-existe');
    expect(product.response.statusCode).toBe(404);
    expect(product.html).toContain('Producto no encontrado');
    expect(product.response.headers['cache-control']).toBe('no-cache');
  });

  it("starts the screen's own modules with the app's, not once the app has matched the page", async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const chunk = (key: string) => `/${manifest[key]!.file}`;
    const preloaded = (html: string) => {
      const boot =
        /<script src="\/boot\.js" data-entry="([^"]+)" data-preload="([^"]*)" defer>/.exec(html);
      if (!boot?.[2]) throw new Error('the page has no boot script');
      return boot[2].split(' ');
    };

    const home = preloaded((await page('/tienda/interna')).html);
    const homeScreen = 'src/app/routes/store-home.tsx';
    expect(home).toContain(chunk(homeScreen));
    // With what it imports, each once: the app's own chunk is among the app's preloads already.
    for (const imported of manifest[homeScreen]!.imports ?? []) {
      expect(home).toContain(chunk(imported));
    }
    expect(new Set(home).size).toBe(home.length);

    const product = await demoProduct('interna');
    const productPage = preloaded((await page(`/tienda/interna/product/${product.slug}`)).html);
    expect(productPage).toContain(chunk('src/app/routes/product.tsx'));
    expect(productPage).not.toContain(chunk(homeScreen));
    // The app shell starts as it always did: its screen depends on what the browser knows.
    const shell = await page('/tienda/interna/cartlist');
    expect(shell.html).not.toContain(chunk(homeScreen));
  });

  it('a page the browser must render itself (the cart) is the app shell', async () => {
    const { response, html } = await page('/tienda/interna/cartlist');
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('canasta-state');
  });

  it('in maintenance every page is the app shell at once, and rendered again after it', async () => {
    const switchTo = (enabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/ops/settings/maintenance',
        headers: { authorization: 'Bearer canasta-development-operator-token' },
        payload: { enabled },
      });
    const url = '/menu/interna/Categories';
    expect((await page(url)).html).toContain('canasta-state');

    expect((await switchTo(true)).statusCode).toBe(200);
    try {
      // The page rendered a moment ago is not sent again: the app shows the maintenance screen.
      const during = await page(url);
      expect(during.response.statusCode).toBe(200);
      expect(during.html).toContain('<div id="root"></div>');
      expect(during.html).not.toContain('canasta-state');
      expect(during.response.headers['cache-control']).toBe('no-cache');
    } finally {
      expect((await switchTo(false)).statusCode).toBe(200);
    }
    const after = await page(url);
    const settings = serverState(after.html).queries.queries.find(
      (query) => query.queryKey[0] === 'settings',
    );
    expect(settings?.state.data).toMatchObject({ maintenance: false });
  });

  it('a store its owner closed for maintenance is the app shell, while the others render', async () => {
    const operator = { authorization: 'Bearer canasta-development-operator-token' };
    const url = '/api/admin/stores/interna/settings';
    const current = (await app.inject({ url, headers: operator })).json<{
      data: Record<string, unknown>;
    }>().data;
    // The answer's read-only part is not sent back.
    const settings = Object.fromEntries(
      Object.entries(current).filter(([key]) => key !== 'available_payment_methods'),
    );
    const switchTo = (maintenance: boolean) =>
      app.inject({ method: 'PUT', url, headers: operator, payload: { ...settings, maintenance } });
    expect((await page('/tienda/interna')).html).toContain('canasta-state');

    expect((await switchTo(true)).statusCode).toBe(200);
    try {
      const closed = await page('/tienda/interna');
      expect(closed.html).toContain('<div id="root"></div>');
      expect(closed.html).not.toContain('canasta-state');
      const open = await page('/tienda/polanco');
      expect(open.html).toContain('canasta-state');
      const state = serverState(open.html).queries.queries.find(
        (query) => query.queryKey[0] === 'settings',
      );
      expect(state?.state.data).toMatchObject({ maintenance_stores: ['interna'] });
    } finally {
      expect((await switchTo(false)).statusCode).toBe(200);
    }
    expect((await page('/tienda/interna')).html).toContain('canasta-state');
  });

  it('a search is rendered too, and what it searched for cannot break out of the page', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const { response, html } = await page(`/tienda/interna?q=${encodeURIComponent(hostile)}`);
    expect(response.statusCode).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
    const search = await page('/tienda/interna?q=leche&utm_source=whatsapp');
    expect(search.html).toMatch(/Resultados para/);
  });

  it('revalidates with its ETag: 304 and no body while the page is unchanged', async () => {
    const first = await page('/menu/interna/Categories');
    const etag = first.response.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.response.headers['cache-control']).toBe(
      'public, max-age=5, stale-while-revalidate=60',
    );
    const again = await page('/menu/interna/Categories', { 'if-none-match': String(etag) });
    expect(again.response.statusCode).toBe(304);
    expect(again.html).toBe('');
    expect(again.response.headers.etag).toBe(etag);
    // Compressed like every other answer (a page is mostly markup: about a tenth of its size).
    const compressed = await page('/menu/interna/Categories', { 'accept-encoding': 'br' });
    expect(compressed.response.headers['content-encoding']).toBe('br');
    expect(compressed.response.rawPayload.length).toBeLessThan(first.html.length / 4);
  });

  it('a render keeps nothing alive once it has answered: no timer per query it ran', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout');
    await page('/tienda/interna?warm=1');
    const before = timers().length;
    // Each search is a page of its own (not cached), rendered with the store's queries.
    for (const q of ['leche', 'huevo', 'queso', 'pan', 'mango']) {
      const { response } = await page(`/tienda/interna?q=${q}`);
      expect(response.statusCode).toBe(200);
    }
    // A finite gcTime held each render's whole query cache behind a timer for ten minutes
    // (about ten timers and 85 KB of heap per page rendered).
    expect(timers().length - before).toBeLessThan(3);
  });

  it('an order and its cancellation show in the next rendered page at once', async () => {
    const t = { app, database, close: async () => {} };
    const api = orderClient(t);
    const interna = await findOffers(t, 'interna');
    const offer = roomyOffer(interna);
    const url = `/tienda/interna/product/${offer.slug}`;
    const stockShown = async () => {
      const { html } = await page(url);
      const product = serverState(html).queries.queries.find((query) =>
        JSON.stringify(query.queryKey).includes('"product"'),
      );
      return (product?.state.data as { stock: number }).stock;
    };
    const before = await stockShown();
    expect(before).toBe(offer.stock);
    const cached = await page(url);

    const user = await createUser(database.db, {}, MONDAY_10AM);
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
    const placed = await api.place(user, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await stockShown()).toBe(before - 10);
    // The copy the browser kept is stale now: revalidating it sends the new page.
    const revalidated = await page(url, { 'if-none-match': String(cached.response.headers.etag) });
    expect(revalidated.response.statusCode).toBe(200);

    const cancelled = await api.advance(placed.body.data.number, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockShown()).toBe(before);
  });
});

describe('the server render’s build', () => {
  it('is React’s production build, whatever NODE_ENV the server runs under', () => {
    // An SSR build would otherwise read NODE_ENV when the server starts, and a server started
    // without NODE_ENV=production (`npm start`) rendered every page with React's development
    // build: its checks and owner stacks took about half the render's CPU (decision 068).
    const dir = path.dirname(serverEntryFile(WEB_DIST));
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    for (const file of files) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(code, file).not.toContain('process.env.NODE_ENV');
      // Markers of React's development builds: the dev JSX runtime and its DOM nesting checks.
      expect(code, file).not.toContain('jsxDEV');
      expect(code, file).not.toContain('validateDOMNesting');
    }
  });
});
