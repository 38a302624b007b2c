import { describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es';
import { ApiError, apiGet, buildUrl, isApiError } from './api-client';

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
});

describe('buildUrl', () => {
  it('drops empty, null and undefined query values', () => {
    expect(buildUrl('/categories', { store_id: 3, q: '', x: null, y: undefined })).toBe(
      '/api/shop/categories?store_id=3',
    );
  });
});
