import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Addresses that lead somewhere else or nowhere (decision 045): `/` is a server redirect to the
 * main store (no empty page waiting for the app to start), and an address the shop doesn't have
 * is a 404 with the friendly page, readable at 360 px, before and after the app starts.
 */

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('`/` is a server redirect to the main store, which arrives rendered', async ({
  page,
  request,
}) => {
  const answer = await request.get('/', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/tienda/interna');

  const response = await page.goto('/');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ofertas de la semana' })).toBeVisible();
});

test('an unknown address is a 404 with the friendly page, and leads to the main store', async ({
  page,
}) => {
  const response = await page.goto('/nope/x');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No encontramos esta página' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Página no encontrada · /);
  // Once the app has started, the page stays what the server said.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/nope\/x$/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Ir a la tienda principal' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ofertas de la semana' })).toBeVisible();
});

test("a known store's unknown page is a 404 inside that store, not a jump to its home", async ({
  page,
}) => {
  const response = await page.goto('/tienda/interna/ofertas-de-hoy');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No encontramos esta página' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Canasta Roma Sur');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/tienda\/interna\/ofertas-de-hoy$/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Volver a la tienda' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna$/);
});

test("a category the store doesn't have is a 404 with the store's page", async ({ page }) => {
  const response = await page.goto('/menu/interna/Categories/999999');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Categoría no encontrada' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found page reads and leads on without the app', async ({ page }) => {
    const response = await page.goto('/nope/x');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esta página' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ir a la tienda principal' }).click();
    await expect(page).toHaveURL(/\/tienda\/interna$/);
  });
});
