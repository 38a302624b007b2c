import {
  apiMessages as m,
  type LoginChannel,
  type User,
  type WalletMovement,
} from '@canasta/contract';
import { pageMeta } from './factories';
import { apiError, json, type MockAnswer, type MockHandler, type MockRequest } from './mock-api';

/**
 * An in-memory sign-in API behaving like the server's (`/auth…`, `/wallet…`): codes per
 * phone (always `code`, 123456 unless changed) with five tries and a 60 s resend wait, sessions
 * by bearer token (a bad one answers 401), registration of proven phones, profile changes, and
 * each mentor's wallet ledger (opening with the demo mentor's $500.00).
 */
export interface FakeAuthApi {
  routes: Record<string, MockHandler>;
  users: Map<number, User>;
  /** Codes sent, newest last. */
  sent: { phone: string; channel: LoginChannel }[];
  /** The code every phone gets. */
  code: string;
  /** Seeds a session for a user and returns its token. */
  sessionFor: (userId: number) => string;
  /** The signed-in user's id for a request, null when anonymous, 'refused' for a bad token. */
  callerOf: (request: Pick<MockRequest, 'headers'>) => number | null | 'refused';
  /** Wraps a handler so that a bad token gets a 401 first, as on every server route. */
  guard: (handler: MockHandler) => MockHandler;
  wallet: FakeWallet;
}

/** Mentors' wallets: append-only ledgers whose sums are the balances (decision 021). */
export interface FakeWallet {
  /** A mentor's balance; null for anyone else (they have no wallet). */
  balanceOf: (userId: number) => number | null;
  /** Appends a movement to a mentor's ledger. */
  record: (userId: number, movement: Omit<WalletMovement, 'id' | 'created_at'>) => void;
}

/** What every mentor's ledger starts with, like the demo mentor's. */
export const OPENING_BALANCE_CENTS = 50000;

export const SESSION_EXPIRED = m.sessionExpired;
const RESEND_SECONDS = 60;

export function makeUser(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    name: `Usuario ${id}`,
    phone: `+52551000000${id}`,
    email: null,
    avatar_url: null,
    assigned_store: null,
    is_mentor: false,
    is_seller: false,
    operator_stores: [],
    ...overrides,
  };
}

/** The demo shopper, Lucía Hernández, +52 55 1000 0001 (id 1). */
export const LUCIA = makeUser(1, { name: 'Lucía Hernández', phone: '+525510000001' });

/** The demo seller, Carlos Ramírez, +52 55 1000 0002 (id 2): keeps clients. */
export const CARLOS = makeUser(2, {
  name: 'Carlos Ramírez',
  phone: '+525510000002',
  is_seller: true,
  assigned_store: { id: 1, slug: 'interna' },
});

/** The demo mentor, Mariana Torres, +52 55 1000 0003 (id 3): keeps clients and has a wallet. */
export const MARIANA = makeUser(3, {
  name: 'Mariana Torres',
  phone: '+525510000003',
  is_mentor: true,
  assigned_store: { id: 1, slug: 'interna' },
});

const fields = (field: string, message: string, status = 422): MockAnswer =>
  json(
    { message: m.validationFailed, code: 'validation_failed', errors: { [field]: [message] } },
    status,
  );

