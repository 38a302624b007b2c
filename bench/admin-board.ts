import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import { SESSION_TTL_DAYS, hashToken } from '../apps/server/src/modules/auth/session.service';
import { orderSearchText } from '../apps/server/src/modules/orders/order-search';
import type { Outcome, Table } from './lib/results';
import { createScratchDatabase, runPostgresLane } from './lib/scratch-postgres';
import { type RunningServer, startServer } from './lib/start-server';

/**
 * Issue 23: the operators' orders board on a busy day. 2,000 orders are delivered on one day
 * (and 6,000 more on the days around it), then the board's list is read page by page — the
 * whole day, one status, and a search by name — as one operator would, one request at a time.
 * Budget: every page answered in under 50 ms (p99 over every page of every query).
 */
const ORDERS_THAT_DAY = 2_000;
const ORDERS_OTHER_DAYS = 6_000;
const PER_PAGE = 50;
/** Each page is read this many times; the first read of each query warms it. */
const ROUNDS = 5;
const P99_BUDGET_MS = 50;
const STORE_SLUG = 'interna';
const DAY = '2026-12-03';
const OTHER_DAYS = ['2026-12-01', '2026-12-02', '2026-12-04', '2026-12-05', '2026-12-07'];
const STATUSES = ['pending', 'confirmed', 'preparing', 'on_the_way', 'delivered', 'cancelled'];

export const ADMIN_BOARD_GOAL = `the orders board's list with ${ORDERS_THAT_DAY} orders in a day: every page (${PER_PAGE} orders) under ${P99_BUDGET_MS} ms at p99, on each database`;

export interface AdminBoardContext {
  work: string;
  uploadsDir: string;
  cpuProfileDir: string | undefined;
}

interface QueryTiming {
  query: string;
  pages: number;
  p50: number;
  p99: number;
  max: number;
}

export async function runAdminBoard(context: AdminBoardContext): Promise<Outcome> {
  const failures: string[] = [];
  const notes: string[] = [];
  const tables: Table[] = [];
  const data: Record<string, unknown> = {};

  const sqlite = await runSqlite(context);
  tables.push(timingTable('SQLite', sqlite));
  data.sqlite = sqlite;
  failures.push(...overBudget('SQLite', sqlite));

  const postgres = await runPostgresLane(async (adminUrl, label) => {
    const scratch = await createScratchDatabase(adminUrl);
    try {
      return { label, timings: await runOn(context, scratch.url, 'postgres', 2) };
    } finally {
      await scratch.drop();
    }
  });
  data.postgres = postgres.postgres;
  if (postgres.result) {
    tables.push(timingTable(postgres.result.label, postgres.result.timings));
    data.postgres_timings = postgres.result.timings;
    failures.push(...overBudget(postgres.result.label, postgres.result.timings));
  }
  if (postgres.failure) failures.push(postgres.failure);
  if (postgres.note) notes.push(postgres.note);
  notes.push(
    `${ORDERS_THAT_DAY} orders on ${DAY} and ${ORDERS_OTHER_DAYS} on ${OTHER_DAYS.length} other days, each with 3 lines; ${PER_PAGE} orders a page, every page read ${ROUNDS} times, one request at a time (the first round is a warm-up and not counted).`,
  );
  return {
    name: 'admin-board',
    title: 'Operators: the orders board',
    goal: ADMIN_BOARD_GOAL,
    passed: failures.length === 0,
    failures,
    tables,
    notes,
    data,
  };
}

async function runSqlite(context: AdminBoardContext): Promise<QueryTiming[]> {
  const databaseUrl = `file:${path.join(context.work, 'sqlite-admin-board', 'canasta.db')}`;
  return runOn(context, databaseUrl, 'sqlite', undefined);
}

