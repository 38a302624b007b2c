import type {
  OrderEditState,
  OrderStatus,
  PaymentMethod,
  PaymentRecordStatus,
  PaymentStatus,
  SoldBy,
  SubstituteState,
  SubstitutionPreference,
  WalletMovementKind,
} from '@canasta/contract';
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
  /** How far below its price a seller or mentor may sell to a client, 0–100 (decision 020). */
  max_price_discount_percent: Generated<number>;
  created_at: string;
  /** What a mentor earns on a delivered order they placed for a client, in basis points. */
  mentor_commission_bps: Generated<number>;
  /** Which payment methods the store takes, 0/1 (decision 043). */
  accepts_cash: Generated<number>;
  accepts_card: Generated<number>;
  /** OXXO and SPEI, 0/1 (decision 060): on by default, offered only with a payment provider. */
  accepts_oxxo: Generated<number>;
  accepts_spei: Generated<number>;
  /** 1 while the store's own shop front shows the maintenance screen (decision 043). */
  maintenance: Generated<number>;
  /** A card is held for the estimate plus this percent of its weight lines (issue 25). */
  weight_hold_margin_percent: Generated<number>;
  /** Minutes a shopper has to answer a proposed substitute before the line's preference applies. */
  substitution_answer_minutes: Generated<number>;
  /** Order edits close this many minutes before the slot's window starts (decision 061). */
  edit_cutoff_minutes: Generated<number>;
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
  /** The store that owns it (decision 042); null for the shared catalogue's products. */
  store_id: Generated<number | null>;
  /** The shared product a store's own copy was made from, so its old address still answers. */
  source_product_id: Generated<number | null>;
  // Searched through each database's full-text index, kept by triggers (decisions 026, 047): the
  // FTS5 table `products_fts` on SQLite, the `search_vector` column on PostgreSQL. Neither is
  // typed here because only `catalogue.repository.ts` reads them, in dialect-specific SQL.
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
  /** The least a seller or mentor may charge for it, or null: only the store's percent counts. */
  min_price_cents: number | null;
  /** The store's own code for it, unique in the store: what spreadsheet imports match on. */
  sku: string | null;
  /** Its link-preview card, shown only while it matches the offer (decision 051). */
  share_image_url: Generated<string | null>;
  /**
   * Issue 25: 'weight' offers are priced per kilogram, their `stock` and `max_per_order` are
   * grams, and the `*_g` rules are set (null on unit offers).
   */
  sold_by: Generated<SoldBy>;
  weight_step_g: Generated<number | null>;
  min_weight_g: Generated<number | null>;
  max_weight_g: Generated<number | null>;
  approx_piece_g: Generated<number | null>;
  /**
   * Its product's slug, kept by triggers (decision 066): the listing's order (in stock first,
   * then by slug) in one index of the store's offers. Never written by the application.
   */
  product_slug: Generated<string | null>;
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
  /** JSON `ImageSources`, or null for a banner stored at one size only. */
  image_sources: string | null;
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
  /** Set when the window was removed after orders were placed in it: offered no more. */
  archived_at: Generated<string | null>;
}

/**
 * The orders holding a delivery slot (a window on a date), cancelled ones not counted; an order
 * takes its place with a conditional update at the end of its transaction (issue 26).
 */
export interface SlotOrderCountsTable {
  window_id: number;
  delivery_date: string;
  store_id: number;
  orders: number;
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
  /** Upper-case; codes match case-insensitively; unique in a store (decision 043). */
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
  payment_method: PaymentMethod | null;
  use_wallet: Generated<number>;
  notes: string | null;
  /** 1 while an order is being placed from the cart: every change is refused. */
  blocked: Generated<number>;
  /** What a missing line becomes unless the line chose for itself (issue 25). */
  substitution_default: Generated<SubstitutionPreference>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: string;
  inventory_id: number;
  /** Pieces, or grams for a weight offer. */
  qty: number;
  modified_unit_price_cents: number | null;
  /** The line's own substitution choice; null follows the cart's default. */
  substitution: Generated<SubstitutionPreference | null>;
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
  /** Signed: a credit is positive, a spend negative. */
  amount_cents: number;
  /** A note for operators; `kind` is what the wallet screen shows. */
  reason: string;
  kind: Generated<WalletMovementKind>;
  /** Set for order-bound kinds; unique with `kind`, so each happens once per order. */
  order_id: number | null;
  created_at: string;
}
export type WalletEntryRow = Selectable<WalletEntriesTable>;

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

