/**
 * Records every SQL statement this release runs in a representative day — the demo seed, sign-in,
 * browsing, a cart, cash and card orders, status moves, picking and the operators' reads — on
 * SQLite and (with TEST_DATABASE_URL) PostgreSQL, into
 * `apps/server/test/fixtures/previous-release-queries.json`.
 *
 * Run it on the release being replaced, before the next one's migrations exist
 * (docs/operations/upgrades.md):
 *
 *   git worktree add /tmp/previous-release <release commit>
 *   (cd /tmp/previous-release && npm ci)
 *   cp apps/server/test/previous-release-queries.record.ts /tmp/previous-release/apps/server/test/
 *   (cd /tmp/previous-release && TEST_DATABASE_URL=postgres://… npx tsx \
 *     apps/server/test/previous-release-queries.record.ts "$OLDPWD/apps/server/test/fixtures/previous-release-queries.json")
 *
 * The corpus is replayed by previous-release-queries.test.ts on a database migrated to the
 * latest migrations: whatever the old processes still running during a rolling upgrade would ask
 * must still work.
 *
 * Only imports the app's src/ and node: it has to run on an older tree whose test helpers differ.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { addressFields } from './factories';

/** A parameter as JSON carries it: dates and bytes are tagged so the replay binds the same value. */
export type RecordedValue =
  string | number | boolean | null | { $date: string } | { $bytes: string } | { $bigint: string };

export interface RecordedQuery {
  sql: string;
  parameters: RecordedValue[];
}

export interface PreviousReleaseCorpus {
  /** The release the queries were recorded on. */
  release: { commit: string; latest_migration: string };
  recorded_at: string;
  scenario: string;
  dialects: { sqlite: RecordedQuery[]; postgres?: RecordedQuery[] };
}

export const SCENARIO =
  'demo seed; browse (settings, categories, store, offers, product, search, zones, slots); ' +
  'sign-up and sign-in with a code; addresses; cart (add, bulk, change, remove, choices, slot); ' +
  'cash and card orders; shopper reads (orders, order, notifications); operator status moves ' +
  'through delivered; picking and settling; cancel; operator reads (board, order, picking list, ' +
  'summary, products, settings, coupons, zones, windows, audit)';

/** Monday 23 November 2026, 10:00 in Mexico City: the demo stores' slots are open. */
const MONDAY_10AM = new Date('2026-11-23T16:00:00Z');
const OPERATOR = { authorization: 'Bearer canasta-development-operator-token' };

class QueryRecorder implements KyselyPlugin {
  readonly queries: RecordedQuery[] = [];
  private readonly compiled = new WeakMap<QueryId, CompiledQuery>();

  constructor(private readonly compile: (node: RootOperationNode, id: QueryId) => CompiledQuery) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.compiled.set(queryId, this.compile(node, queryId));
    return node;
  }

  /** Only statements that succeeded: a refused insert the app expects is not a contract. */
  transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const query = this.compiled.get(queryId);
    if (query) {
      this.compiled.delete(queryId);
      this.queries.push({ sql: query.sql, parameters: query.parameters.map(encodeValue) });
    }
    return Promise.resolve(result);
  }
}

export function encodeValue(value: unknown): RecordedValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Buffer.isBuffer(value)) return { $bytes: value.toString('base64') };
  // Arrays and objects reach the drivers as JSON text or pg arrays; JSON keeps both.
  return JSON.stringify(value);
}

export function decodeValue(value: RecordedValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ('$date' in value) return new Date(value.$date);
  if ('$bytes' in value) return Buffer.from(value.$bytes, 'base64');
  return BigInt(value.$bigint);
}

async function recordOn(database: Database): Promise<RecordedQuery[]> {
  const executor = database.db.getExecutor();
  const recorder = new QueryRecorder((node, id) => executor.compileQuery(node, id));
  const db = database.db.withPlugin(recorder);
  await migrateToLatest(database.db);
  await seedDemoData(db);
  let now = MONDAY_10AM.getTime();
  const clock = () => new Date(now);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'file:unused.db',
    UPLOADS_DIR: path.join(os.tmpdir(), 'canasta-record-uploads'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'canasta-no-web-build'),
    POSTAL_CODES_FILE: path.join(os.tmpdir(), 'canasta-no-postal-codes.txt'),
  });
  const app = await buildApp({ config, database: { ...database, db }, logger: false, clock });
  await app.ready();
  try {
    await scenario(app, (ms) => (now += ms));
  } finally {
    await app.close();
  }
  return recorder.queries;
}

type App = Awaited<ReturnType<typeof buildApp>>;
type Body = Record<string, unknown> & { data?: unknown };

