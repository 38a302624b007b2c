import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';

/**
 * The scale benchmark's data set (issue 28), generated in the database with bulk SQL after the
 * server's migrations and demo seed: stores copied from the demo store `interna` (its settings,
 * zones, delivery windows, banners and collections), a shared catalogue of products every one of
 * them offers, shoppers with an address each, and past orders with their lines, status history
 * and cash payment record (decision 059's shape). Nothing of it is shipped: it exists only in the
 * benchmark's scratch databases.
 */
export interface ScaleSize {
  stores: number;
  /** Products in the shared catalogue; every generated store offers each of them. */
  offers: number;
  shoppers: number;
  orders: number;
}

/** What the benchmark reads from the generated set. */
export interface ScaleSet {
  /** A generated store: what the big set's pages are read from. */
  storeId: number;
  storeSlug: string;
  /** A generated shopper, with orders / shoppers orders. */
  shopperId: number;
  /** A delivery day with orders in `storeId`, for the orders board. */
  boardDate: string;
  seconds: Record<string, number>;
}

export const STORE_PREFIX = 'escala-';
const PRODUCT_PREFIX = 'escala-producto-';
const SHOPPER_PREFIX = 'Clienta escala ';
/** Every order has this many lines. */
export const LINES_PER_ORDER = 2;
const COLLECTION_ITEMS = 100;
/** Order n was placed n / ORDERS_PER_MINUTE minutes after the start of 2025. */
const ORDERS_PER_MINUTE = 2;

const NOUNS = [
  'Manzana',
  'Plátano',
  'Arroz',
  'Frijol',
  'Leche',
  'Queso',
  'Yogur',
  'Pan',
  'Tortilla',
  'Café',
  'Azúcar',
  'Aceite',
  'Atún',
  'Sardina',
  'Galletas',
  'Cereal',
  'Avena',
  'Pasta',
  'Salsa',
  'Chile',
  'Jabón',
  'Detergente',
  'Papel',
  'Servilletas',
  'Agua',
  'Refresco',
  'Jugo',
  'Cerveza',
  'Vino',
  'Huevo',
  'Pollo',
  'Res',
  'Cerdo',
  'Jamón',
  'Salchicha',
  'Tomate',
  'Cebolla',
  'Papa',
  'Zanahoria',
  'Aguacate',
];
const QUALITIES = [
  'orgánico',
  'light',
  'integral',
  'natural',
  'clásico',
  'familiar',
  'premium',
  'económico',
  'artesanal',
  'picante',
  'dulce',
  'sin azúcar',
  'deslactosado',
  'entero',
  'molido',
  'en polvo',
  'en lata',
  'fresco',
  'congelado',
  'ahumado',
  'tostado',
  'mediano',
  'grande',
  'chico',
  'a granel',
];

/** `with recursive` CTE `name(n)` of 1…count, the way each database makes it fastest. */
function series(database: Database, name: string, count: number): RawBuilder<unknown> {
  return database.dialect === 'postgres'
    ? sql`${sql.id(name)}(n) as (select generate_series(1, ${sql.lit(count)}))`
    : sql`${sql.id(name)}(n) as (select 1 union all select n + 1 from ${sql.id(name)} where n < ${sql.lit(count)})`;
}

/** ISO 8601 UTC text `minutes` (an SQL expression) after 2025-01-01T06:00Z, as the app stores it. */
function isoAt(database: Database, minutes: RawBuilder<unknown>): RawBuilder<string> {
  return database.dialect === 'postgres'
    ? sql`to_char(timestamp '2025-01-01 06:00' + (${minutes}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%S.000Z', '2025-01-01 06:00', '+' || (${minutes}) || ' minutes')`;
}

/** 'YYYY-MM-DD' `days` (an SQL expression) after 2025-01-01. */
function dateAt(database: Database, days: RawBuilder<unknown>): RawBuilder<string> {
  return database.dialect === 'postgres'
    ? sql`to_char(date '2025-01-01' + cast(${days} as integer), 'YYYY-MM-DD')`
    : sql`date('2025-01-01', '+' || (${days}) || ' days')`;
}

/** The shopper's address `a` as an order keeps it (`AddressSnapshotSchema`), as JSON text. */
function addressSnapshot(database: Database): RawBuilder<string> {
  const fields = [
    'id',
    'label',
    'street',
    'exterior_number',
    'internal_number',
    'neighborhood',
    'postal_code',
    'municipality',
    'city',
    'state',
    'between_streets',
    'references',
    'lat',
    'lng',
    'receiver_name',
    'receiver_phone',
  ];
  const pairs = sql.join(fields.map((field) => sql`${sql.lit(field)}, a.${sql.id(field)}`));
  return database.dialect === 'postgres'
    ? sql`cast(json_build_object(${pairs}) as text)`
    : sql`json_object(${pairs})`;
}

