import { cartChangeSaved } from './checkout-helpers';
import { PRICE, expect, test } from './fixtures';

/**
 * The public catalogue pages arrive as HTML (decision 036): readable before (and without) the
 * JavaScript, hydrated without a second fetch or a mismatch, and fast on a slow phone line
 * (`slow-line.timing.spec.ts`).
 * The fixtures fail every test on any console error, hydration warnings included.
 */

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, its price and its picture', async ({ page }) => {
    const response = await page.goto('/tienda/interna/product/aguacate-hass-kg');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Aguacate Hass' })).toBeVisible();
    await expect(page.getByText(PRICE).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Aguacate/ }).first()).toBeVisible();
    await expect(page).toHaveTitle('Aguacate Hass · Canasta Roma Sur');
    // "Volver" is a link to the store: a tap before the app has started still leads somewhere.
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/tienda\/interna$/);
  });

  test('the store home lists its collections with products and working links', async ({ page }) => {
    await page.goto('/tienda/interna');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ofertas de la semana' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Aguacate Hass' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguacate Hass' })).toBeVisible();
  });
});

test('hydration asks the API for nothing the page already has, and the page then works', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  await page.goto('/tienda/interna');
  const add = page.getByRole('button', { name: 'Agregar Aguacate Hass al carrito' }).first();
  await add.click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrito, 1 producto' }),
  ).toBeVisible();
  // The store, its banners, categories and collections came with the HTML.
  expect(calls.filter((path) => !path.startsWith('/api/shop/checkout'))).toEqual([]);
});

test('a shopper with a saved cart sees it in the header after the rendered page hydrates', async ({
  page,
}) => {
  await page.goto('/tienda/interna/product/aguacate-hass-kg');
  // The line is saved once the server has answered it: only then is there a cart to reload. (A
  // wait for 'networkidle' passed at once when the page had been idle before the tap.)
  const saved = cartChangeSaved(page);
  await page.getByRole('button', { name: /Agregar al carrito/ }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrito, 1 producto' }),
  ).toBeVisible();
  await saved;
  await page.reload();
  // The server's HTML has no cart (it is the same for everyone); the browser's appears at once.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrito, 1 producto' }),
  ).toBeVisible();
  // Avocados are sold by weight: the stepper holds the 250 g added.
  await expect(page.getByRole('group', { name: 'Peso de Aguacate Hass' })).toContainText('250 g');
  await expect(page.getByRole('button', { name: 'Agregar 250 g de Aguacate Hass' })).toBeVisible();
});

test('what a shopper types in the search before the app has started is kept and searched', async ({
  page,
}) => {
  // A slow phone: the app's JavaScript arrives two seconds after the page.
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/tienda/interna', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill('CAFE');
  await expect(
    page.getByRole('button', { name: 'Agregar Aguacate Hass al carrito' }).first(),
  ).toBeEnabled({ timeout: 15_000 });
  await expect(box).toHaveValue('CAFE');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultados para “CAFE”' })).toBeVisible();
});
