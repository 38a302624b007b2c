import { apiMessages as messages } from '@canasta/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { type ImportRecord, headerName, readImportFile } from './import-file';
import { planImportRow } from './import-plan';
import { checkImportRow, looseText } from './import-rows';

const categories = new Map([
  [looseText('Frutas'), 1],
  [looseText('Lácteos y huevo'), 3],
]);

function record(cells: ImportRecord['cells'], row = 2): ImportRecord {
  return { row, cells, extraValues: 0, valueCount: Object.keys(cells).length };
}

const good = {
  sku: 'AGU-01',
  nombre: 'Aguacate Hass',
  categoria: 'frutas',
  precio: '79.90',
  existencias: '25',
};

function errorsOf(cells: ImportRecord['cells'], row = 14): string[] {
  const check = checkImportRow(record(cells, row), categories);
  return check.ok ? [] : check.errors.map((error) => error.message);
}

function fileError(data: string | Buffer): string[] {
  try {
    readImportFile(typeof data === 'string' ? Buffer.from(data) : data);
  } catch (error) {
    if (error instanceof AppError) return error.extra.errors?.file ?? [];
  }
  throw new Error('the file was read');
}

describe('reading a row', () => {
  it('reads prices in pesos as written in Mexico, with or without sign and thousands', () => {
    const cases: [string, number][] = [
      ['23.50', 2350],
      ['$23.50', 2350],
      ['$ 23.5', 2350],
      ['1,234.50', 123450],
      ['$1,234', 123400],
      ['7', 700],
    ];
    for (const [precio, cents] of cases) {
      const check = checkImportRow(record({ ...good, precio }), categories);
      expect(check.ok && check.value.price_cents, precio).toBe(cents);
    }
  });

  it('says exactly which row, column and value is not a price', () => {
    expect(errorsOf({ ...good, precio: '12,5O' })).toEqual([
      messages.importNotPrice(14, 'precio', '12,5O'),
    ]);
    expect(errorsOf({ ...good, precio: '12,50' })).toEqual([
      messages.importPriceDecimalComma(14, 'precio', '12,50'),
    ]);
    expect(errorsOf({ ...good, precio: '-3' })[0]).toBe(
      'Fila 14, precio: «-3» no es un precio (escríbelo como 23.50).',
    );
    expect(errorsOf({ ...good, precio: '23.505' })).toHaveLength(1);
    expect(errorsOf({ ...good, precio: '200000' })[0]).toContain('demasiado alto');
  });

  it('matches categories ignoring case and accents, and names an unknown one', () => {
    const check = checkImportRow(record({ ...good, categoria: '  LACTEOS Y  HUEVO ' }), categories);
    expect(check.ok && check.value.category_id).toBe(3);
    expect(errorsOf({ ...good, categoria: 'Ferretería' })).toEqual([
      'Fila 14, categoria: «Ferretería» no es una categoría de la tienda.',
    ]);
  });

  it('reads visible as sí, si or no, in any case', () => {
    for (const [visible, expected] of [
      ['sí', true],
      ['SI', true],
      ['Si', true],
      ['no', false],
      ['NO', false],
    ] as const) {
      const check = checkImportRow(record({ ...good, visible }), categories);
      expect(check.ok && check.value.visible, visible).toBe(expected);
    }
    expect(errorsOf({ ...good, visible: 'tal vez' })).toEqual([
      messages.importNotYesNo(14, 'tal vez'),
    ]);
  });

  it('reports every problem of a row at once, each with its column', () => {
    const check = checkImportRow(
      record(
        { sku: 'con espacio', nombre: '', categoria: 'Frutas', precio: 'diez', existencias: '-1' },
        9,
      ),
      categories,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.map((error) => error.column)).toEqual([
      'sku',
      'nombre',
      'precio',
      'existencias',
    ]);
    expect(check.errors.every((error) => error.message.startsWith('Fila 9, '))).toBe(true);
  });

  it('wants a "before" price above the price, and keeps absent columns undefined', () => {
    expect(errorsOf({ ...good, precio_antes: '70.00' })).toEqual([
      messages.importCompareAtNotAbove(14, '70.00', '$79.90'),
    ]);
    const blank = checkImportRow(record({ ...good, precio_antes: '' }), categories);
    expect(blank.ok && blank.value.compare_at_price_cents).toBeNull();
    const absent = checkImportRow(record(good), categories);
    expect(absent.ok && 'compare_at_price_cents' in absent.value).toBe(false);
    expect(absent.ok && absent.value.max_per_order).toBeUndefined();
  });

  it('checks whole numbers and their ranges', () => {
    expect(errorsOf({ ...good, existencias: '1,200' })).toEqual([]);
    expect(errorsOf({ ...good, existencias: '2.5' })).toEqual([
      messages.importNotWhole(14, 'existencias', '2.5'),
    ]);
    expect(errorsOf({ ...good, maximo_por_pedido: '0' })).toEqual([
      messages.importOutOfRange(14, 'maximo_por_pedido', '0', 1, 999),
    ]);
  });
});

