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

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** E.164, e.g. +525510000001. */
  phone: string;
  email: string | null;
  avatar_url: string | null;
  assigned_store_id: number | null;
  is_mentor: Generated<number>;
  is_seller: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UserSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface CouponsTable {
  id: Generated<number>;
  /** Upper-case; codes match case-insensitively. */
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or cents, by kind. */
  value: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  /** Null: valid in every store. */
  store_id: number | null;
  active: Generated<number>;
  created_at: string;
}

export interface CartsTable {
  /** A random UUID: knowing it is what lets an anonymous shopper reach the cart. */
  id: string;
  store_id: number;
  user_id: number | null;
  coupon_id: number | null;
  delivery_type: 'delivery' | 'pickup' | null;
  delivery_date: string | null;
  delivery_slot_id: number | null;
  address_id: number | null;
  client_id: number | null;
  client_address_id: number | null;
  payment_method: 'cash' | 'card' | 'wallet' | null;
  use_wallet: Generated<number>;
  notes: string | null;
  /** 1 while an order is being placed from the cart: every change is refused. */
  blocked: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: string;
  inventory_id: number;
  qty: number;
  modified_unit_price_cents: number | null;
  created_at: string;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  created_at: string;
}

export interface LoginCodesTable {
  id: Generated<number>;
  phone: string;
  channel: 'whatsapp' | 'sms';
  /** HMAC-SHA256 of phone and code with the server secret; the code itself is never stored. */
  code_hmac: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface RegistrationTokensTable {
  id: Generated<number>;
  token_hash: string;
  phone: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The wallet is an append-only ledger; the balance is the sum of its entries. */
export interface WalletEntriesTable {
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  reason: string;
  created_at: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  label: string | null;
  street: string;
  /** Text: "123-B", "S/N", "Mz 4 Lt 12". */
  exterior_number: string;
  internal_number: string | null;
  neighborhood: string;
  /** Five digits as text, leading zeros kept. */
  postal_code: string;
  municipality: string;
  city: string | null;
  state: string;
  between_streets: string | null;
  references: string | null;
  /** The shopper's pin: what coverage is decided by. */
  lat: number;
  lng: number;
  receiver_name: string;
  receiver_phone: string;
  /** 1 for the user's one default address (a partial unique index keeps it to one). */
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type AddressRow = Selectable<AddressesTable>;

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
  users: UsersTable;
  user_sessions: UserSessionsTable;
  coupons: CouponsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  coupon_redemptions: CouponRedemptionsTable;
  login_codes: LoginCodesTable;
  registration_tokens: RegistrationTokensTable;
  wallet_entries: WalletEntriesTable;
  addresses: AddressesTable;
}

export type StoreRow = Selectable<StoresTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type InventoryRow = Selectable<InventoriesTable>;
export type NewStore = Insertable<StoresTable>;
export type UserRow = Selectable<UsersTable>;
export type CouponRow = Selectable<CouponsTable>;
export type CartRow = Selectable<CartsTable>;
