import type { SoldBy } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repo from './admin-products.repository';
import { normalizeSearchText } from './search-text';

/**
 * Writing a store's offers and the products behind them (decision 042), for the console's
 * single edits and for imports of thousands of rows alike: every write is batched, and a
 * product-level change (name, description, category, unit, picture) never reaches another
 * store. Products are shared by every store that offers them; a store that changes one of its
 * product's own fields gets its own copy (copy-on-write), which keeps the offer (its id, carts,
 * orders, collections) and answers at the shared product's old address too.
 */

/** Everything an offer and its product hold, as they will be after a write. */
export interface OfferValues {
  sku: string | null;
  name: string;
  description: string;
  category_id: number;
  unit: string;
  /** JSON array of ProductImage, as stored. */
  images: string;
  price_cents: number;
  compare_at_price_cents: number | null;
  min_price_cents: number | null;
  stock: number;
  max_per_order: number;
  active: 0 | 1;
  /** Issue 25: a weight offer's stock and limit are grams; its rules are null on unit offers. */
  sold_by: SoldBy;
  weight_step_g: number | null;
  min_weight_g: number | null;
  max_weight_g: number | null;
  approx_piece_g: number | null;
}

/** A store's offer as read for a write: opaque outside this module but for its values. */
export type StoreOfferRow = repo.AdminOfferRow;

export interface OfferChange {
  current: repo.AdminOfferRow;
  next: OfferValues;
}

export interface WriteStore {
  id: number;
  slug: string;
}

const PRODUCT_FIELDS = ['name', 'description', 'category_id', 'unit', 'images'] as const;
const OFFER_FIELDS = [
  'sku',
  'price_cents',
  'compare_at_price_cents',
  'min_price_cents',
  'stock',
  'max_per_order',
  'active',
  'sold_by',
  'weight_step_g',
  'min_weight_g',
  'max_weight_g',
  'approx_piece_g',
] as const;

export function productFieldsChanged(current: repo.AdminOfferRow, next: OfferValues): boolean {
  return PRODUCT_FIELDS.some((field) => current[field] !== next[field]);
}

export function offerFieldsChanged(current: repo.AdminOfferRow, next: OfferValues): boolean {
  return OFFER_FIELDS.some((field) => current[field] !== next[field]);
}

/** The current values of an offer and its product, to merge a change into. */
export function currentValues(row: repo.AdminOfferRow): OfferValues {
  return {
    sku: row.sku,
    name: row.name,
    description: row.description,
    category_id: row.category_id,
    unit: row.unit,
    images: row.images,
    price_cents: row.price_cents,
    compare_at_price_cents: row.compare_at_price_cents,
    min_price_cents: row.min_price_cents,
    stock: row.stock,
    max_per_order: row.max_per_order,
    active: row.active === 1 ? 1 : 0,
    sold_by: row.sold_by,
    weight_step_g: row.weight_step_g,
    min_weight_g: row.min_weight_g,
    max_weight_g: row.max_weight_g,
    approx_piece_g: row.approx_piece_g,
  };
}

/** A store's offers that have a SKU, by SKU: what an import's rows are matched with. */
export async function storeOffersBySku(
  db: Kysely<DB>,
  storeId: number,
): Promise<Map<string, { row: StoreOfferRow; values: OfferValues }>> {
  const rows = await repo.listOffersWithSku(db, storeId);
  return new Map(rows.map((row) => [row.sku ?? '', { row, values: currentValues(row) }]));
}

/**
 * Creates products of the store and their offers; answers each new offer's id by SKU. Call it
 * inside the change's transaction.
 */
export async function createOffers(
  trx: Kysely<DB>,
  store: WriteStore,
  creates: readonly OfferValues[],
): Promise<Map<string, number>> {
  if (creates.length === 0) return new Map();
  const slugs = await freeSlugs(
    trx,
    creates.map((values) => productSlug(values.name)),
  );
  const productIds = await repo.insertProducts(
    trx,
    creates.map((values, i) => ({
      slug: slugs[i] ?? '',
      name: values.name,
      description: values.description,
      category_id: values.category_id,
      unit: values.unit,
      images: values.images,
      store_id: store.id,
    })),
  );
  return repo.insertOffers(
    trx,
    creates.map((values, i) => ({
      store_id: store.id,
      product_id: productIds.get(slugs[i] ?? '') ?? 0,
      sku: values.sku,
      price_cents: values.price_cents,
      compare_at_price_cents: values.compare_at_price_cents,
      min_price_cents: values.min_price_cents,
      stock: values.stock,
      max_per_order: values.max_per_order,
      active: values.active,
      sold_by: values.sold_by,
      weight_step_g: values.weight_step_g,
      min_weight_g: values.min_weight_g,
      max_weight_g: values.max_weight_g,
      approx_piece_g: values.approx_piece_g,
    })),
  );
}

