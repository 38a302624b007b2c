import type { SoldBy } from '@canasta/contract';
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { productMatches } from './product-search.repository';

export interface InventoryWithProductRow {
  id: number;
  price_cents: number;
  compare_at_price_cents: number | null;
  stock: number;
  max_per_order: number;
  sold_by: SoldBy;
  weight_step_g: number | null;
  min_weight_g: number | null;
  max_weight_g: number | null;
  approx_piece_g: number | null;
  product_id: number;
  product_slug: string;
  product_name: string;
  product_description: string;
  product_images: string;
  product_category_id: number;
  product_unit: string;
  /** With the store's name, what tells whether the card still shows the offer (decision 051). */
  share_image_url: string | null;
  store_name: string;
}

function inventoryWithProduct(db: Kysely<DB>) {
  return db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .where('i.active', '=', 1);
}

const INVENTORY_COLUMNS = [
  'i.id',
  'i.price_cents',
  'i.compare_at_price_cents',
  'i.stock',
  'i.max_per_order',
  'i.sold_by',
  'i.weight_step_g',
  'i.min_weight_g',
  'i.max_weight_g',
  'i.approx_piece_g',
  'p.id as product_id',
  'p.slug as product_slug',
  'p.name as product_name',
  'p.description as product_description',
  'p.images as product_images',
  'p.category_id as product_category_id',
  'p.unit as product_unit',
  'i.share_image_url',
  's.name as store_name',
] as const;

/**
 * In stock first, then by name (the slug sorts the same on every database collation). The offer
 * keeps its product's slug, so `inventories_store_listing_idx` holds this order per store and a
 * page reads only its rows (decision 066); the expression is the index's, word for word.
 */
const inStockFirst = sql<number>`case when i.stock > 0 then 0 else 1 end`;

export function findStoreById(db: Kysely<DB>, id: number) {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStoreBySlug(db: Kysely<DB>, slug: string) {
  return db.selectFrom('stores').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function listStoreSlugs(db: Kysely<DB>) {
  return db.selectFrom('stores').select(['id', 'slug']).orderBy('id').execute();
}

/** The slugs of a store's listed products, for its sitemap. */
export function listProductSlugs(db: Kysely<DB>, storeId: number) {
  return inventoryWithProduct(db)
    .select('p.slug')
    .where('i.store_id', '=', storeId)
    .orderBy('p.slug')
    .execute();
}

export async function storeExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('stores').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface InventoryFilter {
  storeId: number;
  categoryId?: number | undefined;
  /** Search words (`searchWords`), at least one; without them the list is the whole catalogue. */
  words?: readonly string[] | undefined;
}

export async function listInventories(
  db: Kysely<DB>,
  filter: InventoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: InventoryWithProductRow[]; total: number }> {
  let query = inventoryWithProduct(db).where('i.store_id', '=', filter.storeId);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.words?.length) return searchInventories(db, query, filter.words, page);
  const [rows, total] = await Promise.all([
    query
      .select(INVENTORY_COLUMNS)
      .orderBy(inStockFirst)
      .orderBy('i.product_slug')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countListed(db, filter),
  ]);
  return { rows, total };
}

/**
 * How many offers a store lists (in a category). Every offer has its product and its store
 * (both keys are required), so the whole catalogue's count reads the listing index alone.
 */
async function countListed(db: Kysely<DB>, filter: InventoryFilter): Promise<number> {
  let query = db
    .selectFrom('inventories as i')
    .where('i.store_id', '=', filter.storeId)
    .where('i.active', '=', 1);
  if (filter.categoryId !== undefined) {
    query = query
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .where('p.category_id', '=', filter.categoryId);
  }
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A search's page, ranked (decision 026), with the count of every match taken by the same
 * statement: the matches are ranked whole either way, and a second statement would find them
 * again. A page past the last match has no row to carry the count, so only then is it counted
 * apart.
 */
async function searchInventories(
  db: Kysely<DB>,
  query: ReturnType<typeof inventoryWithProduct>,
  words: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: InventoryWithProductRow[]; total: number }> {
  const matches = productMatches(db, words).as('m');
  const matched = query.innerJoin(matches, (join) => join.on(sql<boolean>`m.product_id = p.id`));
  const found = await matched
    .select(INVENTORY_COLUMNS)
    .select(sql<number | string>`count(*) over ()`.as('matches'))
    // Name matches first, then relevance; in stock and the slug only break ties.
    .orderBy(sql`m.tier`)
    .orderBy(sql`m.score`)
    .orderBy(inStockFirst)
    .orderBy('p.slug')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const rows = found.map(({ matches: _matches, ...row }) => row);
  const first = found[0];
  if (first) return { rows, total: Number(first.matches) };
  if (page.offset === 0) return { rows, total: 0 };
  const counted = await matched
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

/**
 * Offers by id, listed or not, with their store and the bounds of a modified price (the offer's
 * floor, the store's largest discount): what a cart needs to check, price and show its lines.
 */
export function findInventoriesByIds(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .select(INVENTORY_COLUMNS)
    .select(['i.store_id', 'i.active', 'i.min_price_cents', 's.max_price_discount_percent'])
    .where('i.id', 'in', ids)
    .execute();
}

export function findInventoryByProductSlug(db: Kysely<DB>, storeId: number, productSlug: string) {
  return inventoryWithProduct(db)
    .select(INVENTORY_COLUMNS)
    .where('i.store_id', '=', storeId)
    .where('p.slug', '=', productSlug)
    .executeTakeFirst();
}

/**
 * A store's offer of its own copy of a shared product, by the shared product's slug: the
 * address the product had before the store edited it (decision 042).
 */
export function findInventoryBySourceSlug(db: Kysely<DB>, storeId: number, productSlug: string) {
  return inventoryWithProduct(db)
    .innerJoin('products as source', 'source.id', 'p.source_product_id')
    .select(INVENTORY_COLUMNS)
    .where('i.store_id', '=', storeId)
    .where('source.slug', '=', productSlug)
    .executeTakeFirst();
}

/** All categories, or only those with at least one listed product in a store. */
export function listCategories(db: Kysely<DB>, storeId?: number) {
  let query = db.selectFrom('categories as c').selectAll('c');
  if (storeId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('products as p')
          .innerJoin('inventories as i', 'i.product_id', 'p.id')
          .select(sql`1`.as('one'))
          .whereRef('p.category_id', '=', 'c.id')
          .where('i.store_id', '=', storeId)
          .where('i.active', '=', 1),
      ),
    );
  }
  return query.orderBy('c.position').orderBy('c.id').execute();
}

export function listCollections(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'name', 'position'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findCollection(db: Kysely<DB>, storeId: number, collectionId: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'name', 'position'])
    .where('store_id', '=', storeId)
    .where('id', '=', collectionId)
    .executeTakeFirst();
}

