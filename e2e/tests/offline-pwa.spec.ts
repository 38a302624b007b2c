import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The installable shop and its offline behaviour (decision 039), in real Chromium with the
 * real service worker: pages seen online open offline, unseen ones say they need a connection,
 * actions that need the network say so, and the connection coming back returns the shopper to
 * where they were. Lighthouse 12 no longer audits installability or service workers (its PWA
 * category was removed), so what it used to check is checked here.
 */

const OFFLINE_BANNER = 'Sin conexión: ves lo último que cargaste.';

/** The service worker controls the page (it claims open pages when first installed). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The addresses (path and query) of the pages the worker has kept. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('canasta-pages');
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

async function expectKept(page: Page, paths: string[]): Promise<void> {
  await expect
    .poll(() => keptPages(page), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(paths));
}

test('pages seen online open offline; unseen ones and "Agregar" say they need a connection', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // Online: the store home, a collection and two products.
  await page.goto('/tienda/interna');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canasta Roma Sur');
  await waitForServiceWorker(page);
  await expectKept(page, ['/tienda/interna']);

  await page.getByRole('link', { name: 'Ver todo: Ofertas de la semana' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de la semana' })).toBeVisible();
  const collection = new URL(page.url()).pathname;
  const main = page.getByRole('main');
  const productLinks = main.getByRole('article').getByRole('link');
  const [first, second] = await Promise.all([
    productLinks.nth(0).textContent(),
    productLinks.nth(1).textContent(),
  ]);
  const firstName = first?.trim() ?? '';
  const secondName = second?.trim() ?? '';
  expect(firstName).not.toBe('');
  expect(secondName).not.toBe(firstName);

  await main.getByRole('link', { name: firstName, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  const firstProduct = new URL(page.url()).pathname;
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de la semana' })).toBeVisible();
  await main.getByRole('link', { name: secondName, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  const secondProduct = new URL(page.url()).pathname;
  await expectKept(page, ['/tienda/interna', collection, firstProduct, secondProduct]);

  // A product of the same store the shopper never opened.
  const { data: store } = (await (await request.get('/api/shop/stores/interna')).json()) as {
    data: { id: number };
  };
  const inventory = (await (
    await request.get(`/api/shop/stores/${store.id}/inventories?page=3`)
  ).json()) as { data: { product: { slug: string; name: string } }[] };
  const unseen = inventory.data
    .map((item) => item.product)
    .find((product) => ![firstProduct, secondProduct].some((p) => p.endsWith(`/${product.slug}`)));
  if (!unseen) throw new Error('the demo store has no third product');

  // Offline, on the second product: it stays, with the banner.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();

  // "Back" (a move inside the app) to the collection, and a link to the first product.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de la semana' })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await main.getByRole('link', { name: firstName, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A reload, and typing the store home's address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await page.goto('/tienda/interna');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canasta Roma Sur');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  // "Agregar" needs the server (it keeps the cart): said at once, nothing left spinning.
  const add = page.getByRole('button', { name: /^Agregar .+ al carrito$/ }).first();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(
    page.getByText('Necesitas conexión para agregar productos al carrito.'),
  ).toBeVisible();
  await expect(add).toBeVisible();

  // A page never seen explains itself, with a way back to what was seen.
  const unseenPath = `/tienda/interna/product/${unseen.slug}`;
  await page.goto(unseenPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esta página necesita conexión' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
    'href',
    '/tienda/interna',
  );
  await expectNoSeriousA11yViolations(page);

  // The connection returns: the shopper is on the page they asked for.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: unseen.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${unseenPath}$`));
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
});

test('the shop is installable: a Spanish manifest, its icons and an offline-capable start URL', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/tienda/interna');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#74dab7');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon-180x180.png',
  );
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  // What Chromium requires to offer installing: a name, a standalone display, a start URL and
  // 192 and 512 px icons (one of them maskable for Android's launcher).
  expect(manifest).toMatchObject({
    name: 'Canasta: el súper a domicilio',
    short_name: 'Canasta',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(`/${icon.src}`);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // Chromium's own installability check (what Lighthouse's "installable-manifest" reported).
  const cdp = await context.newCDPSession(page);
  await waitForServiceWorker(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is a fresh profile, which Chromium counts as incognito: the one reason
  // it gives that is about the browser, not the shop.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // The start URL answers offline, from the worker (it is the page just seen).
  await expectKept(page, [manifest.start_url]);
  await context.setOffline(true);
  await page.goto(manifest.start_url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canasta Roma Sur');
  await context.setOffline(false);
});
