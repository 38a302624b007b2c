import { ADMIN_API_PREFIX, API_PREFIX, type OperatorStore, type User } from '@canasta/contract';
import {
  apiError,
  json,
  mockApi,
  type MockAnswer,
  type MockHandler,
  type MockRequest,
} from '../../testing/mock-api';

/**
 * A fake of what the console calls, for its tests: the shop's sign-in (phone code, the current
 * user, logout) and whatever admin routes a test adds. Admin routes are written as the console
 * calls them after the prefix: `'GET /stores/:slug/summary'`.
 */
export const INTERNA: OperatorStore = {
  id: 1,
  slug: 'interna',
  name: 'Canasta Roma Sur',
  role: 'owner',
};
export const NORTE: OperatorStore = { id: 2, slug: 'norte', name: 'Canasta Norte', role: 'staff' };

export function makeConsoleUser(id: number, overrides: Partial<User> = {}): User {
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

/** The demo owner of "interna" (+52 55 1000 0004). */
export const ROSA = makeConsoleUser(4, {
  name: 'Rosa Aguilar',
  phone: '+525510000004',
  operator_stores: [INTERNA],
});
/** Staff of "interna" and owner of "norte". */
export const JORGE = makeConsoleUser(5, {
  name: 'Jorge Medina',
  phone: '+525510000005',
  operator_stores: [
    { ...INTERNA, role: 'staff' },
    { ...NORTE, role: 'owner' },
  ],
});
/** A shopper: runs no store. */
export const LUCIA = makeConsoleUser(1, { name: 'Lucía Hernández', phone: '+525510000001' });

export const CODE = '123456';
const RESEND_SECONDS = 60;

const codeError = (message: string): MockAnswer =>
  json(
    {
      message: 'Revisa los datos marcados.',
      code: 'validation_failed',
      errors: { code: [message] },
    },
    422,
  );

export interface ConsoleApi {
  /** A session token for the user, as a sign-in would give. */
  sessionFor: (user: User) => string;
  /** Replaces what the server says about a user (their stores changed meanwhile). */
  setUser: (user: User) => void;
  /** The phones codes were sent to, in order. */
  sent: string[];
  fetch: ReturnType<typeof mockApi>['fetch'];
  requests: string[];
}

export function mockConsoleApi({
  users = [ROSA, JORGE, LUCIA],
  admin = {},
  shopRoutes = {},
}: {
  users?: User[];
  admin?: Record<string, MockHandler>;
  /** More of the shop's public routes a screen reads (the catalogue's categories). */
  shopRoutes?: Record<string, MockHandler>;
} = {}): ConsoleApi {
  const byId = new Map(users.map((user) => [user.id, user]));
  const sessions = new Map<string, number>();
  const lastSent = new Map<string, number>();
  const sent: string[] = [];
  let next = 1;
  const sessionFor = (user: User) => {
    const token = `token-${next++}`;
    sessions.set(token, user.id);
    return token;
  };
  const caller = (request: MockRequest): User | null => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    const id = token === undefined ? undefined : sessions.get(token);
    return id === undefined ? null : (byId.get(id) ?? null);
  };
  const signedIn =
    (run: (user: User, request: MockRequest) => MockAnswer) => (request: MockRequest) => {
      const user = caller(request);
      return user
        ? run(user, request)
        : apiError(401, 'unauthenticated', 'Inicia sesión para continuar.');
    };
  const shop: Record<string, MockHandler> = {
    'POST /auth/send-login-code': ({ body }) => {
      const { phone } = body as { phone: string };
      const last = lastSent.get(phone);
      const wait =
        last === undefined ? 0 : Math.ceil((last + RESEND_SECONDS * 1000 - Date.now()) / 1000);
      if (wait > 0) {
        return apiError(429, 'rate_limited', `Espera ${wait} segundos para pedir otro código.`, {
          retry_after_seconds: wait,
        });
      }
      lastSent.set(phone, Date.now());
      sent.push(phone);
      return json({ message: 'Te enviamos un código.', resend_after_seconds: RESEND_SECONDS }, 202);
    },
    'POST /auth/login': ({ body }) => {
      const { phone, code } = body as { phone: string; code: string };
      if (code !== CODE) return codeError('El código no es correcto. Te quedan 4 intentos.');
      const user = [...byId.values()].find((candidate) => candidate.phone === phone);
      if (!user)
        return json({ token: null, user: null, registration_token: `registration-${phone}` });
      return json({ token: sessionFor(user), user });
    },
    'GET /auth/user': signedIn((user) => json({ user })),
    'POST /auth/logout': signedIn((_user, request) => {
      sessions.delete(request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '');
      return { status: 204, body: null };
    }),
    'GET /settings/': () =>
      json({ data: { site_name: 'Canasta', currency: 'MXN', locale: 'es-MX' } }),
  };
  const shopPrefix = API_PREFIX.replace(/^\/api/, '');
  const adminPrefix = ADMIN_API_PREFIX.replace(/^\/api/, '');
  const routes = Object.fromEntries([
    ...Object.entries({ ...shop, ...shopRoutes }).map(
      ([key, handler]) => [prefixed(key, shopPrefix), handler] as const,
    ),
    ...Object.entries(admin).map(
      ([key, handler]) => [prefixed(key, adminPrefix), handler] as const,
    ),
  ]);
  const mocked = mockApi(routes, { prefix: '/api' });
  return {
    sessionFor,
    setUser: (user) => {
      byId.set(user.id, user);
    },
    sent,
    ...mocked,
  };
}

function prefixed(key: string, prefix: string): string {
  const [method = 'GET', path = ''] = key.split(' ');
  return `${method} ${prefix}${path}`;
}
