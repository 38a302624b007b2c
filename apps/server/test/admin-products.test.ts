import fs from 'node:fs';
import path from 'node:path';
import type { AdminProduct, AdminProductPage, AuditPage, InventoryItem } from '@canasta/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createOperator } from './factories';
import { multipartFile } from './multipart';
import { type TestApp, createTestApp } from './test-app';
import { TEST_UPLOADS_DIR } from './test-uploads';

/**
 * The console's products (decision 042): a store's offers listed, filtered, created and edited,
 * each write with one audit entry, refused input changing nothing, product fields changed for
 * this store only, and every change shown to shoppers at once.
 */
let t: TestApp;
let staff: TestUser;
let otherOwner: TestUser;
let interna: number;
let polanco: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createOperator(t.database.db, 'interna', 'staff', 'Jorge de Prueba');
  otherOwner = await createOperator(t.database.db, 'polanco', 'owner');
  interna = await storeId('interna');
  polanco = await storeId('polanco');
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

const admin = (route: string) => `/api/admin/stores/interna${route}`;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, user = staff) {
  return t.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function auditCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function latestAudit() {
  const page = await call('GET', admin('/audit?entity=product'));
  return page.json<AuditPage>().data[0];
}

/** An offer of interna whose product polanco offers too (the demo shares its catalogue). */
async function sharedOffer(skip: number) {
  const row = await t.database.db
    .selectFrom('inventories as i')
    .innerJoin('inventories as other', 'other.product_id', 'i.product_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.price_cents', 'i.stock', 'p.slug', 'p.name', 'other.id as other_id'])
    .where('i.store_id', '=', interna)
    .where('other.store_id', '=', polanco)
    .where('i.active', '=', 1)
    .where('i.stock', '>', 5)
    .where('i.compare_at_price_cents', 'is', null)
    .where('i.min_price_cents', 'is', null)
    .orderBy('i.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row;
}

function shopProduct(store: number, slug: string) {
  return t.app.inject(`/api/shop/stores/${store}/inventories/${slug}`);
}

describe('listing', () => {
  it('pages every product of the store, hidden and sold out included, and filters', async () => {
    const all = await call('GET', admin('/products?per_page=5'));
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminProductPage>();
    expect(page.data).toHaveLength(5);
    const offers = await t.database.db
      .selectFrom('inventories')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('store_id', '=', interna)
      .executeTakeFirstOrThrow();
    expect(page.meta.total).toBe(Number(offers.n));
    expect(typeof page.data[0]?.sku).toBe('string');
    expect(typeof page.data[0]?.visible).toBe('boolean');

    const out = (
      await call('GET', admin('/products?stock=out&per_page=100'))
    ).json<AdminProductPage>();
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.data.every((product) => product.stock === 0)).toBe(true);
    const low = (
      await call('GET', admin('/products?stock=low&per_page=100'))
    ).json<AdminProductPage>();
    expect(low.data.length).toBeGreaterThan(0);
    expect(low.data.every((product) => product.stock > 0 && product.stock < 5)).toBe(true);

    const fruit = page.data[0];
    if (!fruit) throw new Error('no product');
    const byCategory = (
      await call('GET', admin(`/products?category_id=${fruit.category_id}&per_page=100`))
    ).json<AdminProductPage>();
    expect(byCategory.data.every((product) => product.category_id === fruit.category_id)).toBe(
      true,
    );
  });

  it('finds by name without accents and by the start of the SKU', async () => {
    const byName = (await call('GET', admin('/products?q=platano'))).json<AdminProductPage>();
    expect(byName.data.map((product) => product.name)).toContain('Plátano Tabasco');
    const bySku = (await call('GET', admin('/products?q=PLATANO-TAB'))).json<AdminProductPage>();
    expect(bySku.data[0]?.sku).toBe('platano-tabasco-kg');
  });

  it('refuses a filter it does not know, in Spanish', async () => {
    const res = await call('GET', admin('/products?stock=poco'));
    // A query string of the wrong type is the request's own fault (DESIGN §4): 400.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { stock: [expect.stringContaining('agotados')] } });
  });
});

