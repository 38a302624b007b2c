import type { Page } from '@playwright/test';
import {
  blockOutsideRequests,
  expect,
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  test,
} from './fixtures';

// The server searches addresses through geocoder-stand-in.mjs (a local Nominatim stand-in):
// "Medellín" finds Calle Medellín 235 in Roma Sur (inside the store's cheapest zone) and 10 in
// Roma Norte; a pin near either reads back its address.

const map = (page: Page) => page.getByRole('region', { name: /^Mapa/ });
/** The live coverage answer under the map. */
const coverage = (page: Page) => page.locator('[role="status"][aria-live="polite"]');
const pinMarker = (page: Page) => page.locator('.canasta-map-pin');

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the map offers no ready answer: the store is not a pin, and confirming without one says what to do', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  await signUpThroughApi(page, request, 'Prisa Prueba');
  await page.goto('/tienda/interna/set_adress');
  await expect(page.getByRole('heading', { level: 1, name: '¿Dónde entregamos?' })).toBeVisible();
  await expect(
    page.getByText('Busca tu dirección o usa tu ubicación. También puedes tocar el mapa'),
  ).toBeVisible();
  await expect(coverage(page)).toHaveText('Pon el pin en tu domicilio para saber si llegamos.');
  await expect(pinMarker(page)).toHaveCount(0);

  // A hasty tap on "Confirmar ubicación" saves nothing and goes nowhere.
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Primero marca tu domicilio: busca tu dirección, usa tu ubicación o toca el mapa.',
  );
  await expect(page).toHaveURL(/\/tienda\/interna\/set_adress$/);
  await expectFitsThePhone(page);
  // The tap scrolled the search box half under the sticky header, which axe's target-size rule
  // reads as an obscured target; the check is for the screen, from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);

  // A point the shopper chooses is the answer.
  await map(page).click({ position: { x: 70, y: 210 } });
  await expect(pinMarker(page)).toHaveCount(1);
  await expect(coverage(page)).toHaveText(/^Sí llegamos · envío \$35\.00/);
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Datos de tu dirección' }),
  ).toBeVisible();
});

test('searches an address, picks it with the keyboard, and the form arrives with street, colonia and postal code', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  await signUpThroughApi(page, request, 'Busca Prueba');
  await page.goto('/tienda/interna/set_adress');
  const search = page.getByRole('combobox', { name: 'Busca tu dirección' });
  await search.fill('Medellín');
  const results = page.getByRole('listbox', { name: 'Direcciones encontradas' });
  await expect(results.getByRole('option')).toHaveText([
    /^Calle Medellín 235, Roma Sur/,
    /^Calle Medellín 10, Roma Norte/,
  ]);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  await search.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(results).toBeHidden();
  await expect(pinMarker(page)).toHaveCount(1);
  await expect(coverage(page)).toHaveText(/^Sí llegamos · envío \$35\.00/);
  await expect(page.getByText(/^Cerca de: Calle Medellín 235, Roma Sur/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Datos de tu dirección' }),
  ).toBeVisible();
  // The pin in words, as the search result put it (decision 049).
  await expect(
    page
      .getByRole('region', { name: 'Ubicación en el mapa' })
      .getByText('Calle Medellín 235, Roma Sur, Cuauhtémoc, Ciudad de México, 06760, México'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Calle', exact: true })).toHaveValue(
    'Calle Medellín',
  );
  await expect(page.getByRole('textbox', { name: 'Número exterior' })).toHaveValue('235');
  await expect(page.getByRole('textbox', { name: 'Colonia' })).toHaveValue('Roma Sur');
  await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue('06760');
  await expect(page.getByRole('textbox', { name: 'Alcaldía o municipio' })).toHaveValue(
    'Cuauhtémoc',
  );
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Ciudad de México');
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByText('Guardamos tu dirección.')).toBeVisible();
});
