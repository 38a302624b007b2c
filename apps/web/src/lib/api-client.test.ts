import { describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  buildUrl,
  connectAuth,
  isApiError,
} from './api-client';
import { isUnreachable } from './connection';

describe('ApiError.fromResponse', () => {
  it('reads the message, code and field errors of the contract error body', () => {
    const body = JSON.stringify({
      message: 'Revisa los datos.',
      code: 'validation_failed',
      errors: { phone: ['El teléfono no es válido.'], name: ['Escribe tu nombre.'] },
    });

    const error = ApiError.fromResponse(422, body);

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Revisa los datos.');
    expect(error.errors).toEqual({
      phone: ['El teléfono no es válido.'],
      name: ['Escribe tu nombre.'],
    });
    expect(error.isClientError).toBe(true);
  });

  it('keeps message and code when the errors object is malformed', () => {
    const body = JSON.stringify({
      message: 'Tienda no encontrada',
      code: 'store_not_found',
      errors: 'x',
    });

    const error = ApiError.fromResponse(404, body);

    expect(error.code).toBe('store_not_found');
    expect(error.message).toBe('Tienda no encontrada');
    expect(error.errors).toBeUndefined();
  });

  it.each([
    ['an HTML error page', '<html>502 Bad Gateway</html>'],
    ['an empty body', ''],
    ['JSON without a message', JSON.stringify({ code: 'internal_error' })],
    ['a JSON array', '[]'],
  ])('turns %s into a Spanish "unexpected" error', (_, body) => {
    const error = ApiError.fromResponse(502, body);

    expect(error.status).toBe(502);
    expect(error.code).toBe('invalid_response');
    expect(error.message).toBe(es.errors.unexpected);
    expect(error.isClientError).toBe(false);
  });

  it('keeps the extra fields of the body, such as the allowed maximum of a refused quantity', () => {
    const body = JSON.stringify({
      message: 'Algunos datos no son válidos. Revisa los campos marcados.',
      code: 'validation_failed',
      errors: { 'items.0.qty': ['Solo puedes llevar hasta 3 piezas de Aguacate Hass.'] },
      max_qty: 3,
    });

    const error = ApiError.fromResponse(422, body);

    expect(error.details).toEqual({ max_qty: 3 });
    expect(error.displayMessage).toBe('Solo puedes llevar hasta 3 piezas de Aguacate Hass.');
    expect(error.fieldMessages('qty')).toEqual([
      'Solo puedes llevar hasta 3 piezas de Aguacate Hass.',
    ]);
    expect(error.fieldMessages('coupon')).toEqual([]);
  });

  it('keeps the extra fields as sent (none when there are none), and falls back to the message', () => {
    const plain = ApiError.fromResponse(404, JSON.stringify({ message: 'No está', code: 'x' }));
    const odd = ApiError.fromResponse(
      422,
      JSON.stringify({ message: 'Revisa', code: 'validation_failed', max_qty: '3' }),
    );

    expect(plain.details).toEqual({});
    expect(plain.displayMessage).toBe('No está');
    expect(odd.details).toEqual({ max_qty: '3' });
  });

  it('does not count rate limits and time-outs as client errors (retrying may help)', () => {
    expect(ApiError.fromResponse(429, '').isClientError).toBe(false);
    expect(ApiError.fromResponse(408, '').isClientError).toBe(false);
  });
});

describe('apiGet', () => {
  it('requests the prefixed path with the query and resolves with the JSON body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ data: { id: 1 } })));
    vi.stubGlobal('fetch', fetchMock);

    const body = await apiGet<{ data: { id: number } }>('/stores/1/inventories', {
      query: { q: 'leche', page: 2, category_id: undefined },
    });

    expect(body).toEqual({ data: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/shop/stores/1/inventories?q=leche&page=2',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });

  it('rejects with the server error as an ApiError', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { message: 'Tienda no encontrada', code: 'store_not_found' },
          { status: 404 },
        ),
      ),
    );

    const error: unknown = await apiGet('/stores/nope').catch((e: unknown) => e);

    expect(isApiError(error, 'store_not_found')).toBe(true);
    expect(error).toMatchObject({ status: 404, message: 'Tienda no encontrada' });
  });

  it('reports a failed connection as network_error with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const error: unknown = await apiGet('/settings/').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: es.errors.network });
  });

  it('proves a failed connection with a second request past the HTTP cache', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit): Promise<Response> =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetchMock);

    await apiGet('/stores/interna').catch(() => undefined);
    await vi.waitFor(() => {
      expect(isUnreachable()).toBe(true);
    });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.cache])).toEqual([
      ['/api/shop/stores/interna', undefined],
      ['/api/shop/settings/', 'no-store'],
    ]);

    // Any answer, even an error, means the shop is reachable again.
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ message: 'x', code: 'store_not_found' }, { status: 404 })),
    );
    await apiGet('/stores/interna').catch(() => undefined);
    expect(isUnreachable()).toBe(false);
  });

  it('an aborted request proves nothing about the connection', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    controller.abort();

    await apiGet('/stores/interna', { signal: controller.signal }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isUnreachable()).toBe(false);
  });

  it('reports a call made while the phone is offline as offline: it needs the connection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const error: unknown = await apiPost('/checkout/').catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 0,
      code: 'offline',
      message: 'Necesitas conexión para hacer esto. Revisa tu internet.',
    });
  });
});