describe('editing', () => {
  it('changes a price, with one audit entry of what changed, and the shop shows it at once', async () => {
    const offer = await sharedOffer(0);
    // The shop's answer is cached first, as a shopper's visit would leave it.
    expect(
      (await shopProduct(interna, offer.slug)).json<{ data: InventoryItem }>().data.price_cents,
    ).toBe(offer.price_cents);
    const before = await auditCount();
    const res = await call('PATCH', admin(`/products/${offer.id}`), { price_cents: 4321 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminProduct }>().data).toMatchObject({
      id: offer.id,
      price_cents: 4321,
    });
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({
      action: 'product.update',
      entity_id: String(offer.id),
      actor: { user_id: staff.id, name: 'Jorge de Prueba' },
      before: { price_cents: offer.price_cents },
      after: { price_cents: 4321 },
    });
    const shop = (await shopProduct(interna, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(shop.price_cents).toBe(4321);
    // Another store's offer of the same product keeps its own price.
    const other = (await shopProduct(polanco, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(other.id).toBe(offer.other_id);
  });

  it('renames a shared product for this store only; its old address still answers', async () => {
    const offer = await sharedOffer(1);
    const res = await call('PATCH', admin(`/products/${offer.id}`), {
      name: 'Nombre de la tienda',
      description: 'Descripción propia.',
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json<{ data: AdminProduct }>().data;
    expect(edited).toMatchObject({ name: 'Nombre de la tienda', slug: `${offer.slug}-interna` });
    const here = (await shopProduct(interna, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(here).toMatchObject({ id: offer.id, product: { name: 'Nombre de la tienda' } });
    expect((await shopProduct(interna, edited.slug)).statusCode).toBe(200);
    const there = (await shopProduct(polanco, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(there.product.name).toBe(offer.name);
    expect((await shopProduct(polanco, edited.slug)).statusCode).toBe(404);
    // The search finds the new name in this store only.
    const found = await t.app.inject(`/api/shop/stores/${interna}/inventories?q=tienda%20nombre`);
    expect(found.json<{ data: InventoryItem[] }>().data.map((item) => item.id)).toContain(offer.id);

    // A second edit changes the store's own copy in place: no new copy, same address.
    const again = await call('PATCH', admin(`/products/${offer.id}`), { unit: 'charola' });
    expect(again.json<{ data: AdminProduct }>().data).toMatchObject({
      slug: edited.slug,
      unit: 'charola',
    });
    const copies = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('store_id', '=', interna)
      .where('source_product_id', 'is not', null)
      .execute();
    expect(copies).toHaveLength(1);
  });

  it('hides and shows a product and marks it sold out', async () => {
    const offer = await sharedOffer(2);
    expect(
      (await call('PATCH', admin(`/products/${offer.id}`), { visible: false })).statusCode,
    ).toBe(200);
    expect((await shopProduct(interna, offer.slug)).statusCode).toBe(404);
    const hidden = (
      await call('GET', admin('/products?visible=false&per_page=100'))
    ).json<AdminProductPage>();
    expect(hidden.data.map((product) => product.id)).toContain(offer.id);
    await call('PATCH', admin(`/products/${offer.id}`), { visible: true, stock: 0 });
    const shown = (await shopProduct(interna, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(shown).toMatchObject({ stock: 0, available: false });
  });

  it('refuses bad prices, unknown categories and a taken SKU in Spanish, changing nothing', async () => {
    const offer = await sharedOffer(3);
    const taken = await sharedOffer(4);
    const takenSku = (await call('GET', admin(`/products/${taken.id}`))).json<{
      data: AdminProduct;
    }>().data.sku;
    const before = await auditCount();
    const cases: [unknown, string, RegExp][] = [
      [{ price_cents: -1 }, 'price_cents', /negativo/],
      [{ price_cents: 50_000_000 }, 'price_cents', /no puede pasar de/],
      [
        { compare_at_price_cents: offer.price_cents },
        'compare_at_price_cents',
        /mayor que el precio/,
      ],
      [{ min_price_cents: offer.price_cents + 1 }, 'min_price_cents', /no puede pasar del precio/],
      [{ category_id: 999_999 }, 'category_id', /no existe/],
      [{ sku: takenSku }, 'sku', /ya tiene el SKU/],
      [{ sku: 'con espacios' }, 'sku', /sin espacios/],
      [{ stock: 1.5 }, 'stock', /entero/],
      [{ name: '   ' }, 'name', /nombre/],
      [{ precio: 10 }, '', /./],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('PATCH', admin(`/products/${offer.id}`), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      if (field)
        expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toMatch(
          message,
        );
    }
    expect((await call('PATCH', admin(`/products/${offer.id}`), {})).statusCode).toBe(422);
    expect(await auditCount()).toBe(before);
    const after = (await call('GET', admin(`/products/${offer.id}`))).json<{ data: AdminProduct }>()
      .data;
    expect(after).toMatchObject({ price_cents: offer.price_cents, stock: offer.stock });
  });

  it('writes nothing for a change to nothing, and answers 404 for another store’s product', async () => {
    const offer = await sharedOffer(5);
    const before = await auditCount();
    const same = await call('PATCH', admin(`/products/${offer.id}`), {
      price_cents: offer.price_cents,
    });
    expect(same.statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
    const theirs = await call('PATCH', admin(`/products/${offer.other_id}`), { price_cents: 100 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'product_not_found' });
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: admin(`/products/${offer.id}`),
      headers: otherOwner.auth,
      payload: { price_cents: 100 },
    });
    expect(hidden.statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('creating', () => {
  it('creates a product of this store and its offer, shown in the shop at once', async () => {
    const category = await t.database.db
      .selectFrom('categories')
      .select('id')
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const before = await auditCount();
    const res = await call('POST', admin('/products'), {
      name: 'Guanábana',
      category_id: category.id,
      sku: 'GUA-001',
      price_cents: 8900,
      compare_at_price_cents: 9900,
      stock: 12,
      unit: 'kg',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ data: AdminProduct }>().data;
    expect(created).toMatchObject({
      slug: 'guanabana',
      sku: 'GUA-001',
      max_per_order: 20,
      visible: true,
      images: [],
      description: '',
    });
    const product = await t.database.db
      .selectFrom('inventories as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['p.store_id', 'i.store_id as offer_store'])
      .where('i.id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ store_id: interna, offer_store: interna });
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({
      action: 'product.create',
      before: null,
      after: { name: 'Guanábana', price_cents: 8900 },
    });
    const shop = (await shopProduct(interna, 'guanabana')).json<{ data: InventoryItem }>().data;
    expect(shop).toMatchObject({ id: created.id, price_cents: 8900 });

    const twice = await call('POST', admin('/products'), {
      name: 'Guanábana',
      category_id: category.id,
      sku: 'GUA-001',
      price_cents: 8900,
      stock: 1,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      errors: { sku: ['Otro producto de esta tienda ya tiene el SKU «GUA-001».'] },
    });
    const second = await call('POST', admin('/products'), {
      name: 'Guanábana',
      category_id: category.id,
      sku: 'GUA-002',
      price_cents: 8900,
      stock: 1,
    });
    expect(second.json<{ data: AdminProduct }>().data.slug).toBe('guanabana-2');
    expect(await auditCount()).toBe(before + 2);
  });
});

describe('the photo', () => {
  async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
    return sharp({
      create: { width, height, channels: 3, background: { r: 240, g: 180, b: 40 } },
    })
      .toFormat(format)
      .toBuffer();
  }

  function upload(
    id: number,
    body: { payload: Buffer; headers: Record<string, string> },
    user = staff,
  ) {
    return t.app.inject({
      method: 'PUT',
      url: admin(`/products/${id}/image`),
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  }

  it('re-encodes the photo at every width in AVIF and WebP, for this store only', async () => {
    const offer = await sharedOffer(6);
    const before = await auditCount();
    const res = await upload(
      offer.id,
      multipartFile('file', 'mango.jpg', 'image/jpeg', await photo(900, 600, 'jpeg')),
    );
    expect(res.statusCode).toBe(200);
    const [image] = res.json<{ data: AdminProduct }>().data.images;
    if (!image) throw new Error('no image');
    const base = new RegExp(`^/uploads/products/${interna}/[0-9a-f]{24}`);
    expect(image.url).toMatch(base);
    expect(image).toMatchObject({ width: 800, height: 800, alt: offer.name });
    expect(image.sources?.avif).toMatch(/-200\.avif 200w, .+-400\.avif 400w, .+-800\.avif 800w$/);
    expect(image.sources?.webp).toMatch(/-800\.webp 800w$/);
    const file = (url: string) => path.join(TEST_UPLOADS_DIR, url.slice('/uploads/'.length));
    const master = await sharp(file(image.url)).metadata();
    expect(master).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({
      action: 'product.image',
      after: { images: [image.url] },
    });

    const here = (await shopProduct(interna, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(here.product.images[0]?.url).toBe(image.url);
    // Its link-preview card is drawn from the new photo (decision 051).
    const card = here.product.images[0]?.share_url ?? '';
    expect(card).toMatch(new RegExp(`^/uploads/share/${interna}/[0-9a-f]{20}\\.jpg$`));
    expect(await sharp(file(card)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const there = (await shopProduct(polanco, offer.slug)).json<{ data: InventoryItem }>().data;
    expect(there.product.images[0]?.url).not.toBe(image.url);

    // A second photo replaces the first, whose files go, its card too.
    const next = await upload(
      offer.id,
      multipartFile('file', 'otra.png', 'image/png', await photo(400, 400)),
    );
    expect(next.statusCode).toBe(200);
    expect(fs.existsSync(file(image.url))).toBe(false);
    expect(fs.existsSync(file(card))).toBe(false);
  });

  it('refuses what is not a usable photo, in Spanish, changing nothing', async () => {
    const offer = await sharedOffer(7);
    const before = await auditCount();
    const png = await photo(400, 400);
    const cases: [{ payload: Buffer; headers: Record<string, string> }, number, string][] = [
      [
        multipartFile('file', 'nota.txt', 'text/plain', 'hola'),
        415,
        'La foto debe ser JPG, PNG o WebP.',
      ],
      [
        multipartFile('file', 'foto.png', 'image/png', png.subarray(0, png.length >> 1)),
        422,
        'No pudimos leer esa foto. Prueba con otra imagen JPG, PNG o WebP.',
      ],
      [
        multipartFile('file', 'mini.png', 'image/png', await photo(120, 120)),
        422,
        'La foto es muy pequeña: usa una de al menos 200 × 200 píxeles.',
      ],
      [
        multipartFile('picture', 'foto.png', 'image/png', png),
        422,
        'Elige una foto del producto (JPG, PNG o WebP).',
      ],
      [
        multipartFile('file', 'enorme.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10)),
        413,
        'La foto pesa más de 5 MB. Elige una más ligera.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(offer.id, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await auditCount()).toBe(before);
  });
});
