import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { serverEntryFile } from '../src/modules/pages/page-renderer';
import { SYSTEM_OPERATOR } from './factories';
import { multipartFile } from './multipart';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * An operator's change reaches shoppers at once (decision 042): the API's cached answers and
 * the rendered product page of the store, in the process that made the change and, through
 * Redis, in every other. Needs the web build (`npm run build`), as rendered-pages.test.ts.
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let database: TestDatabase;
/** Two API processes on one database, sharing Redis, each with its own caches (5 s). */
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  if (!fs.existsSync(serverEntryFile(WEB_DIST))) {
    throw new Error(`No web build with its server render in ${WEB_DIST}: run npm run build first.`);
  }
  database = await createTestDatabase();
  const config = testConfig(database.url, {
    REDIS_URL,
    WEB_DIST_DIR: WEB_DIST,
    PUBLIC_URL: 'https://canasta.example',
  });
  [first, second] = await Promise.all([
    buildApp({ config, database, logger: false }),
    buildApp({ config, database, logger: false }),
  ]);
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await database.close();
});

async function anOffer(skip: number) {
  return database.db
    .selectFrom('inventories as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'i.id',
      'i.sku',
      'i.stock',
      'p.slug',
      'p.name',
      's.id as store_id',
      'c.name as category',
    ])
    .where('s.slug', '=', 'interna')
    .where('i.active', '=', 1)
    .where('i.min_price_cents', 'is', null)
    .where('i.compare_at_price_cents', 'is', null)
    .orderBy('i.id')
    .limit(1)
    .offset(skip)
    .executeTakeFirstOrThrow();
}

/** The price the shop shows, in its API answer and in the rendered page's price tag. */
async function pricesSeenBy(app: FastifyInstance, offer: { store_id: number; slug: string }) {
  const api = await app.inject(`/api/shop/stores/${offer.store_id}/inventories/${offer.slug}`);
  const page = await app.inject(`/tienda/interna/product/${offer.slug}`);
  const tag = /<meta property="product:price:amount" content="([^"]*)"/.exec(page.body)?.[1];
  return { api: api.json<{ data: { price_cents: number } }>().data.price_cents, page: tag };
}

/** Waits for another process to hear of the change (pub/sub takes a few milliseconds). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the other process never saw the change');
}

describe('operator changes and the shop’s caches', () => {
  it('a price edited in the console shows in the API and the rendered page of both processes', async () => {
    const offer = await anOffer(0);
    // Both processes have the current answers cached.
    const before = await pricesSeenBy(first, offer);
    expect(await pricesSeenBy(second, offer)).toEqual(before);

    const res = await first.inject({
      method: 'PATCH',
      url: `/api/admin/stores/interna/products/${offer.id}`,
      headers: SYSTEM_OPERATOR,
      payload: { price_cents: 12_345 },
    });
    expect(res.statusCode).toBe(200);
    expect(await pricesSeenBy(first, offer)).toEqual({ api: 12_345, page: '123.45' });
    await eventually(async () => (await pricesSeenBy(second, offer)).page === '123.45');
    expect(await pricesSeenBy(second, offer)).toEqual({ api: 12_345, page: '123.45' });
  });

  it('an import’s new prices show at once too', async () => {
    const offer = await anOffer(1);
    await pricesSeenBy(first, offer);
    await pricesSeenBy(second, offer);
    const form = multipartFile(
      'file',
      'precios.csv',
      'text/csv',
      `sku,nombre,categoria,precio,existencias\n${offer.sku ?? ''},"${offer.name}",${offer.category},99.90,${offer.stock}\n`,
    );
    const preview = await first.inject({
      method: 'POST',
      url: '/api/admin/stores/interna/imports',
      headers: { ...SYSTEM_OPERATOR, ...form.headers },
      payload: form.payload,
    });
    const { id } = preview.json<{ data: { id: string } }>().data;
    const commit = await first.inject({
      method: 'POST',
      url: `/api/admin/stores/interna/imports/${id}/commit`,
      headers: SYSTEM_OPERATOR,
    });
    expect(commit.json()).toMatchObject({ data: { updated: 1 } });
    expect(await pricesSeenBy(first, offer)).toEqual({ api: 9990, page: '99.90' });
    await eventually(async () => (await pricesSeenBy(second, offer)).api === 9990);
    expect(await pricesSeenBy(second, offer)).toEqual({ api: 9990, page: '99.90' });
  });
});
