import type { AdminProduct, AuditPage, InventoryItem, InventoryPage } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createOperator } from './factories';
import { type TestApp, createTestApp } from './test-app';

/**
 * Offers sold by weight in the console (issue 25): a price per kilogram, stock in grams and the
 * rules of what may be bought (a step, a minimum that is a multiple of it, a maximum that is
 * the limit per order), checked together with every other field, and read by the shop as set.
 */
let t: TestApp;
let staff: TestUser;
let interna: number;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createOperator(t.database.db, 'interna', 'staff', 'Jorge de Prueba');
  interna = (await findOffers(t, 'interna')).storeId;
  category = (
    await t.database.db
      .selectFrom('categories')
      .select('id')
      .orderBy('position')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const admin = (route: string) => `/api/admin/stores/interna${route}`;

async function call<T = AdminProduct>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: staff.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return {
    status: res.statusCode,
    body: res.json<{ data: T; errors?: Record<string, string[]>; code?: string }>(),
  };
}

async function offerCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('inventories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const AGUACATE = {
  name: 'Aguacate Hass a granel',
  category_id: 0,
  sku: 'AGU-KG',
  unit: 'kg',
  price_cents: 5500,
  stock: 20_000,
  sold_by: 'weight',
  weight_step_g: 250,
  min_weight_g: 500,
  max_weight_g: 5000,
  approx_piece_g: 200,
};

describe('creating a weight offer', () => {
  it('keeps its rules, takes its maximum weight as the limit, and the shop reads them', async () => {
    const res = await call('POST', admin('/products'), { ...AGUACATE, category_id: category });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      price_cents: 5500,
      stock: 20_000,
      sold_by: 'weight',
      weight_step_g: 250,
      min_weight_g: 500,
      max_weight_g: 5000,
      approx_piece_g: 200,
      // Not the default 20 pieces: a weight offer's limit is its maximum weight.
      max_per_order: 5000,
    });
    const audit = await call<AuditPage['data']>('GET', admin('/audit?entity=product&per_page=1'));
    expect(audit.body.data[0]?.after).toMatchObject({ sold_by: 'weight', weight_step_g: 250 });

    const page = await t.app.inject(`/api/shop/stores/${interna}/inventories/${created.slug}`);
    expect(page.json<{ data: InventoryItem }>().data).toMatchObject({
      sold_by: 'weight',
      weight_step_g: 250,
      min_weight_g: 500,
      max_weight_g: 5000,
      approx_piece_g: 200,
      max_per_order: 5000,
      available: true,
    } satisfies Partial<InventoryItem>);
    const search = await t.app.inject(
      `/api/shop/stores/${interna}/inventories?q=aguacate%20granel`,
    );
    const found = search.json<InventoryPage>().data.find((item) => item.id === created.id);
    expect(found).toMatchObject({ sold_by: 'weight', weight_step_g: 250 });
    const other = search.json<InventoryPage>().data.find((item) => item.id !== created.id);
    if (other?.sold_by === 'unit') {
      expect(other).toMatchObject({ weight_step_g: null, min_weight_g: null, max_weight_g: null });
    }
  });

  it('refuses rules that do not hold together, each beside its field, writing nothing', async () => {
    const before = await offerCount();
    const missing = await call('POST', admin('/products'), {
      ...AGUACATE,
      category_id: category,
      sku: 'AGU-KG-2',
      weight_step_g: undefined,
      min_weight_g: undefined,
      max_weight_g: undefined,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      weight_step_g: ['Escribe de cuántos gramos en cuántos se vende (por ejemplo, 250).'],
      min_weight_g: ['Escribe el peso mínimo que se puede pedir, en gramos.'],
      max_weight_g: ['Escribe el peso máximo por pedido, en gramos.'],
    });
    const offStep = await call('POST', admin('/products'), {
      ...AGUACATE,
      category_id: category,
      sku: 'AGU-KG-3',
      min_weight_g: 300,
      max_weight_g: 250,
    });
    expect(offStep.body.errors).toEqual({
      min_weight_g: ['El peso mínimo debe ser un múltiplo de 250 g.'],
      max_weight_g: ['El peso máximo debe ser al menos el mínimo (300 g).'],
    });
    const underStep = await call('POST', admin('/products'), {
      ...AGUACATE,
      category_id: category,
      sku: 'AGU-KG-4',
      min_weight_g: 100,
    });
    expect(underStep.body.errors).toEqual({
      min_weight_g: ['El peso mínimo debe ser un múltiplo de 250 g.'],
    });
    const zero = await call('POST', admin('/products'), {
      ...AGUACATE,
      category_id: category,
      sku: 'AGU-KG-5',
      weight_step_g: 0,
      sold_by: 'kilo',
    });
    expect(zero.body.errors).toMatchObject({
      weight_step_g: ['El paso debe ser al menos 1 g.'],
      sold_by: ['Indica si se vende por pieza (unit) o por peso (weight).'],
    });
    expect(await offerCount()).toBe(before);
  });
});

describe('changing how an offer is sold', () => {
  it('turns pieces into grams and back, keeping the limit in step with the maximum weight', async () => {
    const created = await call('POST', admin('/products'), {
      name: 'Queso Oaxaca',
      category_id: category,
      sku: 'QSO-OAX',
      price_cents: 3500,
      stock: 12,
    });
    expect(created.body.data).toMatchObject({
      sold_by: 'unit',
      weight_step_g: null,
      max_per_order: 20,
    });
    const id = created.body.data.id;

    const weighed = await call('PATCH', admin(`/products/${id}`), {
      sold_by: 'weight',
      price_cents: 16_000,
      stock: 4000,
      weight_step_g: 100,
      min_weight_g: 200,
      max_weight_g: 2000,
    });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    expect(weighed.body.data).toMatchObject({
      sold_by: 'weight',
      weight_step_g: 100,
      max_weight_g: 2000,
      max_per_order: 2000,
      approx_piece_g: null,
    });

    const bad = await call('PATCH', admin(`/products/${id}`), { min_weight_g: 250 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      min_weight_g: ['El peso mínimo debe ser un múltiplo de 100 g.'],
    });
    const lower = await call('PATCH', admin(`/products/${id}`), { max_weight_g: 100 });
    expect(lower.body.errors).toEqual({
      max_weight_g: ['El peso máximo debe ser al menos el mínimo (200 g).'],
    });

    const bigger = await call('PATCH', admin(`/products/${id}`), {
      max_weight_g: 3000,
      max_per_order: 5,
    });
    expect(bigger.body.data).toMatchObject({ max_weight_g: 3000, max_per_order: 3000 });

    const pieces = await call('PATCH', admin(`/products/${id}`), {
      sold_by: 'unit',
      price_cents: 3500,
      stock: 10,
    });
    expect(pieces.status, JSON.stringify(pieces.body)).toBe(200);
    expect(pieces.body.data).toMatchObject({
      sold_by: 'unit',
      weight_step_g: null,
      min_weight_g: null,
      max_weight_g: null,
      // 3000 grams are no limit of pieces: the default comes back.
      max_per_order: 20,
    });
  });
});
