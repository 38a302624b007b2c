import {
  IMPORT_COLUMNS,
  type AuditPage,
  type ImportCommitResponse,
  type ImportPreview,
  type InventoryItem,
  apiMessages as messages,
} from '@canasta/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createOperator } from './factories';
import { multipartFile } from './multipart';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Spreadsheet imports (decision 042): a preview that writes nothing and names every bad row in
 * Spanish, a commit that writes every valid row or none, matched on SKU so a second commit of
 * the same file changes nothing and says so, one audit entry per commit.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let staff: TestUser;
let otherOwner: TestUser;
let interna: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await createOperator(t.database.db, 'interna', 'staff');
  otherOwner = await createOperator(t.database.db, 'polanco', 'owner');
  const store = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', 'interna')
    .executeTakeFirstOrThrow();
  interna = store.id;
});
afterAll(() => t.close());

const admin = (route: string, slug = 'interna') => `/api/admin/stores/${slug}${route}`;

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

/** A CSV with these columns and rows, quoted where a spreadsheet would quote. */
function csv(rows: Row[], columns: readonly string[] = IMPORT_COLUMNS, delimiter = ','): string {
  const cell = (value: string) =>
    /[",;\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return [
    columns.join(delimiter),
    ...rows.map((row) => columns.map((c) => cell(row[c as keyof Row] ?? '')).join(delimiter)),
  ].join('\r\n');
}

function productRow(n: number, overrides: Row = {}): Row {
  const sku = `PRUEBA-${String(n).padStart(5, '0')}`;
  return {
    sku,
    nombre: `Producto de prueba ${n}`,
    categoria: 'Abarrotes',
    precio: `${10 + (n % 90)}.50`,
    precio_antes: '',
    existencias: String(n % 50),
    maximo_por_pedido: '12',
    unidad: 'pieza',
    visible: 'sí',
    descripcion: `Descripción, con coma, del producto ${n}.`,
    ...overrides,
  };
}

function upload(body: string | Buffer, user = staff, slug = 'interna', field = 'file') {
  const form = multipartFile(field, 'productos.csv', 'text/csv', body);
  return t.app.inject({
    method: 'POST',
    url: admin('/imports', slug),
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

async function preview(body: string | Buffer): Promise<ImportPreview> {
  const res = await upload(body);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json<{ data: ImportPreview }>().data;
}

function commit(id: string, user = staff, slug = 'interna') {
  return t.app.inject({
    method: 'POST',
    url: admin(`/imports/${id}/commit`, slug),
    headers: user.auth,
  });
}

/** What an import could change: the products and offers tables and the audit. */
async function snapshot() {
  const count = async (table: 'products' | 'inventories' | 'audit_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const prices = await t.database.db
    .selectFrom('inventories')
    .select((eb) => eb.fn.sum<number | string>('price_cents').as('sum'))
    .executeTakeFirstOrThrow();
  return {
    products: await count('products'),
    inventories: await count('inventories'),
    audit: await count('audit_log'),
    prices: Number(prices.sum),
  };
}

describe('the template', () => {
  it('downloads as a UTF-8 CSV with a BOM, Spanish headers and two rows that import as they are', async () => {
    const res = await t.app.inject({ url: admin('/imports/template'), headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="plantilla-productos.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    const checked = await preview(res.body);
    expect(checked).toMatchObject({ total: 2, valid: 2, create: 2, errors: [] });
  });
});

describe('the preview', () => {
  it('checks 200 rows, names each of the 3 bad ones precisely, and writes nothing', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => productRow(i + 1));
    rows[12] = productRow(13, { precio: '12,5O' });
    rows[40] = productRow(41, { categoria: 'Ferretería' });
    rows[99] = productRow(100, { visible: 'quizá' });
    const before = await snapshot();
    const checked = await preview(csv(rows));
    expect(checked).toMatchObject({
      total: 200,
      valid: 197,
      invalid: 3,
      create: 197,
      update: 0,
      unchanged: 0,
      error_count: 3,
    });
    expect(checked.errors).toEqual([
      {
        row: 14,
        column: 'precio',
        message: 'Fila 14, precio: «12,5O» no es un precio (escríbelo como 23.50).',
      },
      {
        row: 42,
        column: 'categoria',
        message: 'Fila 42, categoria: «Ferretería» no es una categoría de la tienda.',
      },
      { row: 101, column: 'visible', message: 'Fila 101, visible: «quizá» no es «sí» ni «no».' },
    ]);
    // The bad rows are shown with what they said, the rest as what they will do.
    expect(checked.rows.find((row) => row.row === 14)).toMatchObject({
      action: 'invalid',
      cells: { precio: '12,5O', sku: 'PRUEBA-00013' },
    });
    expect(checked.rows.find((row) => row.row === 2)?.action).toBe('create');
    expect(checked.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await snapshot()).toEqual(before);
  });

  it('reads semicolons, a BOM, accented headers and leaves out optional columns', async () => {
    const body =
      '\uFEFFSKU;Nombre;Categoría;Precio;Existencias\r\n' +
      'SEMI-1;Café de olla;Bebidas;"$1,234.50";3\r\n';
    const checked = await preview(body);
    expect(checked).toMatchObject({
      valid: 1,
      create: 1,
      columns: ['sku', 'nombre', 'categoria', 'precio', 'existencias'],
    });
  });

  it('refuses a file it cannot read, in Spanish, on the file field', async () => {
    const cases: [string | Buffer, string][] = [
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), messages.importNotText],
      ['sku,nombre\nA,B\n', messages.importMissingColumns(['categoria', 'precio', 'existencias'])],
      ['sku,nombre,categoria,precio,existencias\n', messages.importNoRows],
    ];
    for (const [body, message] of cases) {
      const res = await upload(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { file: [message] } });
    }
    const wrongField = await upload('sku\n', staff, 'interna', 'archivo');
    expect(wrongField.json()).toMatchObject({ errors: { file: [messages.importFileMissing] } });
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: messages.importFileTooLarge });
  });
});