/** A seller's or mentor's client (clients issue); the owner is the only one who sees it. */
export interface ClientsTable {
  id: Generated<number>;
  /** The seller or mentor whose list this client is in. */
  owner_user_id: number;
  name: string;
  /** E.164, unique per owner. */
  phone: string;
  email: string | null;
  notes: string | null;
  /** Lower-case, accent-free name and the phone's digits: what `q` searches. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** A client's address: the user address book's columns, belonging to a client. */
export interface ClientAddressesTable extends Omit<AddressesTable, 'user_id'> {
  client_id: number;
}

export interface OrdersTable {
  id: Generated<number>;
  /** What shoppers and operators read out: 100000 + id. */
  number: string | null;
  /** The customer the order is for. */
  user_id: number;
  /** Who placed it: the customer, or (clients issue) their seller or mentor. */
  placed_by_user_id: number;
  store_id: number;
  /** One order per cart: a cart that became an order can't become another. */
  cart_id: string;
  idempotency_key: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** The order's main method (a mixed payment's other part is its wallet record). */
  payment_method: PaymentMethod;
  card_brand: string | null;
  card_last4: string | null;
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  wallet_applied_cents: number;
  total_cents: number;
  /** Cash only: the bill the shopper pays with (decision 052); null when they didn't say. */
  cash_tendered_cents: Generated<number | null>;
  currency: string;
  coupon_id: number | null;
  coupon_code: string | null;
  delivery_type: 'delivery' | 'pickup';
  delivery_date: string;
  delivery_slot_id: number;
  delivery_slot_start: string;
  delivery_slot_end: string;
  zone_name: string | null;
  /** JSON snapshot of the address as it was; later edits don't rewrite it. */
  address: string | null;
  client: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  /**
   * What the orders board's `q` searches (issue 23): the customer's and the receiver's names,
   * lower-case and accent-free, and their phone digits, as they were when the order was placed.
   */
  search_text: Generated<string>;
  /** The total when it was placed; `total_cents` becomes the weighed total once picking is done. */
  estimated_total_cents: number;
  substitution_default: Generated<SubstitutionPreference>;
  /** Card: what the card was held for (the estimate plus the weight margin); null otherwise. */
  hold_cents: Generated<number | null>;
  /** The first picking saved: substitution choices are closed from then on. */
  picking_started_at: Generated<string | null>;
  /** Picking done: the order is settled on what was picked and weighed. */
  picking_done_at: Generated<string | null>;
  /** What a card could not be charged above its hold, which the store absorbs. */
  store_absorbs_cents: Generated<number>;
  /**
   * 1 when placing the order took its place in the slot's counter itself; 0 (an order the
   * previous release wrote) leaves it to the counter's trigger (issue 26).
   */
  slot_counted: Generated<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  inventory_id: number;
  name: string;
  image_url: string | null;
  qty: number;
  /** What was charged. */
  unit_price_cents: number;
  /** The store's price when the order was placed. */
  list_unit_price_cents: number;
  /** What the line costs now: the estimate, then (picking done) what was picked or weighed. */
  line_total_cents: number;
  /** The seller or mentor who set a modified price, as they were named then; null at list price. */
  price_changed_by_user_id: number | null;
  price_changed_by_name: string | null;
  /** Issue 25: 'weight' lines count grams in `qty` and price per kilogram. */
  sold_by: Generated<SoldBy>;
  /** What was picked or weighed (pieces or grams); null until recorded, 0 when missing. */
  picked_qty: Generated<number | null>;
  /** The line's total when the order was placed. */
  estimated_line_total_cents: number;
  substitution: Generated<SubstitutionPreference>;
  /** A substitute put in a missing line's place: a snapshot of the offer, its quantity and price. */
  substitute_inventory_id: Generated<number | null>;
  substitute_name: Generated<string | null>;
  substitute_image_url: Generated<string | null>;
  substitute_sold_by: Generated<SoldBy | null>;
  substitute_qty: Generated<number | null>;
  substitute_unit_price_cents: Generated<number | null>;
  substitute_state: Generated<SubstituteState | null>;
  /** While proposed: when no answer applies the line's preference (ISO 8601 UTC). */
  substitute_answer_by: Generated<string | null>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  at: string;
  /** Who moved it, as named then; null for the customer placing it or the shared token. */
  actor_user_id: number | null;
  /** "sistema" for the shared OPERATOR_TOKEN; null when the customer placed the order. */
  actor_name: string | null;
  /** Why (a cancellation's reason), as the operator wrote it. */
  reason: string | null;
}