describe('apiPost, apiPut and apiDelete', () => {
  it('send JSON bodies with their method and read the JSON answer', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ ok: true }, { status: 201 })));
    vi.stubGlobal('fetch', fetchMock);

    expect(await apiPost('/checkout/', { store_id: 1 })).toEqual({ ok: true });
    expect(await apiPut('/checkout/abc', { notes: 'Sin bolsa' })).toEqual({ ok: true });

    expect(fetchMock).toHaveBeenNthCalledWith(
      1,
      '/api/shop/checkout/',
      expect.objectContaining({
        method: 'POST',
        body: '{"store_id":1}',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
    expect(fetchMock).toHaveBeenNthCalledWith(
      2,
      '/api/shop/checkout/abc',
      expect.objectContaining({ method: 'PUT', body: '{"notes":"Sin bolsa"}' }),
    );
  });

  it('resolve a 204 No Content with undefined', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);

    expect(await apiDelete('/checkout/abc')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/shop/checkout/abc',
      expect.objectContaining({ method: 'DELETE', headers: { Accept: 'application/json' } }),
    );
  });

  it('reject with the refusal as an ApiError carrying its details', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          {
            message: 'Algunos datos no son válidos.',
            code: 'validation_failed',
            errors: { qty: ['Aguacate Hass está agotado.'] },
            max_qty: 0,
          },
          { status: 422 },
        ),
      ),
    );

    const error: unknown = await apiPost('/checkout/abc/items', {
      purchaseable_id: 1,
      qty: 1,
    }).catch((e: unknown) => e);

    expect(isApiError(error, 'validation_failed')).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      details: { max_qty: 0 },
      displayMessage: 'Aguacate Hass está agotado.',
    });
  });
});

describe('buildUrl', () => {
  it('drops empty, null and undefined query values', () => {
    expect(buildUrl('/categories', { store_id: 3, q: '', x: null, y: undefined })).toBe(
      '/api/shop/categories?store_id=3',
    );
  });
});

describe('the session token', () => {
  it('goes as a bearer token on every call while there is one', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    const disconnect = connectAuth({ getToken: () => 'secret-token', onUnauthorized: vi.fn() });

    await apiGet('/stores/interna');
    await apiPost('/checkout/', { store_id: 1 });
    disconnect();
    await apiGet('/stores/interna');

    expect(fetchMock).toHaveBeenNthCalledWith(
      1,
      '/api/shop/stores/interna',
      expect.objectContaining({
        headers: { Accept: 'application/json', Authorization: 'Bearer secret-token' },
      }),
    );
    expect(fetchMock).toHaveBeenNthCalledWith(
      2,
      '/api/shop/checkout/',
      expect.objectContaining({
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: 'Bearer secret-token',
        },
      }),
    );
    expect(fetchMock).toHaveBeenNthCalledWith(
      3,
      '/api/shop/stores/interna',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });

  it('on a 401 reports the refused token and asks once more without it', async () => {
    let token: string | null = 'expired-token';
    const onUnauthorized = vi.fn(() => {
      token = null;
    });
    const fetchMock = vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(
        new Headers(init.headers).has('Authorization')
          ? Response.json(
              { message: 'Tu sesión expiró. Inicia sesión de nuevo.', code: 'unauthenticated' },
              { status: 401 },
            )
          : Response.json({ data: { id: 1 } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const disconnect = connectAuth({ getToken: () => token, onUnauthorized });

    const body = await apiGet('/stores/interna');
    disconnect();

    expect(body).toEqual({ data: { id: 1 } });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('expired-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not loop when the refused token stays (the retry goes without it)', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json(
          { message: 'Inicia sesión para continuar.', code: 'unauthenticated' },
          { status: 401 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const disconnect = connectAuth({ getToken: () => 'stuck-token', onUnauthorized: vi.fn() });

    const error: unknown = await apiGet('/auth/user').catch((e: unknown) => e);
    disconnect();

    expect(isApiError(error, 'unauthenticated')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/shop/auth/user',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });
});
