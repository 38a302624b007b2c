import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { serverEntryFile } from '../src/modules/pages/page-renderer';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * The installable app's files (decision 039) as the shop serves them from the web build: the
 * service worker must be looked at again on every visit, or a new release would stay hidden
 * behind the old worker. Needs the web build (`npm run build`).
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
    config: testConfig(database.url, { WEB_DIST_DIR: WEB_DIST }),
    database,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('serves the service worker as JavaScript that is revalidated on every visit', async () => {
  for (const encoding of ['identity', 'br', 'gzip']) {
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    if (encoding !== 'identity') expect(sw.headers['content-encoding']).toBe(encoding);
  }
  const body = (await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'identity' } }))
    .body;
  // The precache lists the app shell and the offline page, never the map's chunk or uploads.
  expect(body).toContain('offline.html');
  expect(body).toContain('index.html');
  expect(body).not.toMatch(/leaflet-[\w-]+\.js/);
  expect(body).not.toContain('"uploads/');
  // The worker's own Workbox runtime is served beside it.
  const runtime = /"\.\/(workbox-[\w]+)"/.exec(body)?.[1];
  expect(runtime).toBeDefined();
  const workbox = await app.inject(`/${runtime}.js`);
  expect(workbox.statusCode).toBe(200);
  expect(workbox.headers['content-type']).toMatch(/javascript/);
});

it('serves the Spanish web app manifest and the icons it lists', async () => {
  const response = await app.inject('/manifest.webmanifest');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers['cache-control']).toBe('no-cache');
  const manifest = response.json<{
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  }>();
  expect(manifest).toMatchObject({
    short_name: 'Canasta',
    lang: 'es-MX',
    start_url: '/tienda/interna',
    theme_color: '#74dab7',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of [...manifest.icons.map((i) => i.src), 'apple-touch-icon-180x180.png']) {
    const file = await app.inject(`/${icon}`);
    expect(file.statusCode, icon).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  }
});

it('links the manifest, the theme colour and the apple-touch-icon from rendered pages and the shell', async () => {
  for (const url of ['/tienda/interna', '/tienda/interna/cartlist']) {
    const html = (await app.inject(url)).body;
    expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html, url).toContain('<meta name="theme-color" content="#74dab7" />');
    expect(html, url).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />',
    );
  }
});

it('serves the offline page the worker falls back to, in Spanish', async () => {
  const response = await app.inject('/offline.html');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain('<html lang="es">');
  expect(response.body).toContain('Esta página necesita conexión');
  expect(response.body).toContain('<script src="/offline-return.js" defer></script>');
});
