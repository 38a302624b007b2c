import type { AdminProduct, ImportPreview, InventoryPage } from '@canasta/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestUser, createOperator } from './factories';
import { multipartFile } from './multipart';
import { type TestApp, createTestApp } from './test-app';

/**
 * Every way a product's name or description is written reaches the search index with its
 * Spanish stems (decision 047): a plural search finds what the console created, edited in
 * place or copied for one store, and what an import created or renamed.
 */
let t: TestApp;
let staff: TestUser;
let interna: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
  staff = await createOperator(t.database.db, 'interna', 'staff');
  const store = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', 'interna')
    .executeTakeFirstOrThrow();
  interna = store.id;
});
afterAll(() => t.close());

const admin = (route: string) => `/api/admin/stores/interna${route}`;

async function found(q: string): Promise<string[]> {
  const res = await t.app.inject(
    `/api/shop/stores/${interna}/inventories?per_page=100&q=${encodeURIComponent(q)}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<InventoryPage>().data.map((item) => item.product.name);
}

function edit(offerId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: admin(`/products/${offerId}`),
    headers: staff.auth,
    payload,
  });
}

async function importRows(rows: string[]): Promise<void> {
  const header = 'sku,nombre,categoria,precio,existencias,descripcion';
  const form = multipartFile('file', 'productos.csv', 'text/csv', [header, ...rows].join('\r\n'));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: admin('/imports'),
    headers: { ...staff.auth, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body.slice(0, 300)).toBe(200);
  const preview = uploaded.json<{ data: ImportPreview }>().data;
  expect(preview.invalid).toBe(0);
  const committed = await t.app.inject({
    method: 'POST',
    url: admin(`/imports/${preview.id}/commit`),
    headers: staff.auth,
  });
  expect(committed.statusCode).toBe(200);
}

it('indexes a product the console creates', async () => {
  const category = await t.database.db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', 'frutas')
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'POST',
    url: admin('/products'),
    headers: staff.auth,
    payload: {
      name: 'Tuna roja',
      description: 'Fruto del nopal, dulce y jugoso.',
      category_id: category.id,
      sku: 'TUNA-001',
      price_cents: 4900,
      stock: 10,
      unit: 'kg',
    },
  });
  expect(res.statusCode).toBe(201);
  expect(await found('tunas rojas')).toEqual(['Tuna roja']);
  expect(await found('frutos jugosos')).toContain('Tuna roja');
});

it('indexes the copy a store gets when it renames a shared product, then edits it in place', async () => {
  const offer = await t.database.db
    .selectFrom('inventories')
    .innerJoin('products', 'products.id', 'inventories.product_id')
    .select('inventories.id')
    .where('inventories.store_id', '=', interna)
    .where('products.slug', '=', 'guayaba-kg')
    .executeTakeFirstOrThrow();
  const copied = await edit(offer.id, { name: 'Zapote negro', description: 'Pulpa oscura.' });
  expect(copied.json<{ data: AdminProduct }>().data.slug).toBe('guayaba-kg-interna');
  expect(await found('zapotes negros')).toEqual(['Zapote negro']);

  const renamed = await edit(offer.id, { name: 'Mamey rojo', description: 'Color salmón.' });
  expect(renamed.json<{ data: AdminProduct }>().data.slug).toBe('guayaba-kg-interna');
  expect(await found('mameyes rojos')).toEqual(['Mamey rojo']);
  expect(await found('zapotes')).toEqual([]);
  expect(await found('salmones')).toEqual(['Mamey rojo']);
});

it('indexes the products an import creates and the names it changes', async () => {
  await importRows([
    'JIC-001,Jícama,Verduras,25.90,8,Cosecha de Tecamachalco.',
    'GUAJE-001,Guaje verde,Verduras,19.90,5,Vaina tierna.',
  ]);
  expect(await found('jícamas')).toEqual(['Jícama']);
  expect(await found('guajes verdes')).toEqual(['Guaje verde']);

  await importRows(['JIC-001,Jícama pelada,Verduras,29.90,8,Lista para comer.']);
  expect(await found('jicamas peladas')).toEqual(['Jícama pelada']);
  expect(await found('tecamachalco')).toEqual([]);
});
