import type { SoldBy } from '@canasta/contract';
import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, InventoriesTable, ProductsTable } from '../../db/schema';
import { productMatches } from './product-search.repository';

/** A store's offer with its product, as the console reads and edits it. */
export interface AdminOfferRow {
  id: number;
  sku: string | null;
  price_cents: number;
  compare_at_price_cents: number | null;
  min_price_cents: number | null;
  stock: number;
  max_per_order: number;
  active: number;
  sold_by: SoldBy;
  weight_step_g: number | null;
  min_weight_g: number | null;
  max_weight_g: number | null;
  approx_piece_g: number | null;
  product_id: number;
  /** The store that owns the product; null for the shared catalogue's. */
  product_store_id: number | null;
  slug: string;
  name: string;
  description: string;
  category_id: number;
  unit: string;
  images: string;
}

const OFFER_COLUMNS = [
  'i.id',
  'i.sku',
  'i.price_cents',
  'i.compare_at_price_cents',
  'i.min_price_cents',
  'i.stock',
  'i.max_per_order',
  'i.active',
  'i.sold_by',
  'i.weight_step_g',
  'i.min_weight_g',
  'i.max_weight_g',
  'i.approx_piece_g',
  'p.id as product_id',
  'p.store_id as product_store_id',
  'p.slug',
  'p.name',
  'p.description',
  'p.category_id',
  'p.unit',
  'p.images',
] as const;

function storeOffers(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .where('i.store_id', '=', storeId);
}

export interface AdminOfferFilter {
  storeId: number;
  /** Search words (`searchWords`): the product's name or description, or the SKU's start. */
  words?: readonly string[];
  /** What was typed, trimmed and lower-cased: matched against the SKU's start. */
  skuPrefix?: string;
  categoryId?: number;
  /** Sold out; or not sold out but fewer than `lowBelow` left. */
  stock?: { kind: 'out' } | { kind: 'low'; below: number };
  active?: 0 | 1;
}

