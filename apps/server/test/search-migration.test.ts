import type { InventoryPage } from '@canasta/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as indexProductSearch from '../src/db/migrations/2026_11_24_1000_index_product_search';
import * as spanishProductSearch from '../src/db/migrations/2026_11_28_1030_h3_spanish_product_search';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
  const res = await t.app.inject('/api/shop/stores/interna');
  storeId = res.json<{ data: { id: number } }>().data.id;
});
afterAll(() => t.close());

async function searchSlugs(q: string): Promise<string[]> {
  const res = await t.app.inject(`/api/shop/stores/${storeId}/inventories?per_page=100&q=${q}`);
  expect(res.statusCode).toBe(200);
  return res.json<InventoryPage>().data.map((item) => item.product.slug);
}

it('indexes the products a database already holds when it migrates, and rolls back', async () => {
  // Migrations take an untyped Kysely (they are frozen in time, blind to today's schema).
  const db = t.database.db as unknown as Kysely<unknown>;
  await indexProductSearch.down(db);
  const category = await t.database.db
    .selectFrom('categories')
    .select('id')
    .executeTakeFirstOrThrow();
  // A product written as before the index: with its LIKE column.
  await sql`
    insert into products (slug, name, description, category_id, unit, images, search_text)
    values ('zapote-negro-kg', 'Zapote negro', 'Pulpa oscura y dulce.', ${category.id}, 'kg',
      '[]', 'zapote negro pulpa oscura y dulce.')`.execute(db);
  const product = await t.database.db
    .selectFrom('products')
    .select('id')
    .where('slug', '=', 'zapote-negro-kg')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('inventories')
    .values({
      store_id: storeId,
      product_id: product.id,
      price_cents: 6900,
      stock: 4,
      max_per_order: 20,
      active: 1,
    })
    .execute();

  await indexProductSearch.up(db);
  expect(await searchSlugs('zapote')).toEqual(['zapote-negro-kg']);
  // The demo catalogue was indexed as well, not only the newest row.
  expect((await searchSlugs('pi%C3%B1a'))[0]).toBe('pina-miel-pieza');
});

it('re-indexes with Spanish stems the products a database already holds, and rolls back', async () => {
  const db = t.database.db as unknown as Kysely<unknown>;
  // Back to decision 026's index, which knows no stems; a product written while it is in place.
  await spanishProductSearch.down(db);
  const category = await t.database.db
    .selectFrom('categories')
    .select('id')
    .executeTakeFirstOrThrow();
  const product = await t.database.db
    .insertInto('products')
    .values({
      slug: 'guanabana-madura-kg',
      name: 'Guanábana madura',
      description: 'Pulpa blanca.',
      category_id: category.id,
      unit: 'kg',
      images: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('inventories')
    .values({
      store_id: storeId,
      product_id: product.id,
      price_cents: 7900,
      stock: 4,
      max_per_order: 20,
      active: 1,
    })
    .execute();

  await spanishProductSearch.up(db);
  expect(await searchSlugs('guan%C3%A1banas%20maduras')).toEqual(['guanabana-madura-kg']);
  expect((await searchSlugs('aguacates'))[0]).toBe('aguacate-hass-kg');

  // Down and up again: the rollback leaves what the migration starts from.
  await spanishProductSearch.down(db);
  await spanishProductSearch.up(db);
  expect(await searchSlugs('guanabanas')).toEqual(['guanabana-madura-kg']);
  expect((await searchSlugs('jitomates'))[0]).toBe('jitomate-saladet-kg');
});