export function fakeAuthApi(seedUsers: User[] = [LUCIA, CARLOS, MARIANA]): FakeAuthApi {
  const users = new Map(seedUsers.map((user) => [user.id, { ...user }]));
  const sessions = new Map<string, number>();
  const codes = new Map<string, { code: string; tries: number }>();
  const lastSent = new Map<string, number>();
  const registrations = new Map<string, string>();
  const sent: FakeAuthApi['sent'] = [];
  let nextToken = 1;
  let nextUser = 100;
  const ledgers = new Map<number, WalletMovement[]>();
  let nextMovement = 1;

  const movement = (fields: Omit<WalletMovement, 'id' | 'created_at'>): WalletMovement => {
    const id = nextMovement++;
    return { ...fields, id, created_at: new Date(Date.UTC(2026, 10, 21, 12, id)).toISOString() };
  };
  /** A mentor's ledger, newest last (opened on first use); undefined for anyone else. */
  const ledgerOf = (userId: number): WalletMovement[] | undefined => {
    if (!users.get(userId)?.is_mentor) return undefined;
    let ledger = ledgers.get(userId);
    if (!ledger) {
      ledger = [
        movement({
          amount_cents: OPENING_BALANCE_CENTS,
          kind: 'opening_balance',
          order_id: null,
          order_number: null,
        }),
      ];
      ledgers.set(userId, ledger);
    }
    return ledger;
  };

  const api: FakeAuthApi = {
    routes: {},
    users,
    sent,
    code: '123456',
    sessionFor: (userId) => {
      const token = `token-${nextToken++}-abcdefghijklmnopqrstuvwxyz`;
      sessions.set(token, userId);
      return token;
    },
    callerOf: ({ headers }) => {
      const header = headers.get('Authorization');
      if (header === null) return null;
      const userId = sessions.get(header.replace(/^Bearer /, ''));
      return userId === undefined ? 'refused' : userId;
    },
    guard: (handler) => (request) =>
      api.callerOf(request) === 'refused'
        ? apiError(401, 'unauthenticated', SESSION_EXPIRED)
        : handler(request),
    wallet: {
      balanceOf: (userId) =>
        ledgerOf(userId)?.reduce((sum, entry) => sum + entry.amount_cents, 0) ?? null,
      record: (userId, fields) => {
        ledgerOf(userId)?.push(movement(fields));
      },
    },
  };

  const signedIn = (request: MockRequest, run: (user: User) => MockAnswer): MockAnswer => {
    const caller = api.callerOf(request);
    const user = typeof caller === 'number' ? users.get(caller) : undefined;
    if (!user) return apiError(401, 'unauthenticated', m.signInRequired);
    return run(user);
  };

  const body = (value: unknown) => value as Record<string, unknown>;

  api.routes = {
    'POST /auth/send-login-code': ({ body: sent_ }) => {
      const { phone, channel } = body(sent_) as { phone: string; channel: LoginChannel };
      if (!/^\+52\d{10}$/.test(phone)) {
        return fields('phone', m.phoneInvalid);
      }
      const last = lastSent.get(phone);
      const wait =
        last === undefined ? 0 : Math.ceil((last + RESEND_SECONDS * 1000 - Date.now()) / 1000);
      if (wait > 0) {
        return apiError(429, 'rate_limited', m.codeResendTooSoon(wait), {
          retry_after_seconds: wait,
        });
      }
      lastSent.set(phone, Date.now());
      codes.set(phone, { code: api.code, tries: 0 });
      sent.push({ phone, channel });
      return json(
        {
          message: m.codeSent(channel),
          resend_after_seconds: RESEND_SECONDS,
        },
        202,
      );
    },
    'POST /auth/login': ({ body: sent_ }) => {
      const { phone, code } = body(sent_) as { phone: string; code: string };
      const stored = codes.get(phone);
      if (!stored) return fields('code', m.codeExpired);
      stored.tries++;
      if (stored.code !== code) {
        const left = 5 - stored.tries;
        return fields('code', left > 0 ? m.codeWrong(left) : m.codeTooManyTries);
      }
      codes.delete(phone);
      const user = [...users.values()].find((candidate) => candidate.phone === phone);
      if (user) return json({ token: api.sessionFor(user.id), user });
      const registrationToken = `registration-${phone}`;
      registrations.set(registrationToken, phone);
      return json({ token: null, user: null, registration_token: registrationToken });
    },
    'POST /auth/register': ({ body: sent_ }) => {
      const { name, phone, registration_token } = body(sent_) as Record<string, string>;
      if (registrations.get(registration_token ?? '') !== phone) {
        return fields('registration_token', m.registrationExpired);
      }
      registrations.delete(registration_token ?? '');
      const user = makeUser(nextUser++, { name: name ?? '', phone: phone ?? '' });
      users.set(user.id, user);
      return json({ token: api.sessionFor(user.id), user }, 201);
    },
    'GET /auth/user': (request) => signedIn(request, (user) => json({ user })),
    'PUT /auth/user': (request) =>
      signedIn(request, (user) => {
        const changes = body(request.body) as { name?: string; email?: string | null };
        const updated: User = {
          ...user,
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.email === undefined ? {} : { email: changes.email || null }),
        };
        users.set(user.id, updated);
        return json({ user: updated });
      }),
    'PUT /auth/user/picture': (request) =>
      signedIn(request, (user) => {
        const picture = request.body instanceof FormData ? request.body.get('picture') : null;
        if (!(picture instanceof File)) return fields('picture', m.avatarMissing);
        const updated = { ...user, avatar_url: `/uploads/avatars/${user.id}.webp` };
        users.set(user.id, updated);
        return json({ user: updated });
      }),
    'POST /auth/logout': (request) =>
      signedIn(request, () => {
        const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
        sessions.delete(token);
        return { status: 204, body: null };
      }),
    'GET /wallet/balance': (request) =>
      signedIn(request, (user) => {
        const balance = api.wallet.balanceOf(user.id);
        return balance === null
          ? apiError(403, 'forbidden', m.walletForbidden)
          : json({ balance_cents: balance, currency: 'MXN' });
      }),
    'GET /wallet/movements': (request) =>
      signedIn(request, (user) => {
        const ledger = ledgerOf(user.id);
        if (!ledger) return apiError(403, 'forbidden', m.walletForbidden);
        const page = Number(request.query.get('page') ?? '1');
        const perPage = Math.min(100, Number(request.query.get('per_page') ?? '20'));
        const newestFirst = [...ledger].reverse();
        return json({
          data: newestFirst.slice((page - 1) * perPage, page * perPage),
          meta: pageMeta(page, ledger.length, perPage),
        });
      }),
  };
  return api;
}