describe('the commit', () => {
  it('writes the valid rows once, with one audit entry; the same file again changes nothing', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => productRow(1000 + i));
    rows[5] = productRow(1005, { precio: 'gratis' });
    const body = csv(rows);
    const first = await preview(body);
    const before = await snapshot();
    const res = await commit(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportCommitResponse>()).toEqual({
      data: { created: 29, updated: 0, unchanged: 0 },
      message: 'Listo: 29 productos nuevos, 0 productos actualizados.',
    });
    const after = await snapshot();
    expect(after).toMatchObject({
      products: before.products + 29,
      inventories: before.inventories + 29,
      audit: before.audit + 1,
    });
    const audit = await t.app.inject({ url: admin('/audit?entity=import'), headers: staff.auth });
    expect(audit.json<AuditPage>().data[0]).toMatchObject({
      action: 'import.commit',
      entity_id: first.id,
      after: { file_name: 'productos.csv', rows: 29, created: 29, updated: 0, unchanged: 0 },
    });
    const shop = await t.app.inject(
      `/api/shop/stores/${interna}/inventories/producto-de-prueba-1000`,
    );
    expect(shop.json<{ data: InventoryItem }>().data).toMatchObject({
      price_cents: 2050,
      stock: 0,
      max_per_order: 12,
      product: {
        name: 'Producto de prueba 1000',
        description: 'Descripción, con coma, del producto 1000.',
      },
    });

    // A double tap: the same preview can't be applied twice.
    const again = await commit(first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.importAlreadyCommitted });

    // The same file uploaded again: every row is already so.
    const second = await preview(body);
    expect(second).toMatchObject({ create: 0, update: 0, unchanged: 29, invalid: 1 });
    const repeat = await commit(second.id);
    expect(repeat.json<ImportCommitResponse>()).toEqual({
      data: { created: 0, updated: 0, unchanged: 29 },
      message: 'No hubo cambios: los 29 productos del archivo ya estaban así.',
    });
    expect(await snapshot()).toEqual({ ...after, audit: after.audit + 1 });
  });

  it('updates the demo products by SKU and the shop shows the new prices at once', async () => {
    const offers = await t.database.db
      .selectFrom('inventories as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['i.id', 'i.sku', 'i.stock', 'p.name', 'p.slug', 'c.name as category'])
      .where('i.store_id', '=', interna)
      .where('i.min_price_cents', 'is', null)
      .where('i.compare_at_price_cents', 'is', null)
      .orderBy('i.id')
      .limit(3)
      .execute();
    // The shop's answer is cached first.
    const slug = offers[0]?.slug ?? '';
    await t.app.inject(`/api/shop/stores/${interna}/inventories/${slug}`);
    const rows = offers.map((offer, i) => ({
      sku: offer.sku ?? '',
      nombre: offer.name,
      categoria: offer.category.toUpperCase(),
      precio: `${100 + i}.00`,
      existencias: String(offer.stock),
    }));
    const checked = await preview(
      csv(rows, ['sku', 'nombre', 'categoria', 'precio', 'existencias']),
    );
    expect(checked).toMatchObject({ update: 3, create: 0 });
    expect((await commit(checked.id)).json<ImportCommitResponse>().data).toEqual({
      created: 0,
      updated: 3,
      unchanged: 0,
    });
    const shop = await t.app.inject(`/api/shop/stores/${interna}/inventories/${slug}`);
    expect(shop.json<{ data: InventoryItem }>().data.price_cents).toBe(10000);
    // No product field changed: no store copy was made.
    expect(shop.json<{ data: InventoryItem }>().data.product.slug).toBe(slug);
  });

  it('refuses another store’s preview, an unknown one and an expired one', async () => {
    const checked = await preview(csv([productRow(5000)]));
    expect((await commit(checked.id, otherOwner, 'polanco')).statusCode).toBe(404);
    expect((await commit('a'.repeat(24))).json()).toMatchObject({ code: 'import_not_found' });
    clock.set(new Date(MONDAY_10AM.getTime() + 61 * 60_000));
    try {
      const late = await commit(checked.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: messages.importExpired });
    } finally {
      clock.set(MONDAY_10AM);
    }
  });

  it('stops the whole commit when the catalogue changed under a row since the preview', async () => {
    const offer = await t.database.db
      .selectFrom('inventories as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['i.id', 'i.sku', 'i.price_cents', 'p.name', 'c.name as category'])
      .where('i.store_id', '=', interna)
      .where('i.compare_at_price_cents', 'is', null)
      .where('i.min_price_cents', 'is', null)
      .orderBy('i.id', 'desc')
      .executeTakeFirstOrThrow();
    const checked = await preview(
      csv(
        [
          productRow(6000),
          {
            sku: offer.sku ?? '',
            nombre: offer.name,
            categoria: offer.category,
            precio: '5.00',
            existencias: '1',
          },
        ],
        ['sku', 'nombre', 'categoria', 'precio', 'existencias'],
      ),
    );
    expect(checked).toMatchObject({ valid: 2, update: 1 });
    // Meanwhile the product gets a floor above the file's price.
    const floor = await t.app.inject({
      method: 'PATCH',
      url: admin(`/products/${offer.id}`),
      headers: staff.auth,
      payload: { min_price_cents: 600 },
    });
    expect(floor.statusCode, floor.body).toBe(200);
    const before = await snapshot();
    const res = await commit(checked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: messages.importStale,
      errors: { precio: [messages.importBelowFloor(3, '$5.00', 600)] },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('all or nothing', () => {
  it('a failure at row 9,000 of 10,000 leaves nothing written, and the preview can be retried', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => productRow(20_000 + i));
    const failing = rows[8_998]?.sku ?? '';
    const checked = await preview(csv(rows));
    expect(checked).toMatchObject({ total: 10_000, valid: 10_000, create: 10_000 });
    const before = await snapshot();
    await forceFailureOn(failing);
    try {
      const res = await commit(checked.id);
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
      const written = await t.database.db
        .selectFrom('inventories')
        .select('id')
        .where('sku', '=', rows[0]?.sku ?? '')
        .execute();
      expect(written).toEqual([]);
    } finally {
      await stopForcedFailure();
    }
    // The preview was not stamped as applied: the same one goes through now.
    const res = await commit(checked.id);
    expect(res.json<ImportCommitResponse>().data).toEqual({
      created: 10_000,
      updated: 0,
      unchanged: 0,
    });
    expect(await snapshot()).toMatchObject({
      inventories: before.inventories + 10_000,
      audit: before.audit + 1,
    });
  }, 120_000);
});

/** A database trigger that refuses the offer with this SKU: a real failure mid-commit. */
async function forceFailureOn(sku: string) {
  const db = t.database.db;
  if (t.database.dialect === 'sqlite') {
    await sql`create trigger test_fail_import before insert on inventories
      when new.sku = ${sql.lit(sku)} begin select raise(abort, 'forced failure'); end`.execute(db);
    return;
  }
  await sql`create function test_fail_import() returns trigger language plpgsql as $$
    begin
      if new.sku = ${sql.lit(sku)} then raise exception 'forced failure'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger test_fail_import before insert on inventories
    for each row execute function test_fail_import()`.execute(db);
}

async function stopForcedFailure() {
  const db = t.database.db;
  if (t.database.dialect === 'sqlite') {
    await sql`drop trigger test_fail_import`.execute(db);
    return;
  }
  await sql`drop trigger test_fail_import on inventories`.execute(db);
  await sql`drop function test_fail_import()`.execute(db);
}
