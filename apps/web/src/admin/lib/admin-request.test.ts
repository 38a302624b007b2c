import { adminApiPath, adminApiRoutes } from '@canasta/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../testing/fake-xhr';
import { isApiError } from '../../lib/api-client';
import { mockConsoleApi, ROSA } from '../testing/console-api';
import { saveSession } from '../testing/render-console';
import { useAdminSession } from './admin-session';
import {
  adminEventStream,
  adminRequest,
  adminUpload,
  connectAdminAuth,
  parseBlock,
  type AdminServerEvent,
} from './admin-request';

let disconnect: () => void;
beforeEach(() => {
  disconnect = connectAdminAuth();
});
afterEach(() => {
  disconnect();
  useAdminSession.setState({ token: null, user: null, ended: null });
});

function signIn(api: ReturnType<typeof mockConsoleApi>) {
  saveSession(api, ROSA);
  useAdminSession.getState().reload();
}

it('calls the admin API with the shared session token', async () => {
  const api = mockConsoleApi({
    admin: {
      'PATCH /stores/:slug/products/:id': ({ params, body, headers }) => ({
        body: {
          data: {
            id: Number(params.id),
            slug: params.slug,
            body,
            auth: headers.get('Authorization'),
          },
        },
      }),
    },
  });
  signIn(api);
  const path = adminApiPath('interna', adminApiRoutes.product, { id: 7 });

  const answer = await adminRequest<{ data: unknown }>('PATCH', path, {
    body: { price_cents: 2350 },
  });

  expect(answer.data).toEqual({
    id: 7,
    slug: 'interna',
    body: { price_cents: 2350 },
    auth: `Bearer ${useAdminSession.getState().token}`,
  });
  expect(api.requests).toEqual(['PATCH /admin/stores/interna/products/7']);
});

it('ends the session when the server refuses its token', async () => {
  const api = mockConsoleApi({
    admin: {
      'GET /stores/:slug/summary': () => ({
        status: 401,
        body: { message: 'Tu sesión terminó.', code: 'unauthenticated' },
      }),
    },
  });
  signIn(api);

  const failure = await adminRequest(
    'GET',
    adminApiPath('interna', adminApiRoutes.summary, {}),
  ).catch((error: unknown) => error);

  expect(isApiError(failure) && failure.status).toBe(401);
  expect(useAdminSession.getState()).toMatchObject({ token: null, user: null, ended: 'refused' });
  expect(localStorage.getItem('token')).toBeNull();
});

it('uploads a file as multipart, POST unless told PUT', async () => {
  fakeUploads();
  const api = mockConsoleApi({
    admin: {
      'POST /stores/:slug/imports': ({ body }) => ({
        status: 201,
        body: { data: { name: ((body as FormData).get('file') as File).name } },
      }),
      'PUT /stores/:slug/products/:id/image': ({ body }) => ({
        body: { data: { type: ((body as FormData).get('image') as File).type } },
      }),
    },
  });
  signIn(api);
  const csv = new File(['sku,nombre\n'], 'productos.csv', { type: 'text/csv' });
  const photo = new File([new Uint8Array([1, 2, 3])], 'foto.webp', { type: 'image/webp' });

  await expect(adminUpload('/stores/interna/imports', csv, 'file')).resolves.toEqual({
    data: { name: 'productos.csv' },
  });
  await expect(
    adminUpload('/stores/interna/products/7/image', photo, 'image', { method: 'PUT' }),
  ).resolves.toEqual({ data: { type: 'image/webp' } });
});

it('reads server-sent events as the standard says', () => {
  expect(parseBlock('id: 12\nevent: order.created\ndata: {"number":"1042"}')).toMatchObject({
    id: '12',
    event: 'order.created',
    data: '{"number":"1042"}',
    dispatch: true,
  });
  expect(parseBlock('data: uno\ndata:dos')).toMatchObject({ event: 'message', data: 'uno\ndos' });
  // A comment (keep-alive) or a retry alone dispatches nothing.
  expect(parseBlock(': ping').dispatch).toBe(false);
  expect(parseBlock('retry: 5000')).toMatchObject({ retry: 5000, dispatch: false });
});

/** A streamed answer that sends `chunks` and then ends (a dropped connection). */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

it('streams events with the token, and after a drop resumes from the last one', async () => {
  useAdminSession.setState({ token: 'token-1', user: ROSA });
  const controller = new AbortController();
  const received: AdminServerEvent[] = [];
  const calls: Headers[] = [];
  const answers = [
    // The event is split across chunks, as the network may.
    streamed(['retry: 1\n', 'id: 7\nevent: order.created\nda', 'ta: {"number":"1042"}\n\n']),
    streamed(['id: 8\ndata: {"number":"1043"}\n\n']),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      const answer = answers.shift();
      if (!answer) controller.abort();
      return answer ? Promise.resolve(answer) : Promise.reject(new DOMException('', 'AbortError'));
    }),
  );

  await adminEventStream('/stores/interna/orders/events', {
    signal: controller.signal,
    onEvent: (event) => received.push(event),
  });

  expect(received).toEqual([
    { id: '7', event: 'order.created', data: '{"number":"1042"}' },
    { id: '8', event: 'message', data: '{"number":"1043"}' },
  ]);
  expect(calls[0]?.get('Authorization')).toBe('Bearer token-1');
  expect(calls[0]?.get('Accept')).toBe('text/event-stream');
  expect(calls[0]?.has('Last-Event-ID')).toBe(false);
  expect(calls[1]?.get('Last-Event-ID')).toBe('7');
  expect(calls[2]?.get('Last-Event-ID')).toBe('8');
});

it('stops streaming on a refusal that reconnecting cannot fix', async () => {
  useAdminSession.setState({ token: 'token-1', user: ROSA });
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({ message: 'No encontramos la tienda.', code: 'store_not_found' }),
        {
          status: 404,
        },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onError = vi.fn();

  await adminEventStream('/stores/otra/orders/events', {
    signal: new AbortController().signal,
    onEvent: () => undefined,
    onError,
  });

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledWith(
    expect.objectContaining({ status: 404, code: 'store_not_found' }),
  );
});
