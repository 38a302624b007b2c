import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { serverEntryFile } from '../src/modules/pages/page-renderer';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * What the server answers for a page's address, from the web's route table (decision 045): `/`
 * and `/{slug}` are redirects to a store, an address the shop doesn't have is a 404 with the
 * friendly "not found" page (inside a known store, that store's page), and every real address
 * (the app's client routes, the console, files, the API) answers as before. Needs the web build
 * with its server render (`npm run build`).
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  if (!fs.existsSync(serverEntryFile(WEB_DIST))) {
    throw new Error(`No web build with its server render in ${WEB_DIST}: run npm run build first.`);
  }
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(database.url, {
      WEB_DIST_DIR: WEB_DIST,
      PUBLIC_URL: 'https://canasta.example',
    }),
    database,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

describe('redirects to a store', () => {
  it('`/` answers a 302 to the main store, for HEAD (curl -I) and GET, before any script runs', async () => {
    for (const method of ['HEAD', 'GET'] as const) {
      const answer = await app.inject({ method, url: '/' });
      expect(answer.statusCode, method).toBe(302);
      expect(answer.headers.location).toBe('/tienda/interna');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    const campaign = await app.inject('/?utm_source=volante&q=aguacate');
    expect(campaign.headers.location).toBe('/tienda/interna?utm_source=volante&q=aguacate');
  });

  it('`/{slug}` answers a 302 to that store; the router’s own words lead to the main store', async () => {
    expect((await app.inject('/polanco')).headers.location).toBe('/tienda/polanco');
    expect((await app.inject('/Polanco/')).headers.location).toBe('/tienda/Polanco');
    for (const url of ['/tienda', '/menu']) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location).toBe('/tienda/interna');
    }
    // An unknown slug is led like any other, and its store page says it doesn't exist.
    expect((await app.inject('/no-existe')).headers.location).toBe('/tienda/no-existe');
    expect((await app.inject('/tienda/no-existe')).statusCode).toBe(404);
  });
});

describe('addresses the shop does not have', () => {
  it('an unknown path is a 404 with the friendly page, for GET and HEAD', async () => {
    for (const url of ['/nope/x', '/administracion/pedidos', '/offline/x', '/a/b/c/d']) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toMatch(/<h1[^>]*>No encontramos esta página<\/h1>/);
      expect(answer.body).toContain('href="/tienda/interna"');
      expect(answer.body).toMatch(/<title>Página no encontrada · [^<]+<\/title>/);
      expect(robots(answer.body)).toBe('noindex, follow');
      expect(answer.body).not.toContain('rel="canonical"');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nope/x' });
    expect(head.statusCode).toBe(404);
  });

  it("a known store's unknown sub-path is a 404 with that store's page, not its home", async () => {
    for (const url of ['/tienda/interna/ofertas', '/menu/interna/nada/mas', '/tienda/interna/']) {
      const answer = await app.inject(url);
      if (url === '/tienda/interna/') {
        // The store's home with a trailing slash is the store's home.
        expect(answer.statusCode, url).toBe(200);
        continue;
      }
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toMatch(/<h1[^>]*>No encontramos esta página<\/h1>/);
      expect(answer.body).toContain('<title>Página no encontrada · Canasta Roma Sur</title>');
      // Inside the store: its header, and the way back to its home.
      expect(answer.body).toContain('Canasta Roma Sur');
      expect(answer.body).toMatch(/<a[^>]*href="\/tienda\/interna"[^>]*>Volver a la tienda<\/a>/);
      expect(robots(answer.body)).toBe('noindex, follow');
    }
    const unknownStore = await app.inject('/tienda/no-existe/ofertas');
    expect(unknownStore.statusCode).toBe(404);
    expect(unknownStore.body).toContain('No encontramos esta tienda');
  });

  it("a product, category or collection the store doesn't have is a 404 with the store's page", async () => {
    const cases = [
      ['/tienda/interna/product/no-existe', 'Producto no encontrado'],
      ['/menu/interna/Categories/999999', 'Categoría no encontrada'],
      ['/menu/interna/Categories/frutas', 'Categoría no encontrada'],
      ['/tienda/interna/collection/999999', 'Colección no encontrada'],
      ['/tienda/interna/collection/ofertas', 'Colección no encontrada'],
    ] as const;
    for (const [url, heading] of cases) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(answer.body).toContain('Canasta Roma Sur');
      expect(robots(answer.body)).toBe('noindex, follow');
    }
  });
});

describe('real addresses answer as before', () => {
  it("the app's client routes are the app shell, 200", async () => {
    for (const url of [
      '/tienda/interna/cartlist',
      '/tienda/interna/envio_tipo',
      '/tienda/interna/pedido-realizado',
      '/tienda/interna/set_adress?checkout=1',
      '/menu/interna/auth/login?next=%2Ftienda%2Finterna',
      '/menu/interna/Orders',
      '/menu/interna/orders/100001',
      '/menu/interna/Profile',
      '/menu/interna/Clients/register',
      '/menu/interna/aviso-de-privacidad',
      '/offline',
    ]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
  });

  it('the catalogue pages are rendered, 200', async () => {
    for (const url of ['/tienda/interna', '/menu/interna/Categories', '/tienda/polanco']) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('canasta-state');
    }
  });

  it('the console, files, the worker, robots and sitemaps, and the API keep their answers', async () => {
    const console = await app.inject('/admin/interna');
    expect(console.statusCode).toBe(200);
    expect(console.body).not.toContain('No encontramos');
    for (const url of ['/sw.js', '/offline.html', '/robots.txt', '/sitemap.xml', '/boot.js']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
    const missingFile = await app.inject('/assets/nope-123.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toMatchObject({ code: 'route_not_found' });
    const api = await app.inject('/api/shop/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'route_not_found' });
    // Only reads get a page.
    expect((await app.inject({ method: 'POST', url: '/nope/x' })).json()).toMatchObject({
      code: 'route_not_found',
    });
  });
});