function words(list: readonly string[]): RawBuilder<unknown> {
  return sql.join(list.map((word, k) => sql`(${sql.lit(k)}, ${sql.lit(word)})`));
}

/** Runs `step` and records how long it took under `label`. */
async function timed(
  seconds: Record<string, number>,
  label: string,
  step: () => Promise<unknown>,
): Promise<void> {
  const started = performance.now();
  await step();
  seconds[label] = Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Writes the data set into a migrated, seeded database. On SQLite each statement is its own
 * transaction, which is what makes one statement of a million rows fast there too.
 */
export async function generateScaleSet(database: Database, size: ScaleSize): Promise<ScaleSet> {
  const { db } = database;
  const seconds: Record<string, number> = {};
  const pg = database.dialect === 'postgres';
  const run = (query: RawBuilder<unknown>) => query.execute(db);

  await timed(seconds, 'stores', () =>
    run(sql`with recursive ${series(database, 's', size.stores)}
      insert into stores (slug, name, address, lat, lng, logo_url, phone, whatsapp, time_zone,
        offers_delivery, offers_pickup, cutoff_time, lead_days, days_ahead,
        max_price_discount_percent, created_at, mentor_commission_bps, accepts_cash, accepts_card,
        accepts_oxxo, accepts_spei, maintenance, weight_hold_margin_percent,
        substitution_answer_minutes, edit_cutoff_minutes)
      select ${sql.lit(STORE_PREFIX)} || s.n, 'Súper ' || s.n, t.address, t.lat, t.lng, t.logo_url, t.phone,
        t.whatsapp, t.time_zone, t.offers_delivery, t.offers_pickup, t.cutoff_time, t.lead_days,
        t.days_ahead, t.max_price_discount_percent, t.created_at, t.mentor_commission_bps,
        t.accepts_cash, t.accepts_card, t.accepts_oxxo, t.accepts_spei, t.maintenance,
        t.weight_hold_margin_percent, t.substitution_answer_minutes, t.edit_cutoff_minutes
      from s cross join stores t where t.slug = 'interna' order by s.n`),
  );
  const generated = sql`(select id from stores where slug like ${`${STORE_PREFIX}%`})`;
  await timed(seconds, 'zones, windows, banners', async () => {
    await run(sql`insert into delivery_zones (store_id, name, polygon, delivery_fee_cents, min_order_cents)
      select s.id, z.name, z.polygon, z.delivery_fee_cents, z.min_order_cents
      from stores s cross join delivery_zones z
      where s.id in ${generated} and z.store_id = (select id from stores where slug = 'interna')`);
    await run(sql`insert into delivery_windows (store_id, type, weekday, start_time, end_time, capacity)
      select s.id, w.type, w.weekday, w.start_time, w.end_time, w.capacity
      from stores s cross join delivery_windows w
      where s.id in ${generated} and w.archived_at is null
        and w.store_id = (select id from stores where slug = 'interna')`);
    await run(sql`insert into banners (store_id, image_url, image_sources, alt, link_url, position)
      select s.id, b.image_url, b.image_sources, b.alt, b.link_url, b.position
      from stores s cross join banners b
      where s.id in ${generated} and b.store_id = (select id from stores where slug = 'interna')`);
  });

  // Without photos: a photo would have the server draw a link-preview card for each of the
  // millions of offers when it starts (decision 051), which is not what is measured here.
  await timed(seconds, 'products', () =>
    run(sql`with recursive ${series(database, 's', size.offers)},
        nouns(k, w) as (values ${words(NOUNS)}),
        qualities(k, w) as (values ${words(QUALITIES)}),
        cats(k, id) as (select row_number() over (order by id) - 1, id from categories)
      insert into products (slug, name, description, category_id, unit, images)
      select ${sql.lit(PRODUCT_PREFIX)} || s.n, nouns.w || ' ' || qualities.w || ' ' || s.n,
        'Presentación ' || s.n || ' de ' || lower(nouns.w) || ', ' || qualities.w || '.',
        cats.id, 'pieza', '[]'
      from s
      join nouns on nouns.k = s.n % ${sql.lit(NOUNS.length)}
      join qualities on qualities.k = (s.n / ${sql.lit(NOUNS.length)}) % ${sql.lit(QUALITIES.length)}
      join cats on cats.k = s.n % (select count(*) from categories)
      order by s.n`),
  );
  await timed(seconds, 'offers', () =>
    run(sql`insert into inventories (store_id, product_id, price_cents, compare_at_price_cents,
        stock, max_per_order, active, sku)
      select s.id, p.id, 1000 + (p.id * 37 + s.id * 11) % 9000, null,
        case when (p.id + s.id) % 23 = 0 then 0 else 20 + p.id % 180 end, 20, 1, 'E' || p.id
      from stores s cross join products p
      where s.id in ${generated} and p.slug like ${`${PRODUCT_PREFIX}%`}
      order by s.id, p.id`),
  );
  // About COLLECTION_ITEMS offers in each collection, whatever the catalogue's size.
  const stride = Math.max(1, Math.floor(size.offers / COLLECTION_ITEMS));
  await timed(seconds, 'collections', async () => {
    await run(sql`insert into collections (store_id, name, position)
      select s.id, c.name, c.position from stores s cross join collections c
      where s.id in ${generated} and c.store_id = (select id from stores where slug = 'interna')
      order by s.id, c.position, c.id`);
    await run(sql`insert into collection_items (collection_id, inventory_id, position)
      select c.id, i.id, i.product_id from collections c
      join inventories i on i.store_id = c.store_id
      where c.store_id in ${generated}
        and (i.product_id * 7 + c.id) % ${sql.lit(stride)} = 0`);
  });

  await timed(seconds, 'shoppers', async () => {
    await run(sql`with recursive ${series(database, 's', size.shoppers)}
      insert into users (name, phone, created_at, updated_at)
      select ${sql.lit(SHOPPER_PREFIX)} || s.n, '+5257' || (10000000 + s.n), ${isoAt(database, sql`s.n`)},
        ${isoAt(database, sql`s.n`)}
      from s order by s.n`);
    await run(sql`insert into addresses (user_id, label, street, exterior_number, neighborhood,
        postal_code, municipality, state, lat, lng, receiver_name, receiver_phone, is_default,
        created_at, updated_at)
      select id, 'Casa', 'Calle Medellín', cast(100 + id % 300 as text), 'Roma Sur', '06760',
        'Cuauhtémoc', 'Ciudad de México', 19.4194, -99.1617, name, phone, 1, created_at, updated_at
      from users where name like ${`${SHOPPER_PREFIX}%`}`);
  });

  // Each store has its owner (decision 040), as the orders board's operators are looked up.
  await timed(seconds, 'owners', async () => {
    await run(sql`insert into users (name, phone, created_at, updated_at)
      select 'Dueña ' || s.name, '+5258' || (10000000 + s.id), s.created_at, s.created_at
      from stores s where s.id in ${generated} order by s.id`);
    await run(sql`insert into store_operators (user_id, store_id, role, created_at)
      select u.id, s.id, 'owner', s.created_at from stores s
      join users u on u.phone = '+5258' || (10000000 + s.id)
      where s.id in ${generated}`);
  });

  const firstShopper = await sql<{
    id: number;
  }>`select min(id) as id from users where name like ${`${SHOPPER_PREFIX}%`}`.execute(db);
  const firstStore = await sql<{
    id: number;
  }>`select min(id) as id from stores where slug like ${`${STORE_PREFIX}%`}`.execute(db);
  const lastOrder = await sql<{ id: number | null }>`select max(id) as id from orders`.execute(db);
  const productRow = await sql<{
    id: number;
  }>`select min(id) as id from products where slug like ${`${PRODUCT_PREFIX}%`}`.execute(db);
  // The products were written by one statement, so their ids follow one another.
  const firstProduct = Number(productRow.rows[0]?.id);
  const shopperId = Number(firstShopper.rows[0]?.id);
  const storeId = Number(firstStore.rows[0]?.id);
  const base = Number(lastOrder.rows[0]?.id ?? 0);

  // Order n: store n mod stores, shopper n mod shoppers, placed n / 2 minutes into 2025 and
  // delivered the day after; one in ten cancelled, the rest delivered and paid in cash.
  const minute = sql`s.n / ${sql.lit(ORDERS_PER_MINUTE)}`;
  const day = sql`s.n / ${sql.lit(ORDERS_PER_MINUTE * 1440)} + 1`;
  await timed(seconds, 'orders', () =>
    run(sql`with recursive ${series(database, 's', size.orders)}
      insert into orders (id, number, user_id, placed_by_user_id, store_id, cart_id,
        idempotency_key, status, payment_status, payment_method, subtotal_cents, discount_cents,
        delivery_fee_cents, wallet_applied_cents, total_cents, currency, delivery_type,
        delivery_date, delivery_slot_id, delivery_slot_start, delivery_slot_end, zone_name,
        address, search_text, created_at, updated_at, estimated_total_cents, slot_counted)
      select ${sql.lit(base)} + s.n, cast(${sql.lit(100000 + base)} + s.n as text), u.id, u.id, st.id,
        'escala-carrito-' || s.n, 'escala-' || s.n,
        case when s.n % 10 = 0 then 'cancelled' else 'delivered' end,
        case when s.n % 10 = 0 then 'pending' else 'paid' end,
        'cash', 42000, 0, 3500, 0, 45500, 'MXN', 'delivery',
        ${dateAt(database, day)}, slot.id, slot.start_time, slot.end_time,
        'Roma, Condesa y Narvarte',
        ${addressSnapshot(database)},
        lower(u.name) || ' ' || substr(u.phone, 2),
        ${isoAt(database, minute)}, ${isoAt(database, minute)}, 45500, 1
      from s
      join users u on u.id = ${sql.lit(shopperId)} + s.n % ${sql.lit(size.shoppers)}
      join addresses a on a.user_id = u.id
      join stores st on st.id = ${sql.lit(storeId)} + s.n % ${sql.lit(size.stores)}
      join delivery_windows slot on slot.id = (select min(w.id) from delivery_windows w
        where w.store_id = st.id and w.type = 'delivery')
      order by s.n`),
  );
  if (pg) {
    await run(
      sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
    );
  }
  const ours = sql`o.id > ${sql.lit(base)}`;
  // `k cross join orders`: SQLite keeps a CROSS JOIN's order, so each order's offer is found by
  // its (store_id, product_id) key, the line number being known by then.
  await timed(seconds, 'order lines', () =>
    run(sql`with recursive ${series(database, 'k', LINES_PER_ORDER)}
      insert into order_items (order_id, inventory_id, name, image_url, qty, unit_price_cents,
        list_unit_price_cents, line_total_cents, estimated_line_total_cents)
      select o.id, i.id, p.name, null, 1 + k.n, i.price_cents, i.price_cents,
        i.price_cents * (1 + k.n), i.price_cents * (1 + k.n)
      from k cross join orders o
      join inventories i on i.store_id = o.store_id
        and i.product_id = ${sql.lit(firstProduct)} + (o.id * 7 + k.n * 13) % ${sql.lit(size.offers)}
      join products p on p.id = i.product_id
      where ${ours}`),
  );
  await timed(seconds, 'status history, payments, slot counts', async () => {
    await run(sql`insert into order_status_history (order_id, status, at)
      select o.id, o.status, o.updated_at from orders o where ${ours}`);
    await run(sql`insert into payments (order_id, provider, kind, reference, status, amount_cents,
        created_at, updated_at, method)
      select o.id, 'cash', 'charge', null,
        case when o.status = 'cancelled' then 'voided' else 'paid' end, o.total_cents,
        o.created_at, o.updated_at, 'cash'
      from orders o where ${ours}`);
    await run(sql`insert into slot_order_counts (window_id, delivery_date, store_id, orders)
      select o.delivery_slot_id, o.delivery_date, o.store_id, count(*) from orders o
      where ${ours} and o.status <> 'cancelled'
      group by o.delivery_slot_id, o.delivery_date, o.store_id`);
  });
  // A database that has lived with these rows has its planner statistics; a fresh bulk load
  // has none until autovacuum (PostgreSQL) or ANALYZE (SQLite) runs. On PostgreSQL autovacuum
  // also marks the pages all-visible, which is what lets a count read an index alone (an
  // index-only scan); without it every count visits the table's pages (decision 066).
  await timed(seconds, 'analyze', () => run(pg ? sql`vacuum analyze` : sql`analyze`));

  const storeSlug = `${STORE_PREFIX}1`;
  const busiest = await sql<{ delivery_date: string }>`select delivery_date from orders
    where store_id = ${storeId} group by delivery_date order by count(*) desc, delivery_date desc limit 1`.execute(
    db,
  );
  return {
    storeId,
    storeSlug,
    shopperId,
    boardDate: busiest.rows[0]?.delivery_date ?? '2025-06-01',
    seconds,
  };
}
