import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, OPERATOR, test } from './fixtures';

/**
 * The maintenance switch (decision 038) closes the whole shop front, so this spec runs against
 * a server of its own (playwright.config.ts): the specs running meanwhile on the main server
 * are not shown the maintenance screen.
 */
const isolatedURL = process.env.E2E_ISOLATED_URL;
if (!isolatedURL) throw new Error('E2E_ISOLATED_URL is set by playwright.config.ts');
test.use({ baseURL: isolatedURL });
// Tests here would share that server's one switch: one at a time.
test.describe.configure({ mode: 'serial' });

async function switchMaintenance(request: APIRequestContext, enabled: boolean): Promise<void> {
  const response = await request.put('/api/ops/settings/maintenance', {
    headers: OPERATOR,
    data: { enabled },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { enabled } });
}

async function firstProduct(request: APIRequestContext) {
  const store = (await (await request.get('/api/shop/stores/interna')).json()) as {
    data: { id: number };
  };
  const listing = (await (
    await request.get(`/api/shop/stores/${store.data.id}/inventories?page=1&per_page=1`)
  ).json()) as { data: { product: { slug: string; name: string } }[] };
  const product = listing.data[0]?.product;
  if (!product) throw new Error('the demo store lists no product');
  return product;
}

const maintenanceHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Estamos en mantenimiento' });

test('maintenance on: every page shows the maintenance screen; off: back to the exact page', async ({
  page,
  context,
  request,
}) => {
  const product = await firstProduct(request);
  const productUrl = `/tienda/interna/product/${product.slug}?ref=whatsapp#detalles`;
  // The app's checks run on timers: the page's clock is moved on instead of waiting for them.
  await page.clock.install();
  // The page arrives as HTML and the app starts after it has painted (decision 036).
  await page.goto(productUrl, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await switchMaintenance(request, true);
  try {
    // The open page notices by itself when the shopper comes back to it, with no reload.
    await page.clock.fastForward('00:20');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(maintenanceHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page).toHaveTitle(/^Estamos en mantenimiento · /);
    await expect(page.getByRole('heading', { name: 'Sin conexión' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/525510000000\?text=/,
    );
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // No header or footer to wander off with.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Any other page, opened fresh: the server renders no catalogue page meanwhile, and the
    // app shows the maintenance screen as it starts.
    const other = await context.newPage();
    await other.goto('/menu/interna/Categories');
    await expect(maintenanceHeading(other)).toBeVisible();
    await expect(other).toHaveURL(/\/offline$/);
    await expectNoSeriousA11yViolations(other);
    await other.close();
  } finally {
    await switchMaintenance(request, false);
  }

  // The maintenance screen looks again every 15 s, and takes the shopper back to the exact page.
  await page.clock.fastForward('00:16');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const back = new URL(page.url());
  expect(`${back.pathname}${back.search}${back.hash}`).toBe(productUrl);
  await expectNoSeriousA11yViolations(page);
});
