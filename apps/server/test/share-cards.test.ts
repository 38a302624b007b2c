import type { InventoryItem } from '@canasta/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHARE_CARDS_DIR } from '../src/db/seed/demo-images';
import { refreshShareCards } from '../src/modules/catalogue/share-cards.service';
import { type TestUser, createOperator } from './factories';
import { multipartFile } from './multipart';
import { type TestApp, createTestApp } from './test-app';
import { TEST_UPLOADS_DIR } from './test-uploads';

/**
 * Each offer's link preview is a card of its own (decision 051): its photo, name, price per
 * unit, the price before on sale, and its store, drawn at seed time and after each change an
 * operator makes, and never shown once it no longer matches the offer.
 */
let t: TestApp;
let staff: TestUser;
let interna: number;

beforeAll(async () => {
  // No cached answers: a card must follow the database from one request to the next.
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
  staff = await createOperator(t.database.db, 'interna', 'staff');
  interna = await storeId('interna');
});
afterAll(() => t.close());

async function storeId(slug: string) {
  const row = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many offers there are in every store, or only those without a card. */
async function offerCount({ withoutCard = false } = {}): Promise<number> {
  let query = t.database.db
    .selectFrom('inventories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (withoutCard) query = query.where('share_image_url', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A demo offer of `store` on sale, `skip` past the first (tests change theirs). */
async function saleOffer(store: number, skip = 0) {
  return t.database.db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.price_cents', 'i.compare_at_price_cents', 'p.slug'])
    .where('i.store_id', '=', store)
    .where('i.active', '=', 1)
    .where('i.compare_at_price_cents', 'is not', null)
    .orderBy('i.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function shopCard(store: number, slug: string): Promise<string | null> {
  const res = await t.app.inject(`/api/shop/stores/${store}/inventories/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: InventoryItem }>().data.product.images[0]?.share_url ?? null;
}

/** The card as a link preview fetches it: through the server, a 1200×630 JPEG. */
async function fetchedCard(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  return sharp(res.rawPayload).metadata();
}

describe("an offer's link-preview card", () => {
  it('is drawn for every seeded offer: one per store, 1200×630 JPEG', async () => {
    const offer = await saleOffer(interna);
    const card = await shopCard(interna, offer.slug);
    expect(card).toMatch(/^\/uploads\/demo\/3\/share\/[0-9a-f]{20}\.jpg$/);
    expect(await fetchedCard(card ?? '')).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The same product in another store shows that store's name and price: another card.
    const polanco = await storeId('polanco');
    const there = await t.database.db
      .selectFrom('inventories')
      .select('id')
      .where('store_id', '=', polanco)
      .where('product_id', '=', (eb) =>
        eb.selectFrom('inventories').select('product_id').where('id', '=', offer.id),
      )
      .executeTakeFirst();
    if (there) {
      const otherCard = await shopCard(polanco, offer.slug);
      expect(otherCard).toMatch(/^\/uploads\/demo\/3\/share\/[0-9a-f]{20}\.jpg$/);
      expect(otherCard).not.toBe(card);
    }
    // Every seeded offer has one.
    expect(await offerCount({ withoutCard: true })).toBe(0);
  });

  it('is drawn again when an operator changes the price, before shoppers see the new price', async () => {
    const offer = await saleOffer(interna, 1);
    const before = await shopCard(interna, offer.slug);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/stores/interna/products/${offer.id}`,
      headers: staff.auth,
      payload: { price_cents: offer.price_cents - 100 },
    });
    expect(res.statusCode).toBe(200);
    const after = await shopCard(interna, offer.slug);
    expect(after).toMatch(new RegExp(`^/uploads/share/${interna}/[0-9a-f]{20}\\.jpg$`));
    expect(after).not.toBe(before);
    expect(await fetchedCard(after ?? '')).toMatchObject({ width: 1200, height: 630 });
  });

  it('is drawn again for the offers whose price a spreadsheet import changed', async () => {
    const offer = await t.database.db
      .selectFrom('inventories as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['i.price_cents', 'i.stock', 'i.sku', 'p.slug', 'p.name', 'c.name as category'])
      .where('i.store_id', '=', interna)
      .where('i.active', '=', 1)
      .where('i.compare_at_price_cents', 'is', null)
      .where('i.min_price_cents', 'is', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const before = await shopCard(interna, offer.slug);
    // Only the required columns: the others stay as they are.
    const file = [
      'sku,nombre,categoria,precio,existencias',
      `${offer.sku ?? ''},"${offer.name}","${offer.category}",${((offer.price_cents + 500) / 100).toFixed(2)},${offer.stock}`,
    ].join('\r\n');
    const form = multipartFile('file', 'precios.csv', 'text/csv', file);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stores/interna/imports',
      headers: { ...staff.auth, ...form.headers },
      payload: form.payload,
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const { id, update } = preview.json<{ data: { id: string; update: number } }>().data;
    expect(update).toBe(1);
    const committed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stores/interna/imports/${id}/commit`,
      headers: staff.auth,
    });
    expect(committed.statusCode).toBe(200);

    const after = await shopCard(interna, offer.slug);
    expect(after).toMatch(new RegExp(`^/uploads/share/${interna}/[0-9a-f]{20}\\.jpg$`));
    expect(after).not.toBe(before);
    expect(await fetchedCard(after ?? '')).toMatchObject({ width: 1200, height: 630 });
  });

  it('is never shown once it no longer matches the offer: the photo stands in until it is redrawn', async () => {
    const offer = await saleOffer(interna, 2);
    expect(await shopCard(interna, offer.slug)).not.toBeNull();
    // A price changed behind the cards' back (no refresh after it).
    await t.database.db
      .updateTable('inventories')
      .set({ compare_at_price_cents: null })
      .where('id', '=', offer.id)
      .execute();
    expect(await shopCard(interna, offer.slug)).toBeNull();

    const result = await refreshShareCards(
      { db: t.database.db, uploadsDir: TEST_UPLOADS_DIR, log: { warn: () => undefined } },
      { storeId: interna },
    );
    expect(result).toMatchObject({ failed: 0 });
    const redrawn = await shopCard(interna, offer.slug);
    expect(redrawn).toMatch(new RegExp(`^/uploads/share/${interna}/[0-9a-f]{20}\\.jpg$`));
    expect(await fetchedCard(redrawn ?? '')).toMatchObject({ width: 1200, height: 630 });
  });

  it("a pass over every store's offers reads them a page at a time and leaves none out", async () => {
    // Every offer loses its card, as in a catalogue older than the cards.
    await t.database.db.updateTable('inventories').set({ share_image_url: null }).execute();
    const offers = await offerCount();
    expect(offers).toBeGreaterThan(20);

    const result = await refreshShareCards(
      { db: t.database.db, uploadsDir: TEST_UPLOADS_DIR, log: { warn: () => undefined } },
      {},
      { dir: DEMO_SHARE_CARDS_DIR, pageSize: 7 },
    );
    expect(result.failed).toBe(0);
    expect(result.drawn + result.reused).toBe(offers);
    expect(await offerCount({ withoutCard: true })).toBe(0);
  });
});