async function scenario(app: App, later: (ms: number) => void): Promise<void> {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Body> {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 400) {
      throw new Error(`${method} ${url}: ${String(res.statusCode)} ${res.body.slice(0, 400)}`);
    }
    return res.body === '' ? {} : res.json<Body>();
  }
  const shop = (
    m: Parameters<typeof call>[0],
    u: string,
    p?: unknown,
    h?: Record<string, string>,
  ) => call(m, `/api/shop${u}`, p, h);
  const admin = (m: Parameters<typeof call>[0], u: string, p?: unknown) =>
    call(m, `/api/admin/stores/interna${u}`, p, OPERATOR);

  // Browsing, signed out.
  await shop('GET', '/settings/');
  await shop('GET', '/categories');
  const store = (await shop('GET', '/stores/interna')) as { data: { id: number } };
  const storeId = store.data.id;
  const page = (await shop('GET', `/stores/${String(storeId)}/inventories?per_page=50`)) as {
    data: {
      id: number;
      price_cents: number;
      stock: number;
      max_per_order: number;
      sold_by?: string;
      product: { slug: string };
    }[];
  };
  await shop('GET', `/stores/${String(storeId)}/inventories?q=leche`);
  const offers = page.data.filter(
    (o) => (o.sold_by ?? 'unit') === 'unit' && o.stock >= 20 && o.max_per_order >= 5,
  );
  const [first, second, third] = offers;
  if (!first || !second || !third) throw new Error('the demo store has too few offers in stock');
  await shop('GET', `/stores/${String(storeId)}/inventories/${first.product.slug}`);
  await shop('GET', `/stores/${String(storeId)}/delivery-zones`);
  await shop('GET', `/stores/${String(storeId)}/delivery-slots?type=delivery`);
  await shop('GET', '/payments/config');

  // Sign-up with a code, then a later sign-in of the same phone.
  const phone = '+525511223344';
  await shop('POST', '/auth/send-login-code', { phone, channel: 'whatsapp' });
  const code = async () => {
    const outbox = (await call('GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`)) as {
      data: { code: string }[];
    };
    const latest = outbox.data[0]?.code;
    if (!latest) throw new Error('no code in the outbox');
    return latest;
  };
  const verified = await shop('POST', '/auth/login', { phone, code: await code() });
  const registered = (await shop('POST', '/auth/register', {
    name: 'Rosa Martínez',
    phone,
    registration_token: verified.registration_token,
  })) as { token: string };
  let user = { authorization: `Bearer ${registered.token}` };
  await shop('GET', '/auth/user', undefined, user);
  await shop('POST', '/auth/logout', {}, user);
  later(61_000);
  await shop('POST', '/auth/send-login-code', { phone, channel: 'sms' });
  const signedIn = (await shop('POST', '/auth/login', { phone, code: await code() })) as {
    token: string;
    user: { id: number };
  };
  user = { authorization: `Bearer ${signedIn.token}` };
  await shop('GET', '/auth/user/stores/', undefined, user);

  // An address in Roma Sur, inside the demo store's zones (the server tests' own).
  const address = (await shop('POST', '/addresses', addressFields(), user)) as {
    data: { id: number };
  };
  await shop('GET', '/addresses', undefined, user);
  await shop(
    'GET',
    `/addresses/check-coverage?store_id=${String(storeId)}&lat=19.4194&lng=-99.1617`,
  );

  let chosenSlot = { date: '', id: 0 };
  /** A cart ready to order: lines, home delivery to the address, the first open slot. */
  async function readyCart(lines: { id: number; qty: number }[]): Promise<string> {
    const created = (await shop(
      'POST',
      '/checkout/',
      { store_id: storeId, user_id: signedIn.user.id },
      user,
    )) as {
      cart: { id: string };
    };
    const cartId = created.cart.id;
    for (const line of lines) {
      await shop(
        'POST',
        `/checkout/${cartId}/items`,
        { purchaseable_id: line.id, qty: line.qty },
        user,
      );
    }
    await shop(
      'PUT',
      `/checkout/${cartId}`,
      { delivery_type: 'delivery', address_id: address.data.id },
      user,
    );
    const slots = (await shop(
      'GET',
      `/stores/${String(storeId)}/delivery-slots?type=delivery`,
    )) as { data: { date: string; slots: { id: number; available: boolean }[] }[] };
    const open = slots.data.flatMap((day) =>
      day.slots.filter((s) => s.available).map((s) => ({ date: day.date, id: s.id })),
    );
    const slot = open[0];
    if (!slot) throw new Error('no open slot');
    chosenSlot = slot;
    await shop(
      'PUT',
      `/checkout/${cartId}`,
      { delivery_date: slot.date, delivery_slot_id: slot.id },
      user,
    );
    return cartId;
  }
  const enough = (o: { price_cents: number }) => Math.max(2, Math.ceil(30_000 / o.price_cents));

  // A cart changed the ways a shopper changes it.
  const cartId = await readyCart([{ id: first.id, qty: enough(first) }]);
  const cart = (await shop(
    'POST',
    `/checkout/${cartId}/items/bulk`,
    {
      items: [
        { purchaseable_id: second.id, qty: 2 },
        { purchaseable_id: third.id, qty: 1 },
      ],
    },
    user,
  )) as { cart: { items: { id: number; purchaseable_id: number }[] } };
  const thirdLine = cart.cart.items.find((item) => item.purchaseable_id === third.id);
  if (thirdLine) {
    await shop('PUT', `/checkout/${cartId}/items/${String(thirdLine.id)}`, { qty: 2 }, user);
    await shop('DELETE', `/checkout/${cartId}/items/${String(thirdLine.id)}`, undefined, user);
  }
  await shop('GET', `/checkout/${cartId}`, undefined, user);
  await shop('PUT', `/checkout/${cartId}`, { notes: 'Tocar el timbre' }, user);

  // A cash order, then one paid by card.
  const cash = (await shop(
    'POST',
    '/client-orders',
    { cart_id: cartId, payment: { method: 'cash' } },
    { ...user, 'idempotency-key': `record-${cartId}` },
  )) as { data: { id: number; number: string } };
  const cardCart = await readyCart([{ id: second.id, qty: enough(second) }]);
  const token = (await shop('POST', '/payments/sandbox/tokens', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    holder_name: 'Lucía Hernández',
  })) as { token: string };
  const card = (await shop(
    'POST',
    '/client-orders',
    { cart_id: cardCart, payment: { method: 'card', card_token: token.token } },
    { ...user, 'idempotency-key': `record-${cardCart}` },
  )) as { data: { id: number; number: string } };
  const thirdCart = await readyCart([{ id: third.id, qty: enough(third) }]);
  const toCancel = (await shop(
    'POST',
    '/client-orders',
    { cart_id: thirdCart, payment: { method: 'cash' } },
    { ...user, 'idempotency-key': `record-${thirdCart}` },
  )) as { data: { id: number; number: string } };

  // What the shopper reads afterwards.
  await shop('GET', '/client-orders', undefined, user);
  await shop('GET', `/client-orders/${String(cash.data.id)}`, undefined, user);
  await shop('GET', '/notifications', undefined, user);
  await shop('POST', '/notifications/read-all', {}, user);
  await shop('POST', `/client-orders/${String(toCancel.data.id)}/cancel`, {}, user);

  // The operators: the board and its reads, an order moved through to delivered by the
  // console, one by the operator route, a picking saved and settled.
  await admin('GET', '/orders');
  await admin('GET', `/orders?status=confirmed`);
  await admin('GET', `/orders/${cash.data.number}`);
  await admin('POST', `/orders/${cash.data.number}/status`, { status: 'confirmed' });
  const picked = (await admin('GET', `/orders/${cash.data.number}`)) as {
    data: { items: { id: number; qty: number }[] };
  };
  await admin('PUT', `/orders/${cash.data.number}/picking`, {
    lines: picked.data.items.map((item) => ({ line_id: item.id, picked_qty: item.qty })),
  });
  await admin('POST', `/orders/${cash.data.number}/picking/done`);
  for (const status of ['on_the_way', 'delivered']) {
    await admin('POST', `/orders/${cash.data.number}/status`, { status });
  }
  for (const status of ['confirmed', 'preparing', 'on_the_way', 'delivered']) {
    await call('POST', `/api/ops/orders/${card.data.number}/status`, { status }, OPERATOR);
  }
  await admin('GET', `/picking?date=${chosenSlot.date}&slot_id=${String(chosenSlot.id)}`);
  await admin('GET', '/summary');
  await admin('GET', '/products');
  await admin('GET', '/settings');
  await admin('GET', '/coupons');
  await admin('GET', '/zones');
  await admin('GET', '/delivery-windows');
  await admin('GET', '/closed-dates');
  await admin('GET', '/operators');
  await admin('GET', '/audit');
  await shop('POST', `/client-orders/${String(cash.data.id)}/reorder`, {}, user);
}

