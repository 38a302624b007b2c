import {
  type Banner,
  COLLECTION_PREVIEW_SIZE,
  MAX_ID,
  type Category,
  type CollectionPage,
  type CollectionPreview,
  type ImageSources,
  type InventoriesQuery,
  type InventoryItem,
  type InventoryPage,
  type PageQuery,
  type ProductImage,
  type Store,
  pageMeta,
  weightRulesOf,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB, StoreRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import * as repo from './catalogue.repository';
import { currentShareCard, shareCardInput } from './share-card-key';
import { searchWords } from './search-text';

export async function getStore(db: Kysely<DB>, idOrSlug: string): Promise<Store> {
  // Digits are an id; one past PostgreSQL's integer would fail the query there, and is no store.
  const row = /^\d+$/.test(idOrSlug)
    ? Number(idOrSlug) <= MAX_ID
      ? await repo.findStoreById(db, Number(idOrSlug))
      : undefined
    : await repo.findStoreBySlug(db, idOrSlug.toLowerCase());
  if (!row) throw new AppError('store_not_found', messages.storeNotFound);
  return toStore(row);
}

/**
 * What a mentor earns on a delivered order they placed for a client at this store, in basis
 * points (decision 021). Read only by the server, never sent.
 */
export async function getMentorCommissionBps(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await repo.findStoreById(db, storeId);
  if (!row) throw new AppError('store_not_found', messages.storeNotFound);
  return row.mentor_commission_bps;
}

/**
 * The percent of a cart's weight lines a card is held for above the estimate (issue 25), so a
 * heavier weighing can still be charged.
 */
export async function getWeightHoldMarginPercent(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await repo.findStoreById(db, storeId);
  if (!row) throw new AppError('store_not_found', messages.storeNotFound);
  return row.weight_hold_margin_percent;
}

/** When a store takes orders: read only by the server (delivery slots), never sent. */
export interface SlotRules {
  /** Same-day orders close at this local time, 'HH:MM'. */
  cutoffTime: string;
  leadDays: number;
  daysAhead: number;
}

/** A store and its slot rules, in one read (order placement and slot lists need both). */
export async function getStoreWithSlotRules(
  db: Kysely<DB>,
  storeId: number,
): Promise<{ store: Store; slotRules: SlotRules; holdMarginPercent: number }> {
  const row = await repo.findStoreById(db, storeId);
  if (!row) throw new AppError('store_not_found', messages.storeNotFound);
  return {
    store: toStore(row),
    slotRules: { cutoffTime: row.cutoff_time, leadDays: row.lead_days, daysAhead: row.days_ahead },
    holdMarginPercent: row.weight_hold_margin_percent,
  };
}

export async function listInventories(
  db: Kysely<DB>,
  storeId: number,
  query: InventoriesQuery,
): Promise<InventoryPage> {
  await assertStoreExists(db, storeId);
  const words = searchWords(query.q);
  // A search of only symbols or emoji ("???", "🍍") matches nothing, rather than everything.
  if (words?.length === 0) return { data: [], meta: pageMeta(query.page, query.per_page, 0) };
  const { rows, total } = await repo.listInventories(
    db,
    { storeId, categoryId: query.category_id, words },
    pageWindow(query),
  );
  return { data: rows.map(toInventoryItem), meta: pageMeta(query.page, query.per_page, total) };
}

export async function getInventoryByProductSlug(
  db: Kysely<DB>,
  storeId: number,
  productSlug: string,
): Promise<InventoryItem> {
  await assertStoreExists(db, storeId);
  // A product the store edited has its own copy, with its own slug; the old address still works.
  const row =
    (await repo.findInventoryByProductSlug(db, storeId, productSlug)) ??
    (await repo.findInventoryBySourceSlug(db, storeId, productSlug));
  if (!row) throw new AppError('product_not_found', messages.productNotFound);
  return toInventoryItem(row);
}

export async function listCategories(db: Kysely<DB>, storeId?: number): Promise<Category[]> {
  if (storeId !== undefined) await assertStoreExists(db, storeId);
  const rows = await repo.listCategories(db, storeId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image_url: row.image_url,
    visible: row.visible === 1,
    position: row.position,
  }));
}

export async function listCollectionPreviews(
  db: Kysely<DB>,
  storeId: number,
): Promise<CollectionPreview[]> {
  await assertStoreExists(db, storeId);
  const collections = await repo.listCollections(db, storeId);
  const items = await repo.listCollectionPreviews(
    db,
    collections.map((c) => c.id),
    COLLECTION_PREVIEW_SIZE,
  );
  // Map.groupBy needs Node 21; we support Node 20.19.
  const byCollection = new Map<number, repo.InventoryWithProductRow[]>();
  for (const item of items) {
    const group = byCollection.get(item.collection_id);
    if (group) group.push(item);
    else byCollection.set(item.collection_id, [item]);
  }
  return collections.map((collection) => ({
    ...collection,
    items: (byCollection.get(collection.id) ?? []).map(toInventoryItem),
  }));
}

export async function getCollectionPage(
  db: Kysely<DB>,
  storeId: number,
  collectionId: number,
  query: PageQuery,
): Promise<CollectionPage> {
  await assertStoreExists(db, storeId);
  const collection = await repo.findCollection(db, storeId, collectionId);
  if (!collection) throw new AppError('collection_not_found', messages.collectionNotFound);
  const { rows, total } = await repo.listCollectionItems(db, collectionId, pageWindow(query));
  return {
    collection,
    data: rows.map(toInventoryItem),
    meta: pageMeta(query.page, query.per_page, total),
  };
}