/** A LIKE pattern matching strings that start with `prefix` (%, _ and \ escaped with \). */
function startsWithPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listOffers(
  db: Kysely<DB>,
  filter: AdminOfferFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminOfferRow[]; total: number }> {
  let query = storeOffers(db, filter.storeId);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.active !== undefined) query = query.where('i.active', '=', filter.active);
  if (filter.stock?.kind === 'out') query = query.where('i.stock', '=', 0);
  if (filter.stock?.kind === 'low') {
    query = query.where('i.stock', '>', 0).where('i.stock', '<', filter.stock.below);
  }
  const searching = filter.words !== undefined || filter.skuPrefix !== undefined;
  if (!searching) {
    const [rows, total] = await Promise.all([
      query
        .select(OFFER_COLUMNS)
        .orderBy('p.slug')
        .orderBy('i.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  }
  // The name and description through the full-text index (decision 026), or the SKU's start.
  const matches: RawBuilder<{ product_id: number; tier: number; score: number }> = filter.words
    ?.length
    ? productMatches(db, filter.words)
    : sql`(select 0 as product_id, 0 as tier, 0 as score where 1 = 0)`;
  const skuPattern = filter.skuPrefix === undefined ? null : startsWithPattern(filter.skuPrefix);
  const skuMatch =
    skuPattern === null
      ? sql<boolean>`1 = 0`
      : sql<boolean>`lower(i.sku) like ${skuPattern} escape '\\'`;
  const matched = query
    .leftJoin(matches.as('m'), (join) => join.on(sql<boolean>`m.product_id = p.id`))
    .where(sql<boolean>`(m.product_id is not null or ${skuMatch})`);
  const [rows, total] = await Promise.all([
    matched
      .select(OFFER_COLUMNS)
      // A SKU match first (the operator typed the code), then the search's own ranking.
      .orderBy(sql`case when ${skuMatch} then 0 else 1 end`)
      .orderBy(sql`coalesce(m.tier, 3)`)
      .orderBy(sql`coalesce(m.score, 0)`)
      .orderBy('p.slug')
      .orderBy('i.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matched.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function findOffer(db: Kysely<DB>, storeId: number, id: number) {
  return storeOffers(db, storeId).select(OFFER_COLUMNS).where('i.id', '=', id).executeTakeFirst();
}

/** Every offer of a store, for an import to match its rows on SKU. */
export function listOffersWithSku(db: Kysely<DB>, storeId: number) {
  return storeOffers(db, storeId).select(OFFER_COLUMNS).where('i.sku', 'is not', null).execute();
}

/** Another offer of the store with this SKU, if any. */
export function findOfferIdBySku(db: Kysely<DB>, storeId: number, sku: string) {
  return db
    .selectFrom('inventories')
    .select('id')
    .where('store_id', '=', storeId)
    .where('sku', '=', sku)
    .executeTakeFirst();
}

export function findCategoryIds(db: Kysely<DB>, ids: readonly number[]) {
  return db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
}

/** Which of these product slugs are taken (by any product, of any store). */
export async function takenSlugs(db: Kysely<DB>, slugs: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const chunk of chunks(slugs, 500)) {
    const rows = await db
      .selectFrom('products')
      .select('slug')
      .where('slug', 'in', chunk)
      .execute();
    for (const row of rows) taken.add(row.slug);
  }
  return taken;
}

export type NewProductRow = Insertable<ProductsTable>;
export type NewOfferRow = Insertable<InventoriesTable>;

/** Inserts products, a few hundred a statement; answers their ids by slug (slugs are unique). */
export async function insertProducts(
  db: Kysely<DB>,
  rows: readonly NewProductRow[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows, 200)) {
    const inserted = await db
      .insertInto('products')
      .values([...chunk])
      .returning(['id', 'slug'])
      .execute();
    for (const row of inserted) ids.set(row.slug, row.id);
  }
  return ids;
}

/** Inserts offers, a few hundred a statement; answers their ids by SKU (unique in a store). */
export async function insertOffers(
  db: Kysely<DB>,
  rows: readonly NewOfferRow[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows, 300)) {
    const inserted = await db
      .insertInto('inventories')
      .values([...chunk])
      .returning(['id', 'sku'])
      .execute();
    for (const row of inserted) if (row.sku !== null) ids.set(row.sku, row.id);
  }
  return ids;
}

export interface ProductUpdate {
  id: number;
  name: string;
  description: string;
  category_id: number;
  unit: string;
  images: string;
}

export interface OfferUpdate {
  id: number;
  product_id: number;
  sku: string | null;
  price_cents: number;
  compare_at_price_cents: number | null;
  min_price_cents: number | null;
  stock: number;
  max_per_order: number;
  active: number;
  sold_by: SoldBy;
  weight_step_g: number | null;
  min_weight_g: number | null;
  max_weight_g: number | null;
  approx_piece_g: number | null;
}

// Many rows change in one statement: `update … from (values …)`, which SQLite (3.33+) and
// PostgreSQL both read. VALUES columns are named column1, column2… by both; every value is cast
// so PostgreSQL knows each column's type from the first row.
const int = (value: number | null) => sql`cast(${value} as integer)`;
const text = (value: string | null) => sql`cast(${value} as text)`;

export async function updateProducts(
  db: Kysely<DB>,
  rows: readonly ProductUpdate[],
): Promise<void> {
  for (const chunk of chunks(rows, 300)) {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${int(row.id)}, ${text(row.name)}, ${text(row.description)}, ${int(row.category_id)}, ${text(row.unit)}, ${text(row.images)})`,
      ),
    );
    await sql`
      update products set
        name = v.column2, description = v.column3, category_id = v.column4, unit = v.column5,
        images = v.column6
      from (values ${values}) as v
      where products.id = v.column1`.execute(db);
  }
}

export async function updateOffers(db: Kysely<DB>, rows: readonly OfferUpdate[]): Promise<void> {
  for (const chunk of chunks(rows, 300)) {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${int(row.id)}, ${int(row.product_id)}, ${text(row.sku)}, ${int(row.price_cents)}, ${int(row.compare_at_price_cents)}, ${int(row.min_price_cents)}, ${int(row.stock)}, ${int(row.max_per_order)}, ${int(row.active)}, ${text(row.sold_by)}, ${int(row.weight_step_g)}, ${int(row.min_weight_g)}, ${int(row.max_weight_g)}, ${int(row.approx_piece_g)})`,
      ),
    );
    await sql`
      update inventories set
        product_id = v.column2, sku = v.column3, price_cents = v.column4,
        compare_at_price_cents = v.column5, min_price_cents = v.column6, stock = v.column7,
        max_per_order = v.column8, active = v.column9, sold_by = v.column10,
        weight_step_g = v.column11, min_weight_g = v.column12, max_weight_g = v.column13,
        approx_piece_g = v.column14
      from (values ${values}) as v
      where inventories.id = v.column1`.execute(db);
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
