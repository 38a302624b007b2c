import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * The operator console is a page of its own in the web build (admin.html, decision 041): every
 * /admin path gets it, revalidated on each visit like the shop's index.html, and the shop's
 * pages and the admin API are not disturbed.
 */
let dist: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Canasta</title>');
  fs.writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><title>Consola</title>');
  // The console's own build puts its hashed files under console/assets/.
  fs.mkdirSync(path.join(dist, 'console', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'console', 'assets', 'admin-Hk0Qj4uA.js'), 'export {};');
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(database.url, { WEB_DIST_DIR: dist }),
    database,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it("answers every /admin path with the console's page, revalidated on each visit", async () => {
  for (const url of [
    '/admin',
    '/admin/',
    '/admin/entrar',
    '/admin/interna',
    '/admin/interna/pedidos/1042?fecha=2026-11-27',
  ]) {
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await app.inject({ method, url });
      expect(page.statusCode, `${method} ${url}`).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(page.body).toContain('<title>Consola</title>');
    }
  }
});

it("serves the console's hashed files, cached for a year like the shop's", async () => {
  const script = await app.inject('/console/assets/admin-Hk0Qj4uA.js');
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/javascript/);
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // A console file that isn't there is a 404, never the console's page.
  expect((await app.inject('/console/assets/admin-00000000.js')).statusCode).toBe(404);
});

it("leaves the shop's pages and the APIs as they were", async () => {
  for (const url of ['/tienda/interna', '/administracion', '/menu/interna/Categories']) {
    const page = await app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Canasta</title>');
  }
  // The admin API is an API: an unknown path is a JSON 404, never a page.
  const api = await app.inject('/api/admin/nada');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ code: 'route_not_found' });
  // Only reads get a page.
  const post = await app.inject({ method: 'POST', url: '/admin/interna' });
  expect(post.statusCode).toBe(404);
});

it('serves no console page when the build has none', async () => {
  const shopOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-dist-'));
  fs.writeFileSync(path.join(shopOnly, 'index.html'), '<!doctype html><title>Canasta</title>');
  const other = await createTestDatabase();
  const server = await buildApp({
    config: testConfig(other.url, { WEB_DIST_DIR: shopOnly }),
    database: other,
    logger: false,
  });
  try {
    // An older build: /admin is a client route of the shop's shell, as before.
    const page = await server.inject('/admin/interna');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Canasta</title>');
  } finally {
    await server.close();
    await other.close();
    fs.rmSync(shopOnly, { recursive: true, force: true });
  }
});
