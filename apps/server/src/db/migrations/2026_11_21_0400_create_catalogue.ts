import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

type IdColumn = ReturnType<typeof idColumn>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await createStores(db, id);
  await createProducts(db, id);
  await createInventories(db, id);
  await createCollections(db, id);
  await createBanners(db, id);
  await createSettings(db);
  await createDeliveryZones(db, id);
  await createDeliveryCalendar(db, id);
}

/** Stores. */
async function createStores(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('phone', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('offers_delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('offers_pickup', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cutoff_time', 'text', (c) => c.notNull().defaultTo('18:00'))
    .addColumn('lead_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days_ahead', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Categories and the marketplace's products. */
async function createProducts(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_category_id_idx')
    .on('products')
    .column('category_id')
    .execute();
}

/** What each store sells, at what price and stock. */
async function createInventories(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('inventories')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('compare_at_price_cents', 'integer')
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('max_per_order', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('inventories_store_product_key', ['store_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('inventories_product_id_idx')
    .on('inventories')
    .column('product_id')
    .execute();
}

/** A store's product collections and their items. */
async function createCollections(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('collections_store_position_idx')
    .on('collections')
    .columns(['store_id', 'position'])
    .execute();

  await db.schema
    .createTable('collection_items')
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('inventory_id', 'integer', (c) =>
      c.notNull().references('inventories.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('collection_items_pkey', ['collection_id', 'inventory_id'])
    .execute();
  await db.schema
    .createIndex('collection_items_collection_position_idx')
    .on('collection_items')
    .columns(['collection_id', 'position'])
    .execute();
}

/** A store's banners. */
async function createBanners(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('banners_store_position_idx')
    .on('banners')
    .columns(['store_id', 'position'])
    .execute();
}

/** Marketplace-wide settings. */
async function createSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

/** Where each store delivers, and at what fee. */
async function createDeliveryZones(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('delivery_zones')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('polygon', 'text', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('min_order_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_zones_store_id_idx')
    .on('delivery_zones')
    .column('store_id')
    .execute();
}

/** When each store delivers (weekly windows) and its closed dates. */
async function createDeliveryCalendar(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('delivery_windows')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_windows_store_type_weekday_idx')
    .on('delivery_windows')
    .columns(['store_id', 'type', 'weekday'])
    .execute();

  await db.schema
    .createTable('store_closed_dates')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('store_closed_dates_pkey', ['store_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'store_closed_dates',
    'delivery_windows',
    'delivery_zones',
    'settings',
    'banners',
    'collection_items',
    'collections',
    'inventories',
    'products',
    'categories',
    'stores',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
