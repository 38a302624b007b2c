import type { MaintenanceResponse, SettingsResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueChanges } from '../src/modules/catalogue/catalogue-changes';
import { ResponseCache } from '../src/modules/catalogue/response-cache';
import { PageCache } from '../src/modules/pages/page-cache';
import type { RenderedPage } from '../src/modules/pages/page-renderer';
import { PreparedBody } from '../src/plugins/prepared-body';
import { runOps } from '../src/scripts/ops';
import { type TestApp, createTestApp } from './test-app';

/**
 * The maintenance switch (decision 038): operators turn it on and off by route or command, the
 * settings every shopper's app reads answer the new value at once, and the rendered pages that
 * carry the old settings are forgotten, here and (through Redis) in every other process.
 */
const OPERATOR = { authorization: 'Bearer canasta-development-operator-token' };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function putMaintenance(body: unknown, headers: Record<string, string> = OPERATOR) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/ops/settings/maintenance',
    headers,
    payload: body as Record<string, unknown>,
  });
}

const readMaintenance = async () =>
  (
    await t.app.inject({ url: '/api/ops/settings/maintenance', headers: OPERATOR })
  ).json<MaintenanceResponse>().data.enabled;

const shopSettings = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/shop/settings/', headers });

describe('the operator route', () => {
  it('turns maintenance on and off, and the shop settings answer it at once', async () => {
    expect(await readMaintenance()).toBe(false);
    const before = await shopSettings();
    expect(before.json<SettingsResponse>().data.maintenance).toBe(false);
    expect(before.headers['cache-control']).toBe('public, no-cache');
    const etag = String(before.headers.etag);

    const on = await putMaintenance({ enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { enabled: true } });
    expect(await readMaintenance()).toBe(true);
    // A browser revalidating the answer it holds gets the new one, not a 304.
    const during = await shopSettings({ 'if-none-match': etag });
    expect(during.statusCode).toBe(200);
    expect(during.json<SettingsResponse>().data.maintenance).toBe(true);

    // Switching it on again changes nothing and says so.
    expect((await putMaintenance({ enabled: true })).json()).toEqual({ data: { enabled: true } });

    const off = await putMaintenance({ enabled: false });
    expect(off.json()).toEqual({ data: { enabled: false } });
    const after = await shopSettings({ 'if-none-match': String(during.headers.etag) });
    expect(after.json<SettingsResponse>().data.maintenance).toBe(false);
    // The same settings as before the switch: the same validator.
    expect(after.headers.etag).toBe(etag);
  });

  it('refuses a missing token and bad bodies in Spanish, changing nothing', async () => {
    const noToken = await putMaintenance({ enabled: true }, { authorization: 'Bearer otro' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 'unauthenticated' });
    const noTokenRead = await t.app.inject({ url: '/api/ops/settings/maintenance' });
    expect(noTokenRead.statusCode).toBe(401);

    const message = 'Indica enabled: true para activar el mantenimiento o false para desactivarlo.';
    for (const body of [{}, { enabled: 'on' }, { enabled: 1 }, { enabled: null }]) {
      const refused = await putMaintenance(body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        message: 'Algunos datos no son válidos. Revisa los campos marcados.',
        errors: { enabled: [message] },
      });
    }
    const extra = await putMaintenance({ enabled: true, hasta: 'mañana' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toMatchObject({ code: 'validation_failed' });
    expect(await readMaintenance()).toBe(false);
    expect((await shopSettings()).json<SettingsResponse>().data.maintenance).toBe(false);
  });

  it('is documented from the contract', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/ops/settings/maintenance'] ?? {}).sort()).toEqual([
      'get',
      'put',
    ]);
  });
});

describe('npm run ops -- settings:maintenance', () => {
  it('switches the same setting the server reads, and refuses anything but on or off', async () => {
    const env = { NODE_ENV: 'test', DATABASE_URL: t.database.url };
    const output: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = (line: string) => output.push(line);
    console.error = (line: string) => output.push(line);
    let during: boolean;
    try {
      expect(await runOps(['settings:maintenance', 'on'], env)).toBe(0);
      during = (await shopSettings()).json<SettingsResponse>().data.maintenance;
      expect(await runOps(['settings:maintenance', 'sí'], env)).toBe(2);
      expect(await runOps(['settings:maintenance'], env)).toBe(2);
      expect(await runOps(['settings:maintenance', 'off'], env)).toBe(0);
    } finally {
      console.log = log;
      console.error = error;
    }
    expect(during).toBe(true);
    expect(output).toEqual([
      'Mantenimiento activado: la tienda muestra el aviso de mantenimiento.',
      'Usage: npm run ops -- settings:maintenance on|off',
      'Usage: npm run ops -- settings:maintenance on|off',
      'Mantenimiento desactivado: la tienda está abierta.',
    ]);
    expect((await shopSettings()).json<SettingsResponse>().data.maintenance).toBe(false);
  });
});

/** A rendered page as the page cache keeps it. */
function renderedPage(html: string): RenderedPage {
  return { status: 200, storeId: 1, html: new PreparedBody(html) };
}

/** Waits for another process to hear of the change (pub/sub takes a few milliseconds). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the other process never saw the change');
}

describe('rendered pages after the switch', () => {
  it('are forgotten in every process sharing Redis, the command line included', async () => {
    const silent = { warn: () => undefined, error: () => undefined };
    const pages = new PageCache(60_000);
    const server = createCatalogueChanges(
      { responses: new ResponseCache<PreparedBody>(60_000), pages },
      REDIS_URL,
      silent,
    );
    const commandLine = createCatalogueChanges(null, REDIS_URL, silent);
    try {
      let renders = 0;
      const render = () => {
        renders += 1;
        return Promise.resolve(renderedPage(`<p>${renders}</p>`));
      };
      await pages.get('/tienda/interna', render);
      await pages.get('/tienda/interna', render);
      expect(renders).toBe(1);
      // The subscription is set up without waiting (a Redis that is down must not stop a
      // server): switch until the server has heard one.
      await eventually(async () => {
        await commandLine.settingsChanged();
        await pages.get('/tienda/interna', render);
        return renders > 1;
      });
    } finally {
      await server.close();
      await commandLine.close();
    }
  });

  it('are forgotten at once in the process that switched, without Redis', async () => {
    const pages = new PageCache(60_000);
    const changes = createCatalogueChanges(
      { responses: new ResponseCache<PreparedBody>(60_000), pages },
      undefined,
      { warn: () => undefined, error: () => undefined },
    );
    let renders = 0;
    const render = () => {
      renders += 1;
      return Promise.resolve(renderedPage('<p>página</p>'));
    };
    await pages.get('/tienda/interna/product/aguacate', render);
    await changes.settingsChanged();
    await pages.get('/tienda/interna/product/aguacate', render);
    expect(renders).toBe(2);
  });
});