function latestMigration(): string {
  const names = Object.keys(migrations).sort();
  const latest = names.at(-1);
  if (!latest) throw new Error('no migrations');
  return latest;
}

async function withScratchPostgres<T>(
  adminUrl: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `canasta_record_${String(process.pid)}`;
  const adminClient = async (sqlText: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sqlText);
    } finally {
      await client.end();
    }
  };
  await adminClient(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await adminClient(`drop database if exists ${name} with (force)`);
  }
}

async function main() {
  const out = path.resolve(
    process.argv[2] ?? 'apps/server/test/fixtures/previous-release-queries.json',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-record-'));
  const sqliteDb = openDatabase(`file:${path.join(dir, 'record.db')}`);
  let sqlite: RecordedQuery[];
  try {
    sqlite = await recordOn(sqliteDb);
  } finally {
    await sqliteDb.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl
    ? await withScratchPostgres(adminUrl, async (url) => {
        const database = openDatabase(url);
        try {
          return await recordOn(database);
        } finally {
          await database.close();
        }
      })
    : undefined;
  const corpus: PreviousReleaseCorpus = {
    release: {
      commit: execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim(),
      latest_migration: latestMigration(),
    },
    recorded_at: new Date().toISOString(),
    scenario: SCENARIO,
    dialects: { sqlite, ...(postgres ? { postgres } : {}) },
  };
  fs.writeFileSync(out, `${JSON.stringify(corpus, null, 1)}\n`);
  console.log(
    `Recorded ${String(sqlite.length)} SQLite and ${String(postgres?.length ?? 0)} PostgreSQL ` +
      `statements of ${corpus.release.commit.slice(0, 7)} (${corpus.release.latest_migration}) ` +
      `into ${out}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
