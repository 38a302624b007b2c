import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKFAST_PRODUCTS } from '../src/db/seed/demo-catalogue';
import { productImageUrls } from '../src/db/seed/demo-images';
import { productPicture } from '../src/db/seed/demo-pictures';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { type TestDatabase, createTestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo data', () => {
  it('has interna and at least two more stores, each with 150+ products over 10+ visible categories', async () => {
    const { db } = database;
    const stores = await db.selectFrom('stores').select(['id', 'slug']).execute();
    expect(stores.map((s) => s.slug)).toContain('interna');
    expect(stores.length).toBeGreaterThanOrEqual(3);
    for (const store of stores) {
      const counts = await db
        .selectFrom('inventories as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .where('i.store_id', '=', store.id)
        .select((eb) => [
          eb.fn.countAll<number>().as('products'),
          sql<number>`count(distinct case when c.visible = 1 then c.id end)`.as(
            'visible_categories',
          ),
          sql<number>`sum(case when i.stock = 0 then 1 else 0 end)`.as('sold_out'),
          sql<number>`sum(case when i.stock between 1 and 6 then 1 else 0 end)`.as('last_units'),
          sql<number>`sum(case when i.compare_at_price_cents > i.price_cents then 1 else 0 end)`.as(
            'on_sale',
          ),
        ])
        .executeTakeFirstOrThrow();
      expect(Number(counts.products)).toBeGreaterThanOrEqual(150);
      expect(Number(counts.visible_categories)).toBeGreaterThanOrEqual(10);
      expect(Number(counts.sold_out)).toBeGreaterThan(0);
      expect(Number(counts.last_units)).toBeGreaterThan(0);
      expect(Number(counts.on_sale)).toBeGreaterThan(0);

      const collections = await db
        .selectFrom('collections')
        .select('id')
        .where('store_id', '=', store.id)
        .execute();
      expect(collections.length).toBeGreaterThanOrEqual(4);
      const banners = await db
        .selectFrom('banners')
        .select('id')
        .where('store_id', '=', store.id)
        .execute();
      expect(banners.length).toBeGreaterThanOrEqual(3);
      const zones = await db
        .selectFrom('delivery_zones')
        .select('polygon')
        .where('store_id', '=', store.id)
        .execute();
      expect(zones.length).toBeGreaterThan(0);
      const windows = await db
        .selectFrom('delivery_windows')
        .select(['type', 'capacity'])
        .where('store_id', '=', store.id)
        .execute();
      expect(windows.some((w) => w.type === 'pickup')).toBe(true);
      expect(windows.filter((w) => w.type === 'delivery').every((w) => w.capacity >= 50)).toBe(
        true,
      );
    }
  });

  it('has the demo coupons of the README, BIENVENIDA10 valid in every store', async () => {
    const coupons = await database.db
      .selectFrom('coupons')
      .select(['code', 'kind', 'value', 'store_id', 'active'])
      .orderBy('code')
      .execute();
    expect(coupons.map((c) => c.code)).toEqual([
      'AHORRA50',
      'BIENVENIDA10',
      'NAVIDAD2025',
      'POLANCO20',
    ]);
    expect(coupons.find((c) => c.code === 'BIENVENIDA10')).toMatchObject({
      kind: 'percent',
      value: 10,
      store_id: null,
      active: 1,
    });
  });

  it('gives every product its own picture, listed on purpose', async () => {
    const products = await database.db
      .selectFrom('products')
      .select(['slug', 'name', 'images'])
      .execute();
    for (const product of products) {
      expect(() => productPicture(product.slug), product.slug).not.toThrow();
      const images = JSON.parse(product.images) as {
        url: string;
        thumb_url: string;
        alt: string;
      }[];
      expect(images, product.slug).toEqual([
        expect.objectContaining({ ...productImageUrls(product.slug), alt: product.name }),
      ]);
    }
  });

  it('fills each collection with what its name promises', async () => {
    const rows = await database.db
      .selectFrom('collections as co')
      .innerJoin('collection_items as ci', 'ci.collection_id', 'co.id')
      .innerJoin('inventories as i', 'i.id', 'ci.inventory_id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'co.name',
        'p.slug',
        'c.slug as category',
        'i.price_cents',
        'i.compare_at_price_cents',
      ])
      .execute();
    const members = (name: string) => rows.filter((row) => row.name === name);
    expect(members('Para el desayuno').length).toBeGreaterThanOrEqual(4 * 12);
    for (const row of members('Para el desayuno')) expect(BREAKFAST_PRODUCTS).toContain(row.slug);
    for (const row of members('Frutas y verduras frescas'))
      expect(['frutas', 'verduras']).toContain(row.category);
    for (const row of members('Despensa básica'))
      expect(['abarrotes', 'lacteos-y-huevo', 'panaderia-y-tortilleria']).toContain(row.category);
    for (const row of members('Ofertas de la semana'))
      expect(row.compare_at_price_cents ?? 0, row.slug).toBeGreaterThan(row.price_cents);
  });

  it("shows the last units and a sold-out offer first on every store's home", async () => {
    const stores = await database.db.selectFrom('stores').select('id').execute();
    for (const store of stores) {
      const first = await database.db
        .selectFrom('collections')
        .select('id')
        .where('store_id', '=', store.id)
        .orderBy('position')
        .limit(1)
        .executeTakeFirstOrThrow();
      const items = await database.db
        .selectFrom('collection_items as ci')
        .innerJoin('inventories as i', 'i.id', 'ci.inventory_id')
        .select(['i.stock', 'i.sold_by'])
        .where('ci.collection_id', '=', first.id)
        .orderBy('ci.position')
        .limit(4)
        .execute();
      const stock = items.map((item) => item.stock);
      // The last units: up to 6 pieces, or (Aguacate Hass, sold by weight) up to 3 kg.
      expect(
        items.some(
          (item) => item.stock >= 1 && item.stock <= (item.sold_by === 'weight' ? 3000 : 6),
        ),
        `store ${store.id}`,
      ).toBe(true);
      // Every home shows a weight offer (issue 25).
      expect(
        items.some((item) => item.sold_by === 'weight'),
        `store ${store.id}`,
      ).toBe(true);
      expect(stock, `store ${store.id}`).toContain(0);
    }
  });

  it('has banners whose offer is written out and links to the collection it names', async () => {
    const banners = await database.db
      .selectFrom('banners')
      .select(['store_id', 'alt', 'link_url'])
      .execute();
    const collections = await database.db
      .selectFrom('collections as co')
      .innerJoin('stores as s', 's.id', 'co.store_id')
      .select(['co.id', 'co.name', 's.id as store_id', 's.slug'])
      .execute();
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      const target = collections.find(
        (collection) =>
          collection.store_id === banner.store_id &&
          banner.link_url === `/tienda/${collection.slug}/collection/${collection.id}`,
      );
      expect(target, banner.alt).toBeDefined();
      // The offer is readable text that starts with what the link opens.
      expect(banner.alt.startsWith(target?.name ?? '?'), banner.alt).toBe(true);
      expect(banner.alt.length).toBeGreaterThan((target?.name.length ?? 0) + 10);
    }
  });

  it('is loaded only into an empty database, adding only demo coupons that are missing', async () => {
    await database.db.deleteFrom('coupons').where('code', '=', 'AHORRA50').execute();
    const stores = await database.db.selectFrom('stores').select('id').execute();
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await database.db.selectFrom('stores').select('id').execute()).toEqual(stores);
    const codes = await database.db.selectFrom('coupons').select('code').execute();
    expect(codes.map((c) => c.code).sort()).toContain('AHORRA50');
    expect(codes).toHaveLength(4);
  });
});
