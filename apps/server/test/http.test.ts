import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { type TestApp, createTestApp, testConfig } from './test-app';
import { createTestDatabase } from './test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers an unknown API route with the error shape', async () => {
    const res = await t.app.inject('/api/shop/nada');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Ruta no encontrada.', code: 'route_not_found' });
  });

  it('maps malformed JSON to 400, bad bodies to 422 and crashes to a 500 without internals', async () => {
    const database = await createTestDatabase();
    const config = testConfig(database.url);
    const app = await buildApp({ config, database, logger: false });
    app.post(
      '/api/shop/__probe',
      { schema: { body: z.object({ name: z.string().min(2) }) } },
      () => ({ ok: true }),
    );
    app.get('/api/shop/__boom', () => {
      throw new Error('SELECT secret FROM internals');
    });
    try {
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/shop/__probe',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        message: 'El cuerpo de la petición no es JSON válido.',
        code: 'invalid_request',
      });

      const invalid = await app.inject({
        method: 'POST',
        url: '/api/shop/__probe',
        payload: { name: 'a', extra: 1 },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toMatchObject({
        code: 'validation_failed',
        errors: { name: [expect.any(String)] },
      });

      const wrongType = await app.inject({
        method: 'POST',
        url: '/api/shop/__probe',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json()).toMatchObject({ code: 'unsupported_media_type' });

      const boom = await app.inject('/api/shop/__boom');
      expect(boom.statusCode).toBe(500);
      expect(boom.body).not.toMatch(/SELECT|secret|stack|at /);
      expect(boom.json()).toEqual({
        message: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos momentos.',
        code: 'internal_error',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('health, headers and docs', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('sends security headers, a CSP and a request id', async () => {
    const res = await t.app.inject('/api/shop/settings/');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(
      /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('compresses JSON for clients that accept it', async () => {
    const res = await t.app.inject({
      url: '/api/shop/categories',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/shop/stores/{idOrSlug}',
        '/api/shop/stores/{id}/inventories',
        '/api/shop/stores/{storeId}/inventories/{productSlug}',
        '/api/shop/categories',
        '/api/shop/stores/{storeId}/product-collection/',
        '/api/shop/stores/{storeId}/product-collection/{collectionId}',
        '/api/shop/slider/{id}',
        '/api/shop/settings/',
      ]),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sends the same security headers on refusals, and Swagger UI its own policy', async () => {
    const missing = await t.app.inject('/api/shop/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // Refused by the router itself, before any hook: the same headers all the same.
    const malformed = await t.app.inject('/api/shop/stores/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(malformed.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/validator\.swagger\.io/);
  });

  it('allows only configured CORS origins', async () => {
    const preflight = { method: 'OPTIONS' as const, url: '/api/shop/categories' };
    const denied = await t.app.inject({
      ...preflight,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();

    const database = await createTestDatabase();
    const config = testConfig(database.url, { CORS_ORIGINS: 'https://tienda.example' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const allowed = await app.inject({
        ...preflight,
        headers: { origin: 'https://tienda.example', 'access-control-request-method': 'GET' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://tienda.example');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('serving the built web app', () => {
  it('serves hashed assets for a year, index.html uncached, and the SPA for client routes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="es"><title>Canasta</title></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("hola")');
    const database = await createTestDatabase();
    const config = testConfig(database.url, { WEB_DIST_DIR: dist });
    const app = await buildApp({ config, database, logger: false });
    try {
      const asset = await app.inject('/assets/index-AbC123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const url of ['/', '/tienda/interna', '/menu/interna/Categories/3', '/cualquier/ruta']) {
        const page = await app.inject(url);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain('<html lang="es">');
      }

      const missingAsset = await app.inject('/assets/nope-123.js');
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject('/api/shop/nada');
      expect(api.json()).toMatchObject({ code: 'route_not_found' });
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
