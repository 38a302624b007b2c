import type { AuditPage, OperatorListResponse, UserResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/scripts/ops';
import { SYSTEM_OPERATOR, type TestUser, createOperator, createUser } from './factories';
import { type TestApp, createTestApp } from './test-app';

/**
 * The operator API's one gate (decision 040): anonymous 401, a non-operator 403, another store's
 * operator 404 as if the store did not exist, staff 403 on owner-only routes — all before the
 * input is validated — and every change it lets through leaves exactly one audit entry.
 */
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let otherStoreOwner: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t.database.db, 'interna', 'owner', 'Dueña Interna');
  staff = await createOperator(t.database.db, 'interna', 'staff', 'Personal Interna');
  otherStoreOwner = await createOperator(t.database.db, 'polanco', 'owner');
  shopper = await createUser(t.database.db);
});
afterAll(() => t.close());

const admin = (path: string) => `/api/admin/stores/interna${path}`;

function call(
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function auditCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('who may enter', () => {
  it('answers anonymous callers and unknown tokens 401, before validating anything', async () => {
    const bad = { role: 'rey' };
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-real-session-token-at-all' },
    ];
    for (const headers of callers) {
      const get = await call('GET', admin('/audit?page=-1'), headers);
      expect(get.statusCode).toBe(401);
      expect(get.json()).toMatchObject({ code: 'unauthenticated' });
      const put = await call('PUT', admin('/operators/+525510000001'), headers, bad);
      expect(put.statusCode).toBe(401);
    }
  });

  it('answers a signed-in shopper 403 and another store’s operator 404, input unread', async () => {
    const refused = await call('GET', admin('/audit?entity=nada'), shopper.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const hidden = await call('GET', admin('/audit?entity=nada'), otherStoreOwner.auth);
    expect(hidden.statusCode).toBe(404);
    // A store that does not exist looks the same to an operator as one they don't run.
    const missing = await call('GET', '/api/admin/stores/no-existe/audit', otherStoreOwner.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(hidden.json());
  });

  it('lets staff work but keeps the team to the owner', async () => {
    expect((await call('GET', admin('/audit'), staff.auth)).statusCode).toBe(200);
    const team = await call('PUT', admin('/operators/abc'), staff.auth, { role: 'nadie' });
    expect(team.statusCode).toBe(403);
    expect(team.json()).toMatchObject({ code: 'forbidden' });
    expect((await call('GET', admin('/operators'), owner.auth)).statusCode).toBe(200);
  });

  it('lists the stores a user runs on GET /auth/user', async () => {
    const me = await call('GET', '/api/shop/auth/user', owner.auth);
    expect(me.json<UserResponse>().user.operator_stores).toEqual([
      expect.objectContaining({ slug: 'interna', role: 'owner' }),
    ]);
    const customer = await call('GET', '/api/shop/auth/user', shopper.auth);
    expect(customer.json<UserResponse>().user.operator_stores).toEqual([]);
  });
});

describe('the team', () => {
  it('gives and takes a role by phone, one audit entry each, named after the owner', async () => {
    const before = await auditCount();
    const given = await call('PUT', admin('/operators/55 1000 0001'), owner.auth, {
      role: 'staff',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ data: { name: 'Lucía Hernández', role: 'staff' } });
    const team = await call('GET', admin('/operators'), owner.auth);
    expect(team.json<OperatorListResponse>().data.map((o) => o.phone)).toContain('+525510000001');

    const taken = await call('PUT', admin('/operators/+525510000001'), owner.auth, { role: null });
    expect(taken.json()).toEqual({ data: null });
    expect(await auditCount()).toBe(before + 2);
    const history = await call('GET', admin('/audit?entity=operator'), owner.auth);
    const [latest] = history.json<AuditPage>().data;
    expect(latest).toMatchObject({
      action: 'operator.remove',
      actor: { user_id: owner.id, name: 'Dueña Interna' },
      before: { role: 'staff' },
      after: null,
    });
    expect(latest?.request_id).toEqual(taken.headers['x-request-id'] ?? expect.any(String));
  });

  it('keeps one owner, refuses unknown phones and bad roles, and writes nothing then', async () => {
    const before = await auditCount();
    const solo = await createOperator(t.database.db, 'coyoacan', 'owner');
    const self = await call(
      'PUT',
      '/api/admin/stores/coyoacan/operators/' + encodeURIComponent(await phoneOf(solo.id)),
      solo.auth,
      { role: null },
    );
    expect(self.statusCode).toBe(409);
    const unknown = await call('PUT', admin('/operators/+525599999999'), owner.auth, {
      role: 'staff',
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await call('PUT', admin('/operators/+525510000001'), owner.auth, {
      role: 'rey',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      code: 'validation_failed',
      errors: { role: [expect.any(String)] },
    });
    expect(await auditCount()).toBe(before);
  });

  it('records the shared token and the command line as "sistema"', async () => {
    const put = await call('PUT', admin('/operators/+525510000002'), SYSTEM_OPERATOR, {
      role: 'staff',
    });
    expect(put.statusCode).toBe(200);
    const code = await runOps(['user:role', '+525510000002', 'operator', 'interna', 'off'], {
      ...process.env,
      DATABASE_URL: t.database.url,
    });
    expect(code).toBe(0);
    const history = await call('GET', admin('/audit?entity=operator&per_page=2'), owner.auth);
    expect(history.json<AuditPage>().data.map((e) => [e.action, e.actor])).toEqual([
      ['operator.remove', { user_id: null, name: 'sistema' }],
      ['operator.set_role', { user_id: null, name: 'sistema' }],
    ]);
  });
});

async function phoneOf(userId: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.phone;
}
