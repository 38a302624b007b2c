import type { Insertable, Kysely } from 'kysely';
import { addDeliveryZone } from '../../modules/coverage/coverage.service';
import { type ShareCardsLog, refreshShareCards } from '../../modules/catalogue/share-cards.service';
import type { DB } from '../schema';
import { insertMissingClients } from './demo-clients';
import { DEMO_COUPONS } from './demo-coupons';
import { DEMO_USERS } from './demo-users';
import {
  BREAKFAST_PRODUCTS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_STOCK_SHOWCASE,
  DEMO_WEIGHT_RULES,
  type DemoProduct,
} from './demo-catalogue';
import {
  DEMO_SHARE_CARDS_DIR,
  PRODUCT_IMAGE_SIZE,
  type DemoBannerArt,
  bannerImageSources,
  bannerImageUrl,
  categoryImageUrl,
  ensureDemoImages,
  productImageUrls,
  storeLogoUrl,
} from './demo-images';
import {
  DEMO_CLOSED_DATES,
  DEMO_MENTOR_COMMISSION_BPS,
  DEMO_STORES,
  DEMO_WINDOWS,
  type DemoStore,
} from './demo-stores';

const FRESH_CATEGORIES = ['frutas', 'verduras'];
const PANTRY_CATEGORIES = ['abarrotes', 'lacteos-y-huevo', 'panaderia-y-tortilleria'];
const MIN_PRODUCTS_PER_STORE = 150;
const DEMO_MAX_PRICE_DISCOUNT_PERCENT = 20;

