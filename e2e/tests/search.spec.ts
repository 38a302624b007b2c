import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('suggestions as the shopper types: "pina" offers Piña first, and the keyboard opens it', async ({
  page,
}) => {
  await page.goto('/tienda/interna');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.pressSequentially('pina', { delay: 40 });

  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('option').first()).toContainText('Piña miel');
  await expect(page.getByRole('status').filter({ hasText: /sugerencias?\./ })).toHaveText(
    /^\d sugerencias?\. Usa las flechas/,
  );
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  const optionBox = await suggestions.getByRole('option').first().boundingBox();
  expect(optionBox?.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);

  await box.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tienda\/interna\/product\/pina-miel-pieza$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piña miel' })).toBeVisible();
});

test('Enter without a chosen suggestion runs the ranked search; accents and case don’t matter', async ({
  page,
}) => {
  await page.goto('/tienda/interna');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill('CAFE');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultados para “CAFE”' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=CAFE$/);
  const results = (query: string) =>
    page.getByRole('region', { name: `Resultados para “${query}”` }).getByRole('listitem');
  await expect(results('CAFE').first()).toContainText('Café soluble');
  await expectNoSeriousA11yViolations(page);

  await box.fill('platano');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultados para “platano”' })).toBeVisible();
  await expect(results('platano').first()).toContainText('Plátano');
});

test('no results say what was searched and lead to the categories', async ({ page }) => {
  await page.goto('/tienda/interna');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill('zzzxyz');
  await expect(page.getByRole('status').filter({ hasText: 'Sin sugerencias' })).toHaveText(
    'Sin sugerencias. Pulsa Intro para buscar.',
  );
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'No encontramos productos para “zzzxyz”' }),
  ).toBeVisible();
  await expect(page.getByText(/Revisa la ortografía o prueba con menos palabras/)).toBeVisible();
  await expect(page.getByText('O busca por categoría:')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await expect(box).toHaveValue('');
});

test('a plural finds its singular from the search in the header of a product page, and "back" returns', async ({
  page,
}) => {
  await page.goto('/tienda/interna/product/pina-miel-pieza');
  await expect(page.getByRole('heading', { level: 1, name: 'Piña miel' })).toBeVisible();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' });
  await box.pressSequentially('jitomates', { delay: 40 });
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions.getByRole('option').first()).toContainText('Jitomate saladet');
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/tienda\/interna\?q=jitomates$/);
  await expect(page.getByRole('heading', { name: 'Resultados para “jitomates”' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Resultados para “jitomates”' }).getByRole('listitem').first(),
  ).toContainText('Jitomate saladet');
  await expect(box).toHaveValue('jitomates');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Piña miel' })).toBeVisible();
});

test('the categories, a category and a collection have the search in their header at 360 px', async ({
  page,
}) => {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' });
  await page.goto('/menu/interna/Categories');
  await expect(box).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Frutas/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/menu\/interna\/Categories\/\d+$/);
  await expect(box).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/tienda/interna');
  await page
    .getByRole('link', { name: /Ver todo/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tienda\/interna\/collection\/\d+$/);
  await expect(box).toBeVisible();
  await box.fill('aguacates');
  await box.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Resultados para “aguacates”' }).getByRole('listitem').first(),
  ).toContainText('Aguacate Hass');
});

test.describe('before the app has started', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search of a product page is a plain form that lists the results', async ({
    page,
  }) => {
    await page.goto('/tienda/interna/product/pina-miel-pieza');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('camarones');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tienda\/interna\?q=camarones$/);
    await expect(
      page
        .getByRole('region', { name: 'Resultados para “camarones”' })
        .getByRole('listitem')
        .first(),
    ).toContainText('Camarón mediano');
  });
});
