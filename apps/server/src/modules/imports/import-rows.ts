import {
  ADMIN_PRODUCT_MAX_LENGTH,
  type ImportColumn,
  type ImportRowError,
  MAX_LINE_QTY,
  PRICE_MAX_CENTS,
  STOCK_MAX,
  SkuSchema,
  formatMoney,
  parsePriceText,
} from '@canasta/contract';
import { messages } from '../../messages';
import type { ImportRecord } from './import-file';

/**
 * One valid row of an import, parsed (decision 042). A column the file doesn't have, or a
 * blank optional cell, is `undefined`: an existing product keeps what it has, a new one takes
 * the default. `compare_at_price_cents` is the exception: a blank "precio_antes" is null, no
 * "before" price, because clearing the cell is how a spreadsheet ends an offer.
 */
export interface ImportRowValue {
  row: number;
  sku: string;
  name: string;
  category_id: number;
  price_cents: number;
  compare_at_price_cents?: number | null;
  stock: number;
  max_per_order?: number;
  unit?: string;
  visible?: boolean;
  description?: string;
}

export type RowCheck =
  { ok: true; value: ImportRowValue } | { ok: false; errors: ImportRowError[] };

/** Lower-case, accent-free, single-spaced: how category names and "sí" are matched. */
export function looseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Checks one row; every problem of the row is reported, each naming its column and value. */
export function checkImportRow(
  record: ImportRecord,
  categoryIds: ReadonlyMap<string, number>,
): RowCheck {
  const { row, cells } = record;
  const errors: ImportRowError[] = [];
  const fail = (column: ImportColumn | null, message: string) => {
    errors.push({ row, column, message });
    return undefined;
  };
  if (record.extraValues > 0) {
    const expected = record.valueCount - record.extraValues;
    fail(null, messages.importRowColumnCount(row, record.valueCount, expected));
  }
  const cell = (column: ImportColumn) => cells[column] ?? '';
  const present = (column: ImportColumn) => cell(column) !== '';
  const required = (column: ImportColumn) =>
    present(column) ? cell(column) : fail(column, messages.importRequired(row, column));

  const skuText = required('sku');
  const sku = skuText === undefined ? undefined : checkSku(row, skuText, fail);

  const nameText = required('nombre');
  const name =
    nameText === undefined ? undefined : checkText(row, 'nombre', nameText, MAX.name, fail, true);

  const categoryText = required('categoria');
  const category_id =
    categoryText === undefined
      ? undefined
      : (categoryIds.get(looseText(categoryText)) ??
        fail('categoria', messages.importUnknownCategory(row, categoryText)));

  const priceText = required('precio');
  const price_cents =
    priceText === undefined ? undefined : parsePrice(row, 'precio', priceText, fail);

  let compare_at_price_cents: number | null | undefined;
  if ('precio_antes' in cells) {
    const text = cell('precio_antes');
    compare_at_price_cents =
      text === '' ? null : (parsePrice(row, 'precio_antes', text, fail) ?? null);
    if (
      typeof compare_at_price_cents === 'number' &&
      price_cents !== undefined &&
      compare_at_price_cents <= price_cents
    ) {
      fail('precio_antes', messages.importCompareAtNotAbove(row, text, formatMoney(price_cents)));
    }
  }

  const stockText = required('existencias');
  const stock =
    stockText === undefined
      ? undefined
      : parseWhole(row, 'existencias', stockText, 0, STOCK_MAX, fail);

  const max_per_order = present('maximo_por_pedido')
    ? parseWhole(row, 'maximo_por_pedido', cell('maximo_por_pedido'), 1, MAX_LINE_QTY, fail)
    : undefined;
  const unit = present('unidad')
    ? checkText(row, 'unidad', cell('unidad'), MAX.unit, fail, true)
    : undefined;
  const visible = present('visible') ? parseYesNo(row, cell('visible'), fail) : undefined;
  const description = present('descripcion')
    ? checkText(row, 'descripcion', cell('descripcion'), MAX.description, fail, false)
    : undefined;

  if (
    errors.length > 0 ||
    sku === undefined ||
    name === undefined ||
    category_id === undefined ||
    price_cents === undefined ||
    stock === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      row,
      sku,
      name,
      category_id,
      price_cents,
      stock,
      ...(compare_at_price_cents === undefined ? {} : { compare_at_price_cents }),
      ...(max_per_order === undefined ? {} : { max_per_order }),
      ...(unit === undefined ? {} : { unit }),
      ...(visible === undefined ? {} : { visible }),
      ...(description === undefined ? {} : { description }),
    },
  };
}

const MAX = ADMIN_PRODUCT_MAX_LENGTH;
type Fail = (column: ImportColumn | null, message: string) => undefined;

function checkSku(row: number, text: string, fail: Fail): string | undefined {
  if (text.length > MAX.sku) return fail('sku', messages.importTooLong(row, 'sku', MAX.sku));
  return SkuSchema.safeParse(text).success ? text : fail('sku', messages.importBadSku(row, text));
}

function checkText(
  row: number,
  column: ImportColumn,
  text: string,
  max: number,
  fail: Fail,
  needsLetters: boolean,
): string | undefined {
  if (text.length > max) return fail(column, messages.importTooLong(row, column, max));
  if (needsLetters && !/[\p{L}\p{N}]/u.test(text)) {
    return fail(column, messages.importNoLetters(row, column, text));
  }
  return text;
}

/** A price in pesos as written in Mexico (`parsePriceText`), at most PRICE_MAX_CENTS. */
export function parsePrice(
  row: number,
  column: ImportColumn,
  text: string,
  fail: Fail,
): number | undefined {
  const price = parsePriceText(text, PRICE_MAX_CENTS);
  if (price.ok) return price.cents;
  switch (price.problem) {
    case 'decimal_comma':
      return fail(column, messages.importPriceDecimalComma(row, column, text));
    case 'too_high':
      return fail(column, messages.importPriceTooHigh(row, column, text, PRICE_MAX_CENTS));
    case 'not_price':
      return fail(column, messages.importNotPrice(row, column, text));
  }
}

/** A whole number, with or without thousands commas: "40", "1,200". */
const WHOLE = /^(\d{1,3}(?:,\d{3})+|\d+)$/;

function parseWhole(
  row: number,
  column: ImportColumn,
  text: string,
  min: number,
  max: number,
  fail: Fail,
): number | undefined {
  const match = WHOLE.exec(text);
  if (!match) return fail(column, messages.importNotWhole(row, column, text));
  const value = Number((match[1] ?? '').replaceAll(',', ''));
  if (value < min || value > max) {
    return fail(column, messages.importOutOfRange(row, column, text, min, max));
  }
  return value;
}

function parseYesNo(row: number, text: string, fail: Fail): boolean | undefined {
  const value = looseText(text);
  if (value === 'si') return true;
  if (value === 'no') return false;
  return fail('visible', messages.importNotYesNo(row, text));
}
