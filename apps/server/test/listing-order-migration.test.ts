import type { InventoryItem, InventoryPage } from '@canasta/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as catalogueListingOrder from '../src/db/migrations/2026_12_02_1000_catalogue_listing_order';
import { storeIdOf } from './admin-setup-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Decision 066: the listing's order (in stock first, then by the product's slug) is read from
 * the offer's copy of its product's slug, kept by triggers. Whatever writes the rows, the
 * listing must stay the order of the products' own slugs.
 */
let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
  storeId = await storeIdOf(t.database.db, 'interna');
});
afterAll(() => t.close());

async function listing(): Promise<{ items: InventoryItem[]; total: number }> {
  const items: InventoryItem[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject(
      `/api/shop/stores/${storeId}/inventories?per_page=50&page=${page}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<InventoryPage>();
    items.push(...body.data);
    if (body.data.length < 50) return { items, total: body.meta.total };
  }
}

/** The order the listing promises, computed from the products' slugs as they are now. */
function expectedOrder(items: readonly InventoryItem[]): string[] {
  return [...items]
    .sort(
      (a, b) =>
        Number(a.stock <= 0) - Number(b.stock <= 0) ||
        (a.product.slug < b.product.slug ? -1 : a.product.slug > b.product.slug ? 1 : 0),
    )
    .map((item) => item.product.slug);
}

it("lists a store's offers in stock first, then by their product's slug, and counts them all", async () => {
  const { items, total } = await listing();
  expect(items.length).toBeGreaterThan(50);
  expect(total).toBe(items.length);
  expect(items.map((item) => item.product.slug)).toEqual(expectedOrder(items));
});

it("keeps the order when a product's slug changes, an offer moves to another product or a new one is written", async () => {
  const db = t.database.db;
  const before = await listing();
  const first = before.items[0];
  const second = before.items[1];
  if (!first || !second) throw new Error('the demo store lists offers');
  // A renamed product moves to the end of the offers in stock.
  await db
    .updateTable('products')
    .set({ slug: 'zz-renombrado' })
    .where('id', '=', first.product.id)
    .execute();
  // A new product and its offer take their place by slug.
  const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
  const added = await db
    .insertInto('products')
    .values({
      slug: 'aaa-nuevo',
      name: 'Nuevo',
      description: 'Recién llegado.',
      category_id: category.id,
      unit: 'pieza',
      images: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('inventories')
    .values({
      store_id: storeId,
      product_id: added.id,
      price_cents: 1000,
      stock: 5,
      max_per_order: 20,
      active: 1,
    })
    .execute();
  // An offer moved to another product (a store's own copy, decision 042) sorts by the copy's slug.
  const copy = await db
    .insertInto('products')
    .values({
      slug: 'mm-copia-de-la-tienda',
      name: 'Copia',
      description: 'La copia de la tienda.',
      category_id: category.id,
      unit: 'pieza',
      images: '[]',
      store_id: storeId,
      source_product_id: second.product.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('inventories')
    .set({ product_id: copy.id })
    .where('id', '=', second.id)
    .execute();

  const after = await listing();
  expect(after.total).toBe(before.total + 1);
  const slugs = after.items.map((item) => item.product.slug);
  expect(slugs).toEqual(expectedOrder(after.items));
  expect(slugs).toContain('zz-renombrado');
  expect(slugs).toContain('mm-copia-de-la-tienda');
  expect(slugs[0]).toBe('aaa-nuevo');
});

it('copies the slugs of the offers a database already holds when it migrates, and rolls back', async () => {
  // Migrations take an untyped Kysely (they are frozen in time, blind to today's schema).
  const db = t.database.db as unknown as Kysely<unknown>;
  await catalogueListingOrder.down(db);
  await catalogueListingOrder.up(db);
  const missing = await sql<{ n: number | string }>`
    select count(*) as n from inventories i join products p on p.id = i.product_id
    where i.product_slug is null or i.product_slug <> p.slug`.execute(db);
  expect(Number(missing.rows[0]?.n)).toBe(0);
  const { items } = await listing();
  expect(items.map((item) => item.product.slug)).toEqual(expectedOrder(items));
});