/**
 * Money movements of an order (decision 059). `kind = 'charge'` rows are its payment records, one
 * per method used (a mixed payment is two); `kind = 'refund'` rows are refunds sent back.
 */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: 'sandbox' | 'stripe' | 'cash';
  kind: 'charge' | 'refund';
  /** The provider's id for the charge or refund; never card data. */
  reference: string | null;
  /** A record's status (`PAYMENT_RECORD_STATUSES`); 'pending' only on rows the 2026-11 code wrote. */
  status: PaymentRecordStatus | 'pending';
  /** What the record covers of the order (a card: its hold, then what was captured). */
  amount_cents: number;
  created_at: string;
  updated_at: string;
  /** The method the record is paid with; null on a row the previous release wrote (read the order's). */
  method: Generated<PaymentMethod | null>;
  /** What was given back of this record, in refunds. */
  refunded_cents: Generated<number>;
  /** OXXO/SPEI: when the voucher or reference stops being payable (ISO 8601 UTC). */
  expires_at: Generated<string | null>;
  /** JSON: `{"voucher":{reference,barcode_url}}` or `{"transfer":{clabe,bank,reference}}`. */
  details: Generated<string | null>;
  /** OXXO/SPEI: what the payments that arrived brought (a SPEI transfer may fall short). */
  received_cents: Generated<number | null>;
  /** A record made for an order edit's difference (decision 061); null for the order's own. */
  edit_id: Generated<number | null>;
}

/**
 * A card hold as asked of the provider, written before asking (decision 033): `asked` until the
 * provider answers, `held` once it holds the money, `ordered` when its order is written (in the
 * order's transaction), `releasing` while the sweeper voids it, `released` once voided or refused. `token` is the provider's payment
 * method id, never card data; it is kept so an unanswered request can be asked again.
 */
export interface CardHoldsTable {
  id: Generated<number>;
  user_id: number;
  order_key: string;
  provider: 'sandbox' | 'stripe';
  amount_cents: number;
  currency: string;
  token: string;
  description: string;
  reference: string | null;
  state: 'asked' | 'held' | 'ordered' | 'releasing' | 'released';
  created_at: string;
  updated_at: string;
}

/** Webhook events already handled, so a redelivered event changes nothing. */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
}

/** Sandbox card tokens: what the test card will do, its brand and last four digits — no number. */
export interface SandboxCardTokensTable {
  token: string;
  brand: string;
  last4: string;
  outcome: 'approved' | 'declined' | 'insufficient_funds';
  created_at: string;
}

/**
 * The sandbox's OXXO vouchers and SPEI references (decision 060), in a table so every process
 * sees them. `reference` is the provider's id and what the shopper reads.
 */
export interface SandboxDeferredPaymentsTable {
  reference: string;
  method: 'oxxo' | 'spei';
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  clabe: string | null;
  status: 'awaiting' | 'paid' | 'expired' | 'canceled';
  received_cents: Generated<number>;
  refunded_cents: Generated<number>;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
  /**
   * Its delivery by WhatsApp or SMS (decision 054): 'pending' when written, 'sending' while a
   * worker holds the claim, then 'delivered' or 'failed'; 'skipped' for rows older than that.
   */
  delivery_status: Generated<NoticeDeliveryStatus>;
  /** The claim's random token: only the worker holding it may finish the delivery. */
  delivery_claim: string | null;
  delivery_claimed_at: string | null;
  delivered_at: string | null;
  delivery_channel: 'whatsapp' | 'sms' | null;
  /** The provider's last refusal, for a person. */
  delivery_error: string | null;
  /** How many times a worker claimed it. */
  delivery_attempts: Generated<number>;
}

export type NoticeDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed' | 'skipped';

/** One row per repeating job and period, claimed by the run that does it (decision 054). */
export interface JobRunsTable {
  name: string;
  /** Epoch milliseconds; PostgreSQL's bigint comes back as a string. */
  period_start: number | string;
  started_at: string;
  finished_at: string | null;
  outcome: 'running' | 'done' | 'failed';
  /** JSON of what the run did (counts), or the failure's reason. */
  detail: string | null;
  /** hostname:pid of the process that ran it. */
  process: string;
  /** The queue's id for the job that ran it. */
  job_id: string | null;
  attempts: Generated<number>;
}