/**
 * Writes changed offers: products the store owns are updated in place; a shared product whose
 * own fields change is copied for this store first (its slug + the store's, so the copy's
 * address is stable), and the offer moves to the copy. Call it inside the change's transaction.
 */
export async function updateOffers(
  trx: Kysely<DB>,
  store: WriteStore,
  changes: readonly OfferChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const productChanges = changes.filter((change) =>
    productFieldsChanged(change.current, change.next),
  );
  const owned = productChanges.filter((change) => change.current.product_store_id === store.id);
  const shared = productChanges.filter((change) => change.current.product_store_id !== store.id);

  await repo.updateProducts(
    trx,
    owned.map(({ current, next }) => ({
      id: current.product_id,
      name: next.name,
      description: next.description,
      category_id: next.category_id,
      unit: next.unit,
      images: next.images,
    })),
  );

  const copySlugs = await freeSlugs(
    trx,
    shared.map(({ current }) => `${current.slug}-${store.slug}`.slice(0, SLUG_MAX_LENGTH)),
  );
  const copyIds = await repo.insertProducts(
    trx,
    shared.map(({ current, next }, i) => ({
      slug: copySlugs[i] ?? '',
      name: next.name,
      description: next.description,
      category_id: next.category_id,
      unit: next.unit,
      images: next.images,
      store_id: store.id,
      source_product_id: current.product_id,
    })),
  );
  const movedTo = new Map(
    shared.map(({ current }, i) => [current.id, copyIds.get(copySlugs[i] ?? '') ?? 0]),
  );

  await repo.updateOffers(
    trx,
    changes
      .filter(({ current, next }) => movedTo.has(current.id) || offerFieldsChanged(current, next))
      .map(({ current, next }) => ({
        id: current.id,
        product_id: movedTo.get(current.id) ?? current.product_id,
        sku: next.sku,
        price_cents: next.price_cents,
        compare_at_price_cents: next.compare_at_price_cents,
        min_price_cents: next.min_price_cents,
        stock: next.stock,
        max_per_order: next.max_per_order,
        active: next.active,
        sold_by: next.sold_by,
        weight_step_g: next.weight_step_g,
        min_weight_g: next.min_weight_g,
        max_weight_g: next.max_weight_g,
        approx_piece_g: next.approx_piece_g,
      })),
  );
}

/**
 * Whether a write failed on a unique index (a SKU or a slug another request took between the
 * checks and the write): the caller answers it in Spanish instead of a 500.
 */
export function isCatalogueConflict(error: unknown): boolean {
  return repo.isUniqueViolation(error);
}

const SLUG_MAX_LENGTH = 100;

/** A product's address from its name: "Leche entera 1 L" → "leche-entera-1-l". */
export function productSlug(name: string): string {
  const slug = normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 8)
    .replace(/-+$/, '');
  return slug === '' ? 'producto' : slug;
}

/**
 * Free slugs for these bases, in order: the base itself when nobody has it, else the base
 * with -2, -3… Bases repeated in the batch get successive numbers without asking again.
 */
async function freeSlugs(trx: Kysely<DB>, bases: readonly string[]): Promise<string[]> {
  const result: (string | undefined)[] = bases.map(() => undefined);
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  let pending = bases.map((_, i) => i);
  while (pending.length > 0) {
    const candidates = pending.map((i) => {
      const base = bases[i] ?? '';
      const suffix = nextSuffix.get(base) ?? 1;
      nextSuffix.set(base, suffix + 1);
      return suffix === 1 ? base : `${base}-${suffix}`;
    });
    const taken = await repo.takenSlugs(trx, candidates);
    const still: number[] = [];
    pending.forEach((index, i) => {
      const candidate = candidates[i] ?? '';
      if (taken.has(candidate) || used.has(candidate)) still.push(index);
      else {
        used.add(candidate);
        result[index] = candidate;
      }
    });
    pending = still;
  }
  return result.map((slug) => slug ?? '');
}
