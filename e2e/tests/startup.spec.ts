import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('when the settings fail to load, a Spanish retry screen shows instead of the app, and "Reintentar" recovers', async ({
  page,
  pageErrors,
}) => {
  let failing = true;
  await page.route('**/api/shop/settings/', async (route) => {
    if (failing) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Error interno', code: 'internal_error' }),
      });
      return;
    }
    await route.fallback();
  });

  // The cart is rendered by the browser, so its start-up asks for the settings.
  await page.goto('/tienda/interna/cartlist');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No pudimos abrir la tienda' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  failing = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'No pudimos abrir la tienda' }),
  ).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
  ).toBeVisible();

  // The failure was logged, by name; that is the one console error this test expects.
  const expected = pageErrors.filter((error) =>
    error.includes('start-up failed: settings could not be loaded'),
  );
  expect(expected.length).toBeGreaterThan(0);
  const others = pageErrors.filter((error) => !expected.includes(error));
  pageErrors.splice(0, pageErrors.length, ...others);
});