/** A job that kept failing after its retries, kept with its reason for a person (decision 054). */
export interface FailedJobsTable {
  id: Generated<number>;
  name: string;
  /** The queue's id for the job, when it had one. */
  job_id: string | null;
  /** JSON of the job's data. */
  data: string;
  reason: string;
  attempts: number;
  failed_at: string;
  /** When `npm run ops -- jobs:retry` queued it again. */
  retried_at: string | null;
}
export type FailedJobRow = Selectable<FailedJobsTable>;

export type StoreRole = 'owner' | 'staff';

/** Who runs which store (decision 040): an owner manages operators and settings, staff the rest. */
export interface StoreOperatorsTable {
  user_id: number;
  store_id: number;
  role: StoreRole;
  created_at: string;
}

/** One row per admin write, written in the write's own transaction (decision 040). */
export interface AuditLogTable {
  id: Generated<number>;
  store_id: number;
  /** Null for the shared OPERATOR_TOKEN. */
  actor_user_id: number | null;
  /** The operator's name when they acted, or "sistema". */
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON of the entity before and after the change; null where there was none. */
  before: string | null;
  after: string | null;
  request_id: string | null;
  created_at: string;
}
export type AuditLogRow = Selectable<AuditLogTable>;

/** A checked spreadsheet waiting to be committed (decision 042). */
export interface CatalogueImportsTable {
  /** Random, unguessable. */
  id: string;
  store_id: number;
  /** Null for the shared OPERATOR_TOKEN. */
  created_by_user_id: number | null;
  created_by_name: string;
  file_name: string | null;
  /** JSON: the file's columns, in its order. */
  columns: string;
  /** JSON: the valid rows, parsed. */
  rows: string;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  create_rows: number;
  update_rows: number;
  unchanged_rows: number;
  created_at: string;
  expires_at: string;
  committed_at: string | null;
}
export type CatalogueImportRow = Selectable<CatalogueImportsTable>;

/** The orders board's live feed: one row per order placed and per status change (issue 23). */
/**
 * A priced change to a placed order's lines (decision 061): a `draft` holds the extra units in
 * `stock_taken` until it is confirmed, discarded or expires; one draft per order at a time.
 */
export interface OrderEditsTable {
  id: Generated<number>;
  order_id: number;
  state: OrderEditState;
  /** Who opened it: the order's placer. */
  user_id: number;
  /** JSON: the new lines as priced (`OrderEditStoredLine[]`). */
  items: string;
  substitution_default: SubstitutionPreference | null;
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  /** The order's total when the draft was priced; confirming refuses if it moved since. */
  previous_total_cents: number;
  difference_cents: number;
  /** 1 when the order's coupon no longer applies to the new lines. */
  coupon_dropped: Generated<number>;
  /** JSON: `[{inventory_id, qty}]`, the extra units the draft took from stock. */
  stock_taken: string;
  /** What confirming it charged (new holds, the wallet, a voucher) and refunded. */
  charged_cents: Generated<number>;
  refunded_cents: Generated<number>;
  expires_at: string;
  confirmed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export type OrderEditRow = Selectable<OrderEditsTable>;

export interface OrderEventsTable {
  id: Generated<number>;
  store_id: number;
  order_id: number;
  kind: 'created' | 'status';
  /** The status the order was placed in or moved to. */
  status: OrderStatus;
  created_at: string;
  /** 'customer' when the order's customer made the move from the shop; null for the store's. */
  actor: 'customer' | null;
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
  slot_order_counts: SlotOrderCountsTable;
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
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  card_holds: CardHoldsTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_deferred_payments: SandboxDeferredPaymentsTable;
  notifications: NotificationsTable;
  clients: ClientsTable;
  client_addresses: ClientAddressesTable;
  store_operators: StoreOperatorsTable;
  audit_log: AuditLogTable;
  catalogue_imports: CatalogueImportsTable;
  order_events: OrderEventsTable;
  order_edits: OrderEditsTable;
  job_runs: JobRunsTable;
  failed_jobs: FailedJobsTable;
}

export type StoreRow = Selectable<StoresTable>;
export type CardHoldRow = Selectable<CardHoldsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type InventoryRow = Selectable<InventoriesTable>;
export type NewStore = Insertable<StoresTable>;
export type UserRow = Selectable<UsersTable>;
export type CouponRow = Selectable<CouponsTable>;
export type CartRow = Selectable<CartsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type ClientRow = Selectable<ClientsTable>;
export type ClientAddressRow = Selectable<ClientAddressesTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