async function runOn(
  context: AdminBoardContext,
  databaseUrl: string,
  name: string,
  poolSize: number | undefined,
): Promise<QueryTiming[]> {
  const server = await startServer({
    databaseUrl,
    uploadsDir: context.uploadsDir,
    logFile: path.join(context.work, `server-admin-board-${name}.log`),
    cpuProfileDir: context.cpuProfileDir,
  });
  try {
    // The server has migrated and seeded the database by now.
    const database = openDatabase(databaseUrl, poolSize === undefined ? {} : { poolSize });
    let token: string;
    let searchName: string;
    try {
      token = await createOwner(database);
      searchName = await insertOrders(database);
    } finally {
      await database.close();
    }
    return await readBoard(server, token, searchName);
  } finally {
    await server.stop();
  }
}

/** An owner of the store with a live session, written the way the server writes them. */
async function createOwner(database: Database): Promise<string> {
  const stamp = new Date().toISOString();
  const store = await storeId(database);
  const { id } = await database.db
    .insertInto('users')
    .values({
      name: 'Dueña del bench',
      phone: '+525588800001',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('store_operators')
    .values({ user_id: id, store_id: store, role: 'owner', created_at: stamp })
    .execute();
  const token = randomBytes(32).toString('base64url');
  await database.db
    .insertInto('user_sessions')
    .values({
      user_id: id,
      token_hash: hashToken(token),
      created_at: stamp,
      last_used_at: stamp,
      expires_at: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

async function storeId(database: Database): Promise<number> {
  const store = await database.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', STORE_SLUG)
    .executeTakeFirstOrThrow();
  return store.id;
}

/**
 * Customers and their orders, as placement writes them (snapshots, search text, lines), spread
 * over the store's delivery windows. Returns a customer's name that several orders share.
 */
async function insertOrders(database: Database): Promise<string> {
  const { db } = database;
  const store = await storeId(database);
  const windows = await db
    .selectFrom('delivery_windows')
    .select(['id', 'start_time', 'end_time'])
    .where('store_id', '=', store)
    .where('type', '=', 'delivery')
    .execute();
  const offers = await db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.price_cents', 'p.name'])
    .where('i.store_id', '=', store)
    .limit(60)
    .execute();
  const stamp = new Date().toISOString();
  const customers: { id: number; name: string; phone: string }[] = [];
  for (let start = 0; start < 400; start += 200) {
    const values = Array.from({ length: 200 }, (_, i) => ({
      name: `Clienta ${FIRST_NAMES[(start + i) % FIRST_NAMES.length]} ${start + i + 1}`,
      phone: `+5256${String(start + i + 1).padStart(8, '0')}`,
      created_at: stamp,
      updated_at: stamp,
    }));
    const rows = await db.insertInto('users').values(values).returning('id').execute();
    rows.forEach((row, i) => {
      const value = values[i];
      if (value) customers.push({ id: row.id, name: value.name, phone: value.phone });
    });
  }
  const days = [
    ...Array.from({ length: ORDERS_THAT_DAY }, () => DAY),
    ...Array.from(
      { length: ORDERS_OTHER_DAYS },
      (_, i) => OTHER_DAYS[i % OTHER_DAYS.length] ?? DAY,
    ),
  ];
  const batch = 250;
  for (let start = 0; start < days.length; start += batch) {
    const chunk = days.slice(start, start + batch);
    const orders = chunk.map((date, i) => {
      const n = start + i;
      const customer = customers[n % customers.length];
      const window = windows[n % windows.length];
      if (!customer || !window) throw new Error('bench: no customers or delivery windows');
      const address = { receiver_name: customer.name, receiver_phone: customer.phone };
      return {
        user_id: customer.id,
        placed_by_user_id: customer.id,
        store_id: store,
        cart_id: randomUUID(),
        idempotency_key: randomUUID(),
        status: STATUSES[n % STATUSES.length] as 'pending',
        payment_status: 'pending' as const,
        payment_method: 'cash' as const,
        subtotal_cents: 45_000,
        discount_cents: 0,
        delivery_fee_cents: 3_500,
        wallet_applied_cents: 0,
        total_cents: 48_500,
        estimated_total_cents: 48_500,
        currency: 'MXN',
        delivery_type: 'delivery' as const,
        delivery_date: date,
        delivery_slot_id: window.id,
        delivery_slot_start: window.start_time,
        delivery_slot_end: window.end_time,
        zone_name: 'Roma, Condesa y Narvarte',
        address: JSON.stringify({
          street: 'Calle Medellín',
          exterior_number: String(100 + (n % 300)),
          neighborhood: 'Roma Sur',
          postal_code: '06760',
          municipality: 'Cuauhtémoc',
          state: 'Ciudad de México',
          lat: 19.4194,
          lng: -99.1617,
          ...address,
        }),
        search_text: orderSearchText(customer, address),
        created_at: new Date(Date.parse('2026-11-20T12:00:00Z') + n * 60_000).toISOString(),
        updated_at: stamp,
      };
    });
    const rows = await db.insertInto('orders').values(orders).returning('id').execute();
    await db
      .updateTable('orders')
      .set((eb) => ({ number: eb.cast(eb('id', '+', 100_000), 'text') }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const lines = rows.flatMap((row, i) =>
      [0, 1, 2].map((k) => {
        const offer = offers[(start + i + k * 7) % offers.length];
        if (!offer) throw new Error('bench: the store has no offers');
        return {
          order_id: row.id,
          inventory_id: offer.id,
          name: offer.name,
          image_url: null,
          qty: 1 + k,
          unit_price_cents: offer.price_cents,
          list_unit_price_cents: offer.price_cents,
          line_total_cents: offer.price_cents * (1 + k),
          estimated_line_total_cents: offer.price_cents * (1 + k),
        };
      }),
    );
    await db.insertInto('order_items').values(lines).execute();
  }
  return `Clienta ${FIRST_NAMES[3]}`;
}

const FIRST_NAMES = ['Ana', 'Beatriz', 'Carmen', 'Dolores', 'Elena', 'Fernanda', 'Gabriela'];

/** Reads every page of each query, ROUNDS times, one request at a time. */
async function readBoard(
  server: RunningServer,
  token: string,
  searchName: string,
): Promise<QueryTiming[]> {
  const base = `${server.url}/api/admin/stores/${STORE_SLUG}/orders`;
  const queries = [
    { query: `date=${DAY}`, label: 'the whole day' },
    { query: `date=${DAY}&status=confirmed`, label: 'one status' },
    { query: `date=${DAY}&q=${encodeURIComponent(searchName)}`, label: 'search by name' },
    { query: `q=${encodeURIComponent(searchName)}`, label: 'search by name, every day' },
  ];
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const timings: QueryTiming[] = [];
  for (const { query, label } of queries) {
    const first = await fetch(`${base}?${query}&per_page=${PER_PAGE}`, { headers });
    if (first.status !== 200) throw new Error(`${label}: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { meta: { last_page: number; total: number } };
    const pages = body.meta.last_page;
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const started = performance.now();
        const res = await fetch(`${base}?${query}&page=${page}&per_page=${PER_PAGE}`, { headers });
        await res.arrayBuffer();
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`${label} page ${page}: ${res.status}`);
        if (round > 0) samples.push(ms);
      }
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
    timings.push({
      query: `${label} (${body.meta.total} orders)`,
      pages,
      p50: round1(at(0.5)),
      p99: round1(at(0.99)),
      max: round1(samples[samples.length - 1] ?? 0),
    });
  }
  return timings;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function timingTable(label: string, timings: QueryTiming[]): Table {
  return {
    caption: `${label}: one page of ${PER_PAGE} orders (ms)`,
    columns: ['query', 'pages', 'p50', 'p99', 'max'],
    rows: timings.map((t) => [t.query, t.pages, t.p50, t.p99, t.max]),
  };
}

function overBudget(label: string, timings: QueryTiming[]): string[] {
  return timings
    .filter((t) => t.p99 >= P99_BUDGET_MS)
    .map((t) => `${label}, ${t.query}: p99 ${t.p99} ms ≥ ${P99_BUDGET_MS} ms`);
}
