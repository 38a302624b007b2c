import { API_PREFIX } from '@canasta/contract';
import { vi } from 'vitest';

export interface MockRequest {
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body sent, parsed; FormData as sent; undefined without one. */
  body: unknown;
  headers: Headers;
}

/** A handler's answer: a JSON body with its status, or a network failure. */
export type MockAnswer =
  { status?: number; body: unknown; headers?: Record<string, string> } | 'network-error';
export type MockHandler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

export const json = (body: unknown, status = 200): MockAnswer => ({ status, body });
export const apiError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): MockAnswer => ({
  status,
  body: { message, code, ...extra },
});

function compile(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
  };
}

/**
 * Finds the route of `'METHOD /pattern'` → handler that answers a request and runs it; undefined
 * when none does. mockApi serves fetch with it; the parity suite calls it directly.
 */
export function routeTable(routes: Record<string, MockHandler>) {
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = ''] = key.split(' ');
    return { method, match: compile(pattern), handler };
  });
  return async (
    method: string,
    path: string,
    request: Omit<MockRequest, 'path' | 'params'>,
  ): Promise<MockAnswer | undefined> => {
    for (const route of compiled) {
      const params = route.method === method ? route.match(path) : null;
      if (params) return route.handler({ ...request, path, params });
    }
    return undefined;
  };
}

/**
 * Replaces `fetch` with a fake shop API: routes are `'GET /stores/:idOrSlug'` → handler. A
 * request no route answers fails the test loudly. Returns the list of requested paths. With
 * `prefix: '/api'`, routes name their API too (`'GET /admin/stores/:slug/orders'`: the console's
 * tests fake both the shop's sign-in and the admin API).
 */
export function mockApi(
  routes: Record<string, MockHandler>,
  { prefix = API_PREFIX }: { prefix?: string } = {},
) {
  const route = routeTable(routes);
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const headers = new Headers(init?.headers);
    if (!url.pathname.startsWith(prefix)) throw new Error(`Unexpected fetch: ${url.href}`);
    const path = url.pathname.slice(prefix.length);
    requests.push(`${method} ${path}${url.search}`);
    const answer = await route(method, path, { query: url.searchParams, body, headers });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer?.status === 204) return new Response(null, { status: 204 });
    if (answer) {
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }
    // Fails the test through the console.error check, whatever the app does with the error.
    console.error(`mockApi: no route for ${method} ${path}${url.search}`);
    throw new Error(`No mock for ${method} ${path}${url.search}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, requests };
}
