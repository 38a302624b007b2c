import type { AuditPage } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { type TestUser, createUser } from './factories';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer: the status and the parsed body (null for an empty one). */
export interface Reply<T> {
  status: number;
  body: T & { message?: string; code?: string; errors?: Record<string, string[]> };
}

/** Calls of the operator API on one store, as a person with a session. */
export function adminClient(t: TestApp, slug: string) {
  return async function call<T = unknown>(
    method: Method,
    path: string,
    who: { auth: Record<string, string> } | Record<string, string>,
    payload?: unknown,
  ): Promise<Reply<T>> {
    const headers = 'auth' in who ? who.auth : who;
    const res = await t.app.inject({
      method,
      url: `/api/admin/stores/${slug}${path}`,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body: unknown = res.body === '' ? null : res.json();
    return { status: res.statusCode, body: body as Reply<T>['body'] };
  };
}

/** An operator of the store with a session opened at `now` (the tests' clock). */
export async function operatorAt(
  db: Kysely<DB>,
  slug: string,
  role: 'owner' | 'staff',
  now: Date,
  name = role === 'owner' ? 'Dueña de prueba' : 'Personal de prueba',
): Promise<TestUser> {
  const user = await createUser(db, { name }, now);
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_operators')
    .values({ user_id: user.id, store_id: store.id, role, created_at: now.toISOString() })
    .execute();
  return user;
}

export async function countRows(
  db: Kysely<DB>,
  table: 'audit_log' | 'delivery_zones' | 'delivery_windows' | 'store_closed_dates' | 'coupons',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The store's newest audit entry of an entity, as the console reads it. */
export async function latestAudit(
  call: ReturnType<typeof adminClient>,
  who: { auth: Record<string, string> },
  entity: string,
) {
  const page = await call<AuditPage>('GET', `/audit?entity=${entity}&per_page=1`, who);
  return page.body.data[0];
}

export async function storeIdOf(db: Kysely<DB>, slug: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}