/** Deterministic pseudo-random numbers, so every seed of the same data gives the same shop. */
function prng(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('stores').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Loads the demo shop into an empty database (DESIGN §7). Returns false if it wasn't empty. */
export async function seedDemoData(db: Kysely<DB>): Promise<boolean> {
  const empty = await isEmpty(db);
  await db.transaction().execute(async (trx) => {
    if (empty) {
      await insertSettings(trx);
      const categoryIds = await insertCategories(trx);
      const productIds = await insertProducts(trx, categoryIds);
      for (const store of DEMO_STORES) await insertStore(trx, store, productIds);
    }
    // Demo data added by later releases reaches databases seeded before them.
    await insertMissingCoupons(trx);
    await insertMissingUsers(trx);
    await insertMissingClients(trx);
  });
  return empty;
}

async function insertMissingUsers(db: Kysely<DB>) {
  const existing = new Set(
    (await db.selectFrom('users').select('phone').execute()).map((row) => row.phone),
  );
  const stores = new Map(
    (await db.selectFrom('stores').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]),
  );
  const now = new Date().toISOString();
  for (const user of DEMO_USERS) {
    if (existing.has(user.phone)) continue;
    const { id } = await db
      .insertInto('users')
      .values({
        name: user.name,
        phone: user.phone,
        email: user.email,
        is_seller: user.isSeller ? 1 : 0,
        is_mentor: user.isMentor ? 1 : 0,
        assigned_store_id: user.assignedStore ? (stores.get(user.assignedStore) ?? null) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const operated = user.operates ? stores.get(user.operates.store) : undefined;
    if (user.operates && operated !== undefined) {
      await db
        .insertInto('store_operators')
        .values({ user_id: id, store_id: operated, role: user.operates.role, created_at: now })
        .execute();
    }
    if (user.walletCents > 0) {
      await db
        .insertInto('wallet_entries')
        .values({
          user_id: id,
          amount_cents: user.walletCents,
          kind: 'opening_balance',
          reason: 'Saldo inicial de demostración',
          created_at: now,
        })
        .execute();
    }
  }
}

async function insertMissingCoupons(db: Kysely<DB>) {
  const existing = new Set(
    (await db.selectFrom('coupons').select('code').execute()).map((row) => row.code),
  );
  const stores = new Map(
    (await db.selectFrom('stores').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]),
  );
  const now = new Date().toISOString();
  for (const { store, ...coupon } of DEMO_COUPONS) {
    if (existing.has(coupon.code)) continue;
    const storeId = store === undefined ? null : stores.get(store);
    if (storeId === undefined) continue;
    await db
      .insertInto('coupons')
      .values({ ...coupon, store_id: storeId, created_at: now })
      .execute();
  }
}

/** Generates the demo images that are missing under the uploads folder (fast when all exist). */
export function ensureDemoImageFiles(uploadsDir: string) {
  return ensureDemoImages(uploadsDir, {
    categories: DEMO_CATEGORIES,
    products: DEMO_PRODUCTS,
    banners: DEMO_STORES.flatMap((store) =>
      DEMO_BANNERS.map((banner, index): DemoBannerArt => ({
        storeSlug: store.slug,
        index,
        palette: rotate(store.palette, index),
        emojis: banner.emojis,
      })),
    ),
    stores: DEMO_STORES.map((store) => ({ slug: store.slug, palette: store.palette })),
  });
}

/**
 * Draws the link-preview card of every demo offer that has none yet (decision 051): after the
 * pictures, which the cards are drawn from. Fast when they all exist.
 */
export function ensureDemoShareCards(db: Kysely<DB>, uploadsDir: string, log: ShareCardsLog) {
  return refreshShareCards({ db, uploadsDir, log }, {}, { dir: DEMO_SHARE_CARDS_DIR });
}

function rotate(palette: [string, string, string], by: number): [string, string, string] {
  const [a, b, c] = palette;
  return by % 3 === 0 ? [a, b, c] : by % 3 === 1 ? [b, c, a] : [c, a, b];
}

async function insertSettings(db: Kysely<DB>) {
  await db
    .insertInto('settings')
    .values([
      { key: 'site_name', value: JSON.stringify('Canasta') },
      { key: 'support_whatsapp', value: JSON.stringify('+525510000000') },
      // The demo mentor can pay from their wallet (decision 021).
      { key: 'payment_methods', value: JSON.stringify(['cash', 'card', 'wallet', 'oxxo', 'spei']) },
    ])
    .execute();
}

async function insertCategories(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('categories')
    .values(
      DEMO_CATEGORIES.map((c) => ({
        slug: c.slug,
        name: c.name,
        image_url: categoryImageUrl(c.slug),
        visible: c.visible ? 1 : 0,
        position: c.position,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function insertProducts(
  db: Kysely<DB>,
  categoryIds: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(DEMO_PRODUCTS, 100)) {
    const rows = await db
      .insertInto('products')
      .values(
        chunk.map((p) => {
          const categoryId = categoryIds.get(p.category);
          if (categoryId === undefined) throw new Error(`Unknown demo category ${p.category}`);
          const urls = productImageUrls(p.slug);
          return {
            slug: p.slug,
            name: p.name,
            description: p.description,
            category_id: categoryId,
            unit: p.unit,
            images: JSON.stringify([
              { ...urls, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, alt: p.name },
            ]),
          };
        }),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

interface SeededItem {
  inventoryId: number;
  product: DemoProduct;
  stock: number;
  onSale: boolean;
}

async function insertStore(db: Kysely<DB>, store: DemoStore, productIds: Map<string, number>) {
  const random = prng(store.slug);
  const { id: storeId } = await db
    .insertInto('stores')
    .values({
      slug: store.slug,
      name: store.name,
      address: store.address,
      lat: store.lat,
      lng: store.lng,
      logo_url: storeLogoUrl(store.slug),
      phone: store.phone,
      whatsapp: store.whatsapp,
      time_zone: store.time_zone,
      offers_delivery: 1,
      offers_pickup: 1,
      cutoff_time: '18:00',
      lead_days: 0,
      days_ahead: 7,
      // Sellers and mentors may sell to their clients for less, within bounds (decision 020).
      max_price_discount_percent: DEMO_MAX_PRICE_DISCOUNT_PERCENT,
      mentor_commission_bps: DEMO_MENTOR_COMMISSION_BPS,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const count = Math.max(
    MIN_PRODUCTS_PER_STORE,
    Math.ceil(DEMO_PRODUCTS.length * store.assortment),
  );
  const chosen = new Set(shuffle(DEMO_PRODUCTS, random).slice(0, count));
  // Every store shows the sold-out and last-units states on its home (see DEMO_STOCK_SHOWCASE).
  const carried = DEMO_PRODUCTS.filter(
    (product) => chosen.has(product) || product.slug in DEMO_STOCK_SHOWCASE,
  );
  const items: SeededItem[] = [];
  for (const chunk of chunks(carried, 100)) {
    const values: Insertable<DB['inventories']>[] = chunk.map((product) => {
      const productId = productIds.get(product.slug);
      if (productId === undefined) throw new Error(`Unknown demo product ${product.slug}`);
      const price = Math.round((product.price_cents * (0.94 + random() * 0.12)) / 10) * 10;
      const compareAt = product.compare_at_price_cents
        ? Math.max(product.compare_at_price_cents, price + 500)
        : null;
      const stock = DEMO_STOCK_SHOWCASE[product.slug] ?? demoStock(random);
      const weight = DEMO_WEIGHT_RULES[product.slug];
      return {
        store_id: storeId,
        product_id: productId,
        price_cents: price,
        compare_at_price_cents: compareAt,
        ...(weight
          ? {
              // Weighed: the price is per kilogram, stock and limits are grams (issue 25).
              sold_by: 'weight' as const,
              stock: stock * 1000,
              max_per_order: weight.max,
              weight_step_g: weight.step,
              min_weight_g: weight.min,
              max_weight_g: weight.max,
              approx_piece_g: weight.piece ?? null,
            }
          : {
              // Every row names every column: one multi-row insert can't leave some to defaults.
              sold_by: 'unit' as const,
              stock,
              max_per_order: product.price_cents < 5000 ? 24 : 10,
              weight_step_g: null,
              min_weight_g: null,
              max_weight_g: null,
              approx_piece_g: null,
            }),
        active: 1,
        min_price_cents: demoPriceFloor(product, price),
        // The store's code for it, what spreadsheet imports match on (decision 042).
        sku: product.slug,
      };
    });
    const rows = await db
      .insertInto('inventories')
      .values(values)
      .returning(['id', 'stock'])
      .execute();
    rows.forEach((row, index) => {
      const product = chunk[index];
      const value = values[index];
      if (product && value) {
        items.push({
          inventoryId: row.id,
          product,
          stock: row.stock,
          onSale: value.compare_at_price_cents !== null,
        });
      }
    });
  }

  const collectionIds = await insertCollections(db, storeId, items, random);
  await insertBanners(db, store, storeId, collectionIds);
  await insertLogistics(db, store, storeId);
}

/**
 * A few offers have a floor of their own above the store's discount: those already on sale
 * (they are discounted once) may go at most 5% lower, rounded up to ten cents.
 */
function demoPriceFloor(product: DemoProduct, priceCents: number): number | null {
  if (product.compare_at_price_cents === undefined) return null;
  return Math.ceil((priceCents * 95) / 1000) * 10;
}

/** Most items well stocked; about 8% sold out and 10% down to their last 1–6 units. */
function demoStock(random: () => number): number {
  const roll = random();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return 1 + Math.floor(random() * 6);
  return 12 + Math.floor(random() * 180);
}

async function insertCollections(
  db: Kysely<DB>,
  storeId: number,
  items: SeededItem[],
  random: () => number,
): Promise<Map<string, number>> {
  const inStock = items.filter((item) => item.stock > 0);
  const shuffled = shuffle(inStock, random);
  const showcase = (item: SeededItem) => item.product.slug in DEMO_STOCK_SHOWCASE;
  const definitions = [
    {
      name: 'Ofertas de la semana',
      // The showcase goes first: the home's first row then shows "Quedan N" and "Agotado".
      members: [
        ...items.filter((item) => item.onSale && showcase(item)),
        ...items.filter((item) => item.onSale && !showcase(item)),
      ],
    },
    { name: 'Lo más vendido', members: shuffled.slice(0, 48) },
    {
      name: 'Frutas y verduras frescas',
      members: items.filter((item) => FRESH_CATEGORIES.includes(item.product.category)),
    },
    {
      name: 'Despensa básica',
      members: items
        .filter((item) => PANTRY_CATEGORIES.includes(item.product.category))
        .slice(0, 36),
    },
    {
      name: 'Para el desayuno',
      members: items.filter((item) => BREAKFAST_PRODUCTS.includes(item.product.slug)),
    },
  ];
  const ids = new Map<string, number>();
  for (const [position, definition] of definitions.entries()) {
    const { id } = await db
      .insertInto('collections')
      .values({ store_id: storeId, name: definition.name, position: position + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(definition.name, id);
    if (definition.members.length > 0) {
      await db
        .insertInto('collection_items')
        .values(
          definition.members.map((item, index) => ({
            collection_id: id,
            inventory_id: item.inventoryId,
            position: index + 1,
          })),
        )
        .execute();
    }
  }
  return ids;
}

/**
 * The demo banners. The banner has no title field (DESIGN §5), so `alt` carries the offer: the
 * page writes it over the picture (three short lines at most on a phone), and the whole banner
 * links to the collection it announces.
 */
const DEMO_BANNERS = [
  {
    alt: 'Ofertas de la semana: hasta 20\u00a0% menos',
    collection: 'Ofertas de la semana',
    emojis: ['🥑', '🧀', '🍍'],
  },
  {
    alt: 'Frutas y verduras frescas, recién llegadas',
    collection: 'Frutas y verduras frescas',
    emojis: ['🥦', '🍅', '🥕'],
  },
  {
    alt: 'Para el desayuno: pan dulce, huevo y café',
    collection: 'Para el desayuno',
    emojis: ['🥐', '🥚', '☕'],
  },
] as const;

async function insertBanners(
  db: Kysely<DB>,
  store: DemoStore,
  storeId: number,
  collectionIds: Map<string, number>,
) {
  await db
    .insertInto('banners')
    .values(
      DEMO_BANNERS.map((banner, index) => {
        const collectionId = collectionIds.get(banner.collection);
        if (collectionId === undefined) throw new Error(`Unknown collection ${banner.collection}`);
        return {
          store_id: storeId,
          image_url: bannerImageUrl(store.slug, index),
          image_sources: JSON.stringify(bannerImageSources(store.slug, index)),
          alt: banner.alt,
          link_url: `/tienda/${store.slug}/collection/${collectionId}`,
          position: index + 1,
        };
      }),
    )
    .execute();
}

async function insertLogistics(db: Kysely<DB>, store: DemoStore, storeId: number) {
  for (const zone of store.zones) {
    await addDeliveryZone(db, {
      storeId,
      name: zone.name,
      polygon: { type: 'Polygon', coordinates: [zone.ring] },
      deliveryFeeCents: zone.delivery_fee_cents,
      minOrderCents: zone.min_order_cents,
    });
  }
  await db
    .insertInto('delivery_windows')
    .values(DEMO_WINDOWS.map((window) => ({ store_id: storeId, ...window })))
    .execute();
  await db
    .insertInto('store_closed_dates')
    .values(DEMO_CLOSED_DATES.map((closed) => ({ store_id: storeId, ...closed })))
    .execute();
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    // i and j are within the array, so both elements exist (noUncheckedIndexedAccess can't tell).
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
