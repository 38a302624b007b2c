import {
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_UNIT,
  type ImportRowError,
  formatMoney,
} from '@canasta/contract';
import { messages } from '../../messages';
import type { OfferValues } from '../catalogue/product-writes.service';
import type { ImportRowValue } from './import-rows';

/** What committing one valid row does to the catalogue, against the store's offers as they are. */
export type RowPlan =
  | { action: 'create'; next: OfferValues }
  | { action: 'update'; next: OfferValues }
  | { action: 'unchanged' }
  | { action: 'invalid'; error: ImportRowError };

/**
 * Matches a row to the store's offer with its SKU (decision 042): none, a new product; one, its
 * values with the row's written over them, or nothing at all when they are already so. Used by
 * the preview and again by the commit, against the catalogue as it is then.
 */
export function planImportRow(value: ImportRowValue, current: OfferValues | undefined): RowPlan {
  if (!current) {
    return {
      action: 'create',
      next: {
        sku: value.sku,
        name: value.name,
        description: value.description ?? '',
        category_id: value.category_id,
        unit: value.unit ?? DEFAULT_UNIT,
        images: '[]',
        price_cents: value.price_cents,
        compare_at_price_cents: value.compare_at_price_cents ?? null,
        min_price_cents: null,
        stock: value.stock,
        max_per_order: value.max_per_order ?? DEFAULT_MAX_PER_ORDER,
        active: value.visible === false ? 0 : 1,
        // The spreadsheet has no weight columns: what it creates is sold by the piece.
        sold_by: 'unit',
        weight_step_g: null,
        min_weight_g: null,
        max_weight_g: null,
        approx_piece_g: null,
      },
    };
  }
  const next: OfferValues = {
    ...current,
    name: value.name,
    category_id: value.category_id,
    price_cents: value.price_cents,
    stock: value.stock,
    ...(value.compare_at_price_cents === undefined
      ? {}
      : { compare_at_price_cents: value.compare_at_price_cents }),
    // A weight offer's limit is its maximum weight, set in the console (stock is grams there).
    ...(value.max_per_order === undefined || current.sold_by === 'weight'
      ? {}
      : { max_per_order: value.max_per_order }),
    ...(value.unit === undefined ? {} : { unit: value.unit }),
    ...(value.visible === undefined ? {} : { active: value.visible ? 1 : 0 }),
    ...(value.description === undefined ? {} : { description: value.description }),
  };
  const price = formatMoney(next.price_cents);
  if (next.min_price_cents !== null && next.price_cents < next.min_price_cents) {
    return invalid(
      value.row,
      'precio',
      messages.importBelowFloor(value.row, price, next.min_price_cents),
    );
  }
  // Without a "precio_antes" column the offer keeps its "before" price, which must stay above.
  if (next.compare_at_price_cents !== null && next.compare_at_price_cents <= next.price_cents) {
    return invalid(
      value.row,
      'precio',
      messages.importKeptCompareAtNotAbove(value.row, price, next.compare_at_price_cents),
    );
  }
  const changed = (Object.keys(next) as (keyof OfferValues)[]).some(
    (key) => next[key] !== current[key],
  );
  return changed ? { action: 'update', next } : { action: 'unchanged' };
}

function invalid(row: number, column: 'precio', message: string): RowPlan {
  return { action: 'invalid', error: { row, column, message } };
}
