import type { Locator, Page } from '@playwright/test';
import { blockOutsideRequests, expect, test } from './fixtures';

/** WCAG 2.5.5's target size, and the house minimum for anything tappable. */
const TARGET = 44;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function expectTappable(locator: Locator): Promise<void> {
  const { width, height } = await box(locator);
  expect(width).toBeGreaterThanOrEqual(TARGET);
  expect(height).toBeGreaterThanOrEqual(TARGET);
}

/** Adds one unit from the product's page, as a shopper does. */
async function addFromProductPage(page: Page, index: number): Promise<string> {
  await page.goto('/tienda/interna');
  // The demo keeps a sold-out product on the home; it has nothing to add.
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNotText: 'Agotado' })
    // Sold by the piece (a weight offer's card shows its price per kilogram).
    .filter({ hasNotText: '/kg' })
    .nth(index);
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  // By its name, not by `card` again: a row draws its first cards, then the rest (decision
  // 067), and the rest arriving in between would make `nth(index)` another card.
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  // The stepper shows the unit before the server has it: wait for the cart's answer, or the
  // next page's navigation could cut the request off and the line with it.
  const saved = page.waitForResponse(
    (response) =>
      /\/checkout\/[^/]+\/items(\/bulk|\/\d+)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await saved;
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('1');
  return name;
}

test('the banner dots are 44 px targets', async ({ page }) => {
  await page.goto('/tienda/interna');
  const dots = page.getByRole('region', { name: 'Promociones' }).getByRole('button');
  await expect(dots.first()).toBeVisible();
  expect(await dots.count()).toBeGreaterThan(1);
  for (const dot of await dots.all()) await expectTappable(dot);
});

test("the map's zoom buttons are 44 px targets", async ({ page, baseURL }) => {
  await blockOutsideRequests(page, baseURL ?? '');
  await page.goto('/menu/interna/Cobertura');
  await expectTappable(page.getByRole('button', { name: 'Acercar' }));
  await expectTappable(page.getByRole('button', { name: 'Alejar' }));
});

test("a toast sits above the screen's bottom bar, clear of the heading it reports on", async ({
  page,
}) => {
  const first = await addFromProductPage(page, 0);
  await addFromProductPage(page, 1);
  await page.goto('/tienda/interna/cartlist');
  const heading = page.getByRole('heading', { level: 1, name: 'Carrito' });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: `Quitar ${first} del carrito` }).click();

  const toast = page
    .getByRole('region', { name: /Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: `Quitaste ${first}` });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1');
  const placed = await box(toast);
  const title = await box(heading);
  // The cart's bar fixed at the foot, with its total and "Continuar".
  const bar = await box(page.locator('.fixed.bottom-0').filter({ hasText: 'Continuar' }));
  expect(placed.y).toBeGreaterThanOrEqual(title.y + title.height);
  expect(placed.y + placed.height).toBeLessThanOrEqual(bar.y);
  await expectTappable(toast.getByRole('button', { name: 'Deshacer' }));
});
