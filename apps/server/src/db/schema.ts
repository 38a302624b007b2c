import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Kysely table types. Booleans are stored as 0/1 integers and timestamps as ISO 8601 UTC text
 * so the same queries run unchanged on SQLite and PostgreSQL (see docs/decisions/003).
 */
export interface StoresTable {
  id: Generated<number>;
  slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  logo_url: string | null;
  phone: string | null;
  whatsapp: string | null;
  time_zone: string;
  offers_delivery: number;
  offers_pickup: number;
  /** Same-day orders close at this local time, 'HH:MM'. */
  cutoff_time: string;
  lead_days: number;
  days_ahead: number;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  image_url: string | null;
  visible: number;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  category_id: number;
  unit: string;
  /** JSON array of ProductImage. */
  images: string;
  /** Lower-case, accent-free name and description: what `q` searches. */
  search_text: string;
}

export interface InventoriesTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  price_cents: number;
  compare_at_price_cents: number | null;
  stock: number;
  max_per_order: number;
  active: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  position: number;
}

export interface CollectionItemsTable {
  collection_id: number;
  inventory_id: number;
  position: number;
}

export interface BannersTable {
  id: Generated<number>;
  store_id: number;
  image_url: string;
  alt: string;
  link_url: string | null;
  position: number;
}

export interface SettingsTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
}

export interface DeliveryZonesTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  /** GeoJSON Polygon geometry, coordinates [longitude, latitude]. */
  polygon: string;
  delivery_fee_cents: number;
  min_order_cents: number;
}

export interface DeliveryWindowsTable {
  id: Generated<number>;
  store_id: number;
  type: 'delivery' | 'pickup';
  /** 0 = Sunday … 6 = Saturday, in the store's time zone. */
  weekday: number;
  start_time: string;
  end_time: string;
  capacity: number;
}

export interface StoreClosedDatesTable {
  store_id: number;
  date: string;
  reason: string | null;
}

export interface DB {
  stores: StoresTable;
  categories: CategoriesTable;
  products: ProductsTable;
  inventories: InventoriesTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  banners: BannersTable;
  settings: SettingsTable;
  delivery_zones: DeliveryZonesTable;
  delivery_windows: DeliveryWindowsTable;
  store_closed_dates: StoreClosedDatesTable;
}

export type StoreRow = Selectable<StoresTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type InventoryRow = Selectable<InventoriesTable>;
export type NewStore = Insertable<StoresTable>;
