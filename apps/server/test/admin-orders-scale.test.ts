import type { AdminOrderPage } from '@canasta/contract';
import {
  CompiledQuery,
  type Insertable,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersTable } from '../src/db/schema';
import { type TestUser, createOperator } from './factories';
import { type TestApp, createTestApp } from './test-app';

/**
 * The board at a busy store's scale (issue 23): 2,000 orders in one day among 10,000, paged
 * under 50 ms a page, with the index on (store, day, slot) doing the work on both databases.
 */
const DAY = '2026-12-01';
const OTHER_DAYS = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-02'];
const PER_DAY = 2000;
const BUDGET_MS = 50;
const STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;

/** Keeps every statement the app sends, as Kysely built it, to ask each database for its plan. */
class StatementLog implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

const log = new StatementLog();
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ plugins: [log] });
  const db = t.database.db;
  owner = await createOperator(db, 'interna', 'owner');
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', 'interna')
    .executeTakeFirstOrThrow();
  const windows = await db
    .selectFrom('delivery_windows')
    .select(['id', 'start_time', 'end_time'])
    .where('store_id', '=', store.id)
    .where('type', '=', 'delivery')
    .limit(3)
    .execute();
  const offers = await db
    .selectFrom('inventories')
    .select(['id', 'price_cents'])
    .where('store_id', '=', store.id)
    .limit(20)
    .execute();
  const stamp = '2026-11-27T15:00:00.000Z';
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        name: `Cliente Escala ${String(i)}`,
        phone: `+5256${String(10_000_000 + i)}`,
        email: null,
        avatar_url: null,
        assigned_store_id: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .returning(['id', 'name', 'phone'])
    .execute();
  let sequence = 0;
  for (const date of [DAY, ...OTHER_DAYS]) {
    for (let chunk = 0; chunk < PER_DAY; chunk += 400) {
      const rows: Insertable<OrdersTable>[] = [];
      for (let i = chunk; i < chunk + 400; i += 1) {
        sequence += 1;
        const user = users[sequence % users.length]!;
        const window = windows[i % windows.length]!;
        rows.push({
          number: String(900_000 + sequence),
          user_id: user.id,
          placed_by_user_id: user.id,
          store_id: store.id,
          cart_id: `scale-${String(sequence)}`,
          idempotency_key: `scale-${String(sequence)}`,
          status: STATUSES[sequence % STATUSES.length]!,
          payment_status: 'pending',
          payment_method: 'cash',
          card_brand: null,
          card_last4: null,
          subtotal_cents: 40_000,
          discount_cents: 0,
          delivery_fee_cents: 3_500,
          wallet_applied_cents: 0,
          total_cents: 43_500,
          estimated_total_cents: 43_500,
          currency: 'MXN',
          coupon_id: null,
          coupon_code: null,
          delivery_type: 'delivery',
          delivery_date: date,
          delivery_slot_id: window.id,
          delivery_slot_start: window.start_time,
          delivery_slot_end: window.end_time,
          zone_name: 'Centro',
          address: JSON.stringify({ neighborhood: 'Roma Sur', street: 'Calle Medellín' }),
          client: null,
          notes: null,
          created_at: stamp,
          updated_at: stamp,
          search_text: `${user.name.toLowerCase()} ${user.phone.slice(1)}`,
        });
      }
      const ids = await db.insertInto('orders').values(rows).returning('id').execute();
      await db
        .insertInto('order_items')
        .values(
          ids.flatMap(({ id }, n) =>
            [0, 1, 2].map((k) => {
              const offer = offers[(n + k) % offers.length]!;
              return {
                order_id: id,
                inventory_id: offer.id,
                name: 'Producto de escala',
                image_url: null,
                qty: 2,
                unit_price_cents: offer.price_cents,
                list_unit_price_cents: offer.price_cents,
                line_total_cents: offer.price_cents * 2,
                estimated_line_total_cents: offer.price_cents * 2,
                price_changed_by_user_id: null,
                price_changed_by_name: null,
              };
            }),
          ),
        )
        .execute();
    }
  }
  // Fresh statistics, as a store that has been running a while has.
  await db.executeQuery(CompiledQuery.raw('analyze'));
}, 120_000);
afterAll(() => t.close());

function page(query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/stores/interna/orders?${query}`,
    headers: owner.auth,
  });
}

/** The plan each database chooses for the statements the app ran for one request. */
async function plansOf(query: string): Promise<string[]> {
  log.nodes = [];
  expect((await page(query)).statusCode).toBe(200);
  const statements = log.nodes.filter((node) => JSON.stringify(node).includes('"name":"orders"'));
  const plans: string[] = [];
  for (const node of statements) {
    const compiled = t.database.db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const explain =
      t.database.dialect === 'sqlite'
        ? `explain query plan ${compiled.sql}`
        : `explain (format text) ${compiled.sql}`;
    const result = await t.database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain, [...compiled.parameters]),
    );
    plans.push(result.rows.map((row) => Object.values(row).join(' ')).join('\n'));
  }
  return plans;
}

describe('the board with 2,000 orders in a day', () => {
  it('pages through the day under 50 ms a page, every order once', async () => {
    const seen = new Set<string>();
    const times: number[] = [];
    for (let n = 1; n <= PER_DAY / 100; n += 1) {
      const started = performance.now();
      const res = await page(`date=${DAY}&per_page=100&page=${String(n)}`);
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      const body = res.json<AdminOrderPage>();
      expect(body.meta.total).toBe(PER_DAY);
      expect(body.day?.total).toBe(PER_DAY);
      for (const order of body.data) seen.add(order.number);
    }
    expect(seen.size).toBe(PER_DAY);
    // A search within the day and one across every day.
    for (const query of [
      `date=${DAY}&q=escala%2017`,
      'q=escala%2017',
      `date=${DAY}&status=pending`,
    ]) {
      const started = performance.now();
      expect((await page(query)).statusCode).toBe(200);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(median, `page times (ms): ${sorted.map((ms) => ms.toFixed(1)).join(', ')}`).toBeLessThan(
      BUDGET_MS,
    );
  });

  it('reads the day through the (store, day, slot) index, never the whole table', async () => {
    const plans = await plansOf(`date=${DAY}&per_page=100&page=3`);
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      if (t.database.dialect === 'sqlite') {
        expect(plan).toMatch(/orders USING (COVERING )?INDEX orders_(store_delivery|slot)_idx/);
        expect(plan).not.toMatch(/SCAN orders(?! USING)/);
      } else {
        expect(plan).toMatch(
          /Index (Only )?Scan using orders_(store_delivery|slot)_idx|Bitmap Index Scan on orders_(store_delivery|slot)_idx/,
        );
        expect(plan).not.toMatch(/Seq Scan on orders/);
      }
    }
  });
});