export async function listBanners(db: Kysely<DB>, storeId: number): Promise<Banner[]> {
  await assertStoreExists(db, storeId);
  const rows = await repo.listBanners(db, storeId);
  return rows.map(({ image_sources, ...banner }) => ({
    ...banner,
    image_sources: image_sources ? (JSON.parse(image_sources) as ImageSources) : null,
  }));
}

/** An offer as a cart sees it: unlisted ones come back too, marked unavailable. */
export interface CartOffer {
  storeId: number;
  listed: boolean;
  item: InventoryItem;
  /** Never sent: how low a seller or mentor may price it for a client (decision 020). */
  priceBounds: { floorCents: number | null; maxDiscountPercent: number };
}

export async function getCartOffers(
  db: Kysely<DB>,
  inventoryIds: readonly number[],
): Promise<Map<number, CartOffer>> {
  if (inventoryIds.length === 0) return new Map();
  const rows = await repo.findInventoriesByIds(db, inventoryIds);
  return new Map(
    rows.map((row) => {
      const listed = row.active === 1;
      const item = toInventoryItem(row);
      return [
        row.id,
        {
          storeId: row.store_id,
          listed,
          item: { ...item, available: listed && item.available },
          priceBounds: {
            floorCents: row.min_price_cents,
            maxDiscountPercent: row.max_price_discount_percent,
          },
        },
      ];
    }),
  );
}

async function assertStoreExists(db: Kysely<DB>, storeId: number): Promise<void> {
  if (!(await repo.storeExists(db, storeId))) {
    throw new AppError('store_not_found', messages.storeNotFound);
  }
}

function pageWindow(query: PageQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    logo_url: row.logo_url,
    phone: row.phone,
    whatsapp: row.whatsapp,
    time_zone: row.time_zone,
    delivery_types: [
      ...(row.offers_delivery === 1 ? (['delivery'] as const) : []),
      ...(row.offers_pickup === 1 ? (['pickup'] as const) : []),
    ],
    payment_methods: [
      ...(row.accepts_cash === 1 ? (['cash'] as const) : []),
      ...(row.accepts_card === 1 ? (['card'] as const) : []),
      ...(row.accepts_oxxo === 1 ? (['oxxo'] as const) : []),
      ...(row.accepts_spei === 1 ? (['spei'] as const) : []),
    ],
  };
}

export function toInventoryItem(row: repo.InventoryWithProductRow): InventoryItem {
  return {
    id: row.id,
    price_cents: row.price_cents,
    compare_at_price_cents: row.compare_at_price_cents,
    stock: row.stock,
    max_per_order: row.max_per_order,
    // A weight offer with less left than its smallest weight can't be bought either.
    available: row.stock >= (weightRulesOf(row)?.min_weight_g ?? 1),
    sold_by: row.sold_by,
    weight_step_g: row.weight_step_g,
    min_weight_g: row.min_weight_g,
    max_weight_g: row.max_weight_g,
    approx_piece_g: row.approx_piece_g,
    product: {
      id: row.product_id,
      slug: row.product_slug,
      name: row.product_name,
      description: row.product_description,
      images: productImages(row),
      category_id: row.product_category_id,
      unit: row.product_unit,
    },
  };
}

/**
 * The product's pictures as this store shows them: the first one's link preview is the offer's
 * own card while it shows the offer as it is (decision 051), else none, and the page falls back
 * to the photo. Pictures seeded before they had several widths carry no `sources`.
 */
function productImages(row: repo.InventoryWithProductRow): ProductImage[] {
  // Written only from ProductImage objects (the seed and the console).
  const images = JSON.parse(row.product_images) as ProductImage[];
  const card = currentShareCard(
    row.share_image_url,
    shareCardInput(images[0]?.url, {
      name: row.product_name,
      unit: row.product_unit,
      price_cents: row.price_cents,
      compare_at_price_cents: row.compare_at_price_cents,
      store_name: row.store_name,
    }),
  );
  return images.map((image, index) => ({
    ...image,
    sources: image.sources ?? null,
    share_url: index === 0 ? card : null,
  }));
}

/** Takes units of an offer for an order; false when fewer are left than asked. */
export function takeStock(db: Kysely<DB>, inventoryId: number, qty: number): Promise<boolean> {
  return repo.decrementStock(db, inventoryId, qty);
}

/**
 * Takes the units of an order's lines from stock at once: the offers that were short (none when
 * every line was taken). The caller refuses the order when any was, and its transaction puts
 * the rest back.
 */
export async function takeStocks(
  db: Kysely<DB>,
  lines: readonly { inventoryId: number; qty: number }[],
): Promise<number[]> {
  const taken = new Set(await repo.decrementStocks(db, lines));
  return lines.map((line) => line.inventoryId).filter((id) => !taken.has(id));
}

/** Puts an order's units back (a cancelled order). */
export function returnStock(db: Kysely<DB>, inventoryId: number, qty: number): Promise<void> {
  return repo.incrementStock(db, inventoryId, qty);
}

/** The slugs of every store, for the sitemap index. */
export async function listStoreSlugs(db: Kysely<DB>): Promise<string[]> {
  return (await repo.listStoreSlugs(db)).map((row) => row.slug);
}

/** What a store's sitemap lists: its categories with products, collections and products. */
export async function storePages(db: Kysely<DB>, storeSlug: string) {
  const store = await getStore(db, storeSlug);
  const [categories, collections, products] = await Promise.all([
    repo.listCategories(db, store.id),
    repo.listCollections(db, store.id),
    repo.listProductSlugs(db, store.id),
  ]);
  return {
    slug: store.slug,
    categoryIds: categories.filter((row) => row.visible === 1).map((row) => row.id),
    collectionIds: collections.map((row) => row.id),
    productSlugs: products.map((row) => row.slug),
  };
}