/** The first `perCollection` items of each collection, in one query. */
export async function listCollectionPreviews(
  db: Kysely<DB>,
  collectionIds: number[],
  perCollection: number,
): Promise<(InventoryWithProductRow & { collection_id: number })[]> {
  if (collectionIds.length === 0) return [];
  const ranked = inventoryWithProduct(db)
    .innerJoin('collection_items as ci', 'ci.inventory_id', 'i.id')
    .select(INVENTORY_COLUMNS)
    .select([
      'ci.collection_id',
      sql<number>`row_number() over (partition by ci.collection_id order by ci.position, ci.inventory_id)`.as(
        'rank',
      ),
    ])
    .where('ci.collection_id', 'in', collectionIds);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('rank', '<=', perCollection)
    .orderBy('collection_id')
    .orderBy('rank')
    .execute();
  return rows;
}

export async function listCollectionItems(
  db: Kysely<DB>,
  collectionId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: InventoryWithProductRow[]; total: number }> {
  const query = inventoryWithProduct(db)
    .innerJoin('collection_items as ci', 'ci.inventory_id', 'i.id')
    .where('ci.collection_id', '=', collectionId);
  const [rows, count] = await Promise.all([
    query
      .select(INVENTORY_COLUMNS)
      .orderBy('ci.position')
      .orderBy('ci.inventory_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function listBanners(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('banners')
    .select(['id', 'image_url', 'image_sources', 'alt', 'link_url', 'position'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Takes units only if they are there: false when the stock is short (never below zero). */
export async function decrementStock(
  db: Kysely<DB>,
  inventoryId: number,
  qty: number,
): Promise<boolean> {
  const result = await db
    .updateTable('inventories')
    .set((eb) => ({ stock: eb('stock', '-', qty) }))
    .where('id', '=', inventoryId)
    .where('stock', '>=', qty)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes units of several offers in one statement, each only if it has them (never below zero):
 * the ids of the offers taken, those short left out. On PostgreSQL the offers' rows are locked
 * first, in id order, so two orders sharing offers can't deadlock; SQLite runs one writer. The
 * lock is the one an UPDATE takes (no key update): a cart line being added holds a key-share
 * lock on its offer, which FOR UPDATE would wait on and deadlock with.
 */
export async function decrementStocks(
  db: Kysely<DB>,
  lines: readonly { inventoryId: number; qty: number }[],
): Promise<number[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.inventoryId);
  const qty = sql<number>`case id ${sql.join(
    lines.map((line) => sql`when ${line.inventoryId} then cast(${line.qty} as integer)`),
    sql` `,
  )} end`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const rows = await db
      .updateTable('inventories')
      .set((eb) => ({ stock: eb('stock', '-', qty) }))
      .where('id', 'in', ids)
      .where('stock', '>=', qty)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
  const rows = await db
    .with(
      (cte) => cte('locked').materialized(),
      (trx) =>
        trx
          .selectFrom('inventories')
          .select('id')
          .where('id', 'in', ids)
          .orderBy('id')
          .forNoKeyUpdate(),
    )
    .updateTable('inventories')
    .set((eb) => ({ stock: eb('stock', '-', qty) }))
    .where('id', 'in', (eb) => eb.selectFrom('locked').select('locked.id'))
    .where('stock', '>=', qty)
    .returning('inventories.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function incrementStock(
  db: Kysely<DB>,
  inventoryId: number,
  qty: number,
): Promise<void> {
  await db
    .updateTable('inventories')
    .set((eb) => ({ stock: eb('stock', '+', qty) }))
    .where('id', '=', inventoryId)
    .execute();
}
