import fs from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';

/**
 * What the database and the processes' logs hold once the fleet has stopped. Read with plain
 * queries: the checks compare the database with what the clients were told, so they must not
 * go through the code under test. Tables the background work adds are read when they exist.
 */

export interface OrderFact {
  id: number;
  number: string | null;
  user_id: number;
  cart_id: string;
  idempotency_key: string;
  status: string;
  payment_method: string;
  payment_status: string;
  total_cents: number;
  wallet_applied_cents: number;
}

export interface Facts {
  orders: OrderFact[];
  items: { order_id: number; inventory_id: number; qty: number; sold_by: string }[];
  stockAfter: Map<number, number>;
  wallet: {
    user_id: number;
    amount_cents: number;
    id: number;
    kind: string;
    order_id: number | null;
  }[];
  payments: {
    order_id: number;
    provider: string;
    kind: string;
    reference: string | null;
    status: string;
    amount_cents: number;
  }[];
  holds: {
    id: number;
    order_key: string;
    reference: string | null;
    state: string;
    amount_cents: number;
  }[];
  users: Map<number, string>;
  /** Every column of every notification, as the table has them in this build. */
  notifications: Record<string, unknown>[];
  notificationColumns: string[];
  /** Null when this build has no such table. */
  jobRuns: Record<string, unknown>[] | null;
  failedJobs: Record<string, unknown>[] | null;
  /** The processes' JSON log lines that speak of a job (name or message mentions it). */
  jobLogLines: { file: string; line: Record<string, unknown> }[];
  /** Requests a process answered 5xx, with the error it logged for them. */
  serverErrors: ServerError[];
}

export interface ServerError {
  time: number;
  pid: number;
  url: string;
  status: number;
  error: string;
}

export async function readFacts(
  database: Database,
  { storeId, logFiles }: { storeId: number; logFiles: string[] },
): Promise<Facts> {
  const { db } = database;
  const orders = (await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'user_id',
      'cart_id',
      'idempotency_key',
      'status',
      'payment_method',
      'payment_status',
      'total_cents',
      'wallet_applied_cents',
    ])
    .execute()) as OrderFact[];
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'inventory_id', 'qty', 'sold_by'])
    .execute();
  const stock = await db
    .selectFrom('inventories')
    .select(['id', 'stock'])
    .where('store_id', '=', storeId)
    .execute();
  const wallet = await db
    .selectFrom('wallet_entries')
    .select(['id', 'user_id', 'amount_cents', 'kind', 'order_id'])
    .orderBy('id')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'provider', 'kind', 'reference', 'status', 'amount_cents'])
    .execute();
  const holds = await db
    .selectFrom('card_holds')
    .select(['id', 'order_key', 'reference', 'state', 'amount_cents'])
    .execute();
  const users = await db.selectFrom('users').select(['id', 'phone']).execute();
  const notifications = await rawRows(database, 'select * from notifications order by id');
  const notificationColumns = await columnsOf(database, 'notifications');
  const jobRuns = (await tableExists(database, 'job_runs'))
    ? await rawRows(database, 'select * from job_runs order by name, period_start')
    : null;
  const failedJobs = (await tableExists(database, 'failed_jobs'))
    ? await rawRows(database, 'select * from failed_jobs')
    : null;
  return {
    orders,
    items,
    stockAfter: new Map(stock.map((row) => [row.id, row.stock])),
    wallet: wallet.map((w) => ({ ...w, kind: String(w.kind) })),
    payments,
    holds,
    users: new Map(users.map((u) => [u.id, u.phone])),
    notifications,
    notificationColumns,
    jobRuns,
    failedJobs,
    jobLogLines: jobLogLines(logFiles),
    serverErrors: serverErrors(logFiles),
  };
}

async function rawRows(database: Database, query: string): Promise<Record<string, unknown>[]> {
  const result = await sql.raw<Record<string, unknown>>(query).execute(database.db);
  return result.rows;
}

async function tableExists(database: Database, table: string): Promise<boolean> {
  return (await columnsOf(database, table)).length > 0;
}

async function columnsOf(database: Database, table: string): Promise<string[]> {
  const result = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(database.db);
  return result.rows.map((row) => row.column_name);
}

function jobLogLines(files: string[]): Facts['jobLogLines'] {
  const found: Facts['jobLogLines'] = [];
  for (const file of files) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const raw of text.split('\n')) {
      if (!raw.startsWith('{') || !/job|purge|sweep/i.test(raw)) continue;
      try {
        found.push({ file, line: JSON.parse(raw) as Record<string, unknown> });
      } catch {
        // A line cut by the SIGKILL.
      }
    }
  }
  return found;
}

/** Each 5xx request line joined with the error line of the same request id. */
function serverErrors(files: string[]): ServerError[] {
  const found: ServerError[] = [];
  for (const file of files) {
    const errors = new Map<string, string>();
    const answers: { id: string; time: number; pid: number; url: string; status: number }[] = [];
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const raw of text.split('\n')) {
      if (!raw.includes('"request_id"')) continue;
      let line: {
        request_id?: string;
        level?: number;
        time?: number;
        pid?: number;
        url?: string;
        status?: number;
        msg?: string;
        err?: { message?: string; detail?: string };
      };
      try {
        line = JSON.parse(raw) as typeof line;
      } catch {
        continue;
      }
      const id = line.request_id ?? '';
      if ((line.level ?? 0) >= 50 && line.err) {
        errors.set(id, [line.err.message, line.err.detail].filter(Boolean).join(': '));
      }
      if (line.msg === 'request' && (line.status ?? 0) >= 500) {
        answers.push({
          id,
          time: line.time ?? 0,
          pid: line.pid ?? 0,
          url: line.url ?? '',
          status: line.status ?? 0,
        });
      }
    }
    for (const answer of answers) {
      found.push({ ...answer, error: errors.get(answer.id) ?? '(no error logged)' });
    }
  }
  return found;
}
