import type { Page } from '@playwright/test';
import {
  blockOutsideRequests,
  expect,
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  test,
} from './fixtures';

// The server reads addresses back through geocoder-stand-in.mjs (a pin near the store is in
// Roma Sur or Roma Norte, whichever is nearer where the tap lands) and postal codes from a few rows of SEPOMEX's catalogue
// (apps/server/test/fixtures/sepomex-sample.txt: 03100 has two colonias).

const map = (page: Page) => page.getByRole('region', { name: /^Mapa/ });
const KEYBOARD_HELP =
  'Con el teclado: enfoca el mapa, muévelo con las flechas y elige «Poner el pin en el centro del mapa».';
const NEAR_THE_STORE =
  /^Cerca de: (Calle Medellín \d+, Roma (?:Sur|Norte), Cuauhtémoc, .*, (\d{5}), México)$/;

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the address step tells the pin in words, fills the area from the postal code and keeps the keyboard help for keyboard users', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  await signUpThroughApi(page, request, 'Paula Postal');
  await page.goto('/tienda/interna/set_adress');
  await expect(page.getByRole('heading', { level: 1, name: '¿Dónde entregamos?' })).toBeVisible();

  // A finger gets the touch help only.
  await expect(
    page.getByText('Arrastra el pin o toca el mapa donde está tu domicilio.', { exact: false }),
  ).toBeVisible();
  const keyboardHelp = page.getByText(KEYBOARD_HELP);
  await expect(keyboardHelp).toHaveClass('sr-only');
  await map(page).tap({ position: { x: 170, y: 150 } });
  const placeNear = page.getByText(NEAR_THE_STORE);
  await expect(placeNear).toBeVisible();
  const [, placeLabel = '', placePostalCode = ''] =
    NEAR_THE_STORE.exec((await placeNear.textContent()) ?? '') ?? [];
  await expect(keyboardHelp).toHaveClass('sr-only');
  await expectFitsThePhone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);

  // The keyboard, once it moves into the map's controls, shows the way round the map.
  await page.getByRole('heading', { level: 1, name: '¿Dónde entregamos?' }).focus();
  await page.keyboard.press('Tab');
  await expect(keyboardHelp).toBeVisible();

  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Datos de tu dirección' }),
  ).toBeVisible();
  // The pin in words, never its coordinates.
  const pinSummary = page.getByRole('region', { name: 'Ubicación en el mapa' });
  await expect(pinSummary.getByText(placeLabel)).toBeVisible();
  await expect(pinSummary.getByText(/Pin en|19\.4/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Ciudad de México');

  // Another postal code corrects what the map guessed and offers its colonias.
  const postalCode = page.getByRole('textbox', { name: 'Código postal' });
  await expect(postalCode).toHaveValue(placePostalCode);
  await postalCode.fill('03100');
  await expect(page.getByText('Código postal de Benito Juárez, Ciudad de México.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Alcaldía o municipio' })).toHaveValue(
    'Benito Juárez',
  );
  const colonia = page.getByRole('combobox', { name: /^Colonia/ });
  await expect(colonia).toHaveValue('');
  expect(
    await page
      .locator('datalist option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value'))),
  ).toEqual(['Del Valle Centro', 'Insurgentes San Borja']);
  await colonia.fill('Del Valle Centro');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
});