describe('reading the file', () => {
  it('takes a BOM, semicolons, accented headers in any case and quoted values', () => {
    const csv =
      '\uFEFFSKU;Nombre;Categoría;Precio;Precio antes;Existencias;Descripción\r\n' +
      'A-1;"Queso ""fresco""; 400 g";Lácteos y huevo;"1,234.50";;12;"Dos\nlíneas"\r\n' +
      ';;;;;;\r\n' +
      'A-2;Mango;Frutas;$44.90;52.00;3;\r\n';
    const file = readImportFile(Buffer.from(csv));
    expect(file.columns).toEqual([
      'sku',
      'nombre',
      'categoria',
      'precio',
      'precio_antes',
      'existencias',
      'descripcion',
    ]);
    // The blank row keeps its number: rows are the spreadsheet's.
    expect(file.records.map((r) => r.row)).toEqual([2, 4]);
    expect(file.records[0]?.cells).toMatchObject({
      nombre: 'Queso "fresco"; 400 g',
      precio: '1,234.50',
      descripcion: 'Dos\nlíneas',
    });
  });

  it('takes commas when the header has them', () => {
    const file = readImportFile(
      Buffer.from('sku,nombre,categoria,precio,existencias\nB-1,Pera,Frutas,"$1,059.90",4\n'),
    );
    expect(file.records[0]?.cells.precio).toBe('$1,059.90');
    expect(headerName(' Máximo-por pedido ')).toBe('maximo_por_pedido');
  });

  it('refuses what is not a CSV of the template, in Spanish', () => {
    expect(fileError('')).toEqual([messages.importEmpty]);
    expect(fileError(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual([
      messages.importNotText,
    ]);
    // "Categoría" in Latin-1, as an old Excel saves it.
    expect(
      fileError(Buffer.from([0x63, 0x61, 0x74, 0x65, 0x67, 0x6f, 0x72, 0xed, 0x61, 0x0a])),
    ).toEqual([messages.importNotUtf8]);
    expect(fileError('sku,nombre,categoria,precio,existencias\n')).toEqual([messages.importNoRows]);
    expect(fileError('sku,nombre,precio,color\nA,B,1,rojo\n')).toEqual([
      messages.importUnknownColumn('color', [
        'sku',
        'nombre',
        'categoria',
        'precio',
        'precio_antes',
        'existencias',
        'maximo_por_pedido',
        'unidad',
        'visible',
        'descripcion',
      ]),
      messages.importMissingColumns(['categoria', 'existencias']),
    ]);
    expect(fileError('sku,nombre,categoria,precio,existencias\nA,"sin cerrar,x,1,2\n')[0]).toMatch(
      /^No pudimos leer el archivo como CSV cerca de la fila \d+: unas comillas se abren y no se cierran\.$/,
    );
  });

  it('counts values past the header as the row’s problem', () => {
    const file = readImportFile(
      Buffer.from('sku,nombre,categoria,precio,existencias\nA,Pera,Frutas,1,059.90,4\n'),
    );
    const check = checkImportRow(file.records[0] as ImportRecord, categories);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors[0]).toMatchObject({
      row: 2,
      column: null,
      message: messages.importRowColumnCount(2, 6, 5),
    });
  });
});

describe('planning a row against the store', () => {
  const current = {
    sku: 'AGU-01',
    name: 'Aguacate Hass',
    description: 'Cremoso.',
    category_id: 1,
    unit: 'kg',
    images: '[]',
    price_cents: 7990,
    compare_at_price_cents: 9490,
    min_price_cents: 7000,
    stock: 25,
    max_per_order: 10,
    active: 1 as const,
    sold_by: 'unit' as const,
    weight_step_g: null,
    min_weight_g: null,
    max_weight_g: null,
    approx_piece_g: null,
  };
  const value = {
    row: 5,
    sku: 'AGU-01',
    name: 'Aguacate Hass',
    category_id: 1,
    price_cents: 7990,
    stock: 25,
  };

  it('creates with defaults, changes nothing when the row says what the store has', () => {
    expect(planImportRow(value, undefined)).toMatchObject({
      action: 'create',
      next: { unit: 'pieza', max_per_order: 20, active: 1, compare_at_price_cents: null },
    });
    expect(planImportRow(value, current)).toEqual({ action: 'unchanged' });
    expect(planImportRow({ ...value, stock: 30 }, current)).toMatchObject({
      action: 'update',
      next: { stock: 30, description: 'Cremoso.', max_per_order: 10 },
    });
  });

  it('refuses a price under the product’s floor or not under its kept "before" price', () => {
    expect(planImportRow({ ...value, price_cents: 6000 }, current)).toMatchObject({
      action: 'invalid',
      error: { row: 5, column: 'precio', message: messages.importBelowFloor(5, '$60.00', 7000) },
    });
    expect(planImportRow({ ...value, price_cents: 9990 }, current)).toMatchObject({
      action: 'invalid',
    });
    expect(
      planImportRow({ ...value, price_cents: 9990, compare_at_price_cents: null }, current),
    ).toMatchObject({ action: 'update', next: { compare_at_price_cents: null } });
  });

  it('keeps a weight offer sold by weight, its limit its maximum weight', () => {
    const weighed = {
      ...current,
      sold_by: 'weight' as const,
      weight_step_g: 250,
      min_weight_g: 250,
      max_weight_g: 3000,
      max_per_order: 3000,
      stock: 20_000,
    };
    expect(planImportRow({ ...value, stock: 15_000, max_per_order: 5 }, weighed)).toMatchObject({
      action: 'update',
      next: { sold_by: 'weight', stock: 15_000, max_per_order: 3000, weight_step_g: 250 },
    });
  });
});
