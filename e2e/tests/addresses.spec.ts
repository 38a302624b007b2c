import type { Page } from '@playwright/test';
import {
  blockOutsideRequests,
  expect,
  expectNoSeriousA11yViolations,
  newPhone,
  outboxCode,
  signUpThroughApi,
  test,
} from './fixtures';

// Demo data: the store "interna" sits at 19.4194, -99.1617, inside its cheapest zone "Roma,
// Condesa y Narvarte" (envío $35, mínimo $150); Guadalajara is outside every zone of it.
const GUADALAJARA = { latitude: 20.6736, longitude: -103.344 };

const header = (page: Page) => page.getByRole('banner');
const map = (page: Page) => page.getByRole('region', { name: /^Mapa/ });
/** The live coverage answer under the map. */
const coverage = (page: Page) => page.locator('[role="status"][aria-live="polite"]');

/** A toast, once its entrance animation is over (axe measures contrast through opacity). */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: /Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1');
}

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Taps the map away from the pin (which sits at its centre): the pin moves there. */
async function tapMap(page: Page, position = { x: 70, y: 210 }): Promise<void> {
  await map(page).click({ position });
}

async function fillAddress(page: Page, { postalCode = '06760' } = {}): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre de la dirección (opcional)' }).fill('Casa');
  await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Calle Medellín');
  await page.getByRole('textbox', { name: 'Número exterior' }).fill('235');
  await page.getByRole('textbox', { name: 'Colonia' }).fill('Roma Sur');
  await page.getByRole('textbox', { name: 'Código postal' }).fill(postalCode);
  await page.getByRole('textbox', { name: 'Alcaldía o municipio' }).fill('Cuauhtémoc');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('Ciudad de México');
}

test('from the cart, with no tile server: signs in, pins a covered point, fixes the form and the cart gets the zone fee', async ({
  page,
  request,
  baseURL,
}) => {
  const aborted = await blockOutsideRequests(page, baseURL ?? '');
  const phone = newPhone();
  await page.goto('/tienda/interna');
  await page
    .getByRole('button', { name: /^Agregar .+ al carrito$/ })
    .first()
    .click();
  await header(page)
    .getByRole('link', { name: /^Carrito/ })
    .click();
  await expect(page.getByText('Se calcula al elegir tu dirección')).toBeVisible();

  // The map step needs an account: the guard sends the visitor to sign in, and back.
  await page.goto('/tienda/interna/set_adress?checkout=1');
  await expect(page).toHaveURL(/\/menu\/interna\/auth\/login\?next=/);
  await page.getByRole('textbox', { name: 'Número de celular' }).fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page
    .getByRole('textbox', { name: 'Código de 6 dígitos' })
    .fill(await outboxCode(request, phone));
  // A reload (or a phone that kills the tab) keeps the proven phone: no new code is needed.
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill('Marta Prueba');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/tienda\/interna\/set_adress\?checkout=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Dónde entregamos?' })).toBeVisible();
  // Without tiles the map still takes the pin, and says the images are missing.
  await expect(page.getByText(/No pudimos cargar las imágenes del mapa/)).toBeVisible();
  expect(aborted.some((url) => url.includes('tile.openstreetmap.org'))).toBe(true);
  // No ready pin: the shopper chooses the point (here, a tap on the map around the store).
  await expect(coverage(page)).toHaveText('Pon el pin en tu domicilio para saber si llegamos.');
  await tapMap(page);
  await expect(coverage(page)).toHaveText(
    /^Sí llegamos · envío \$35\.00Zona Roma, Condesa y Narvarte\. Pedido mínimo \$150\.00\.$/,
  );
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Datos de tu dirección' }),
  ).toBeVisible();
  // The pin in words: the address the geocoder reads back there (decision 049).
  const pin = page
    .getByRole('region', { name: 'Ubicación en el mapa' })
    .getByText(/^Calle Medellín \d+, Roma (Sur|Norte),/);
  await expect(pin).toBeVisible();
  const pinned = await pin.textContent();
  // A reload keeps the form and its pin instead of sending the shopper back to the map.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Datos de tu dirección' }),
  ).toBeVisible();
  await expect(page.getByText(pinned ?? '')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de quien recibe' })).toHaveValue(
    'Marta Prueba',
  );
  await expect(page.getByRole('textbox', { name: 'Celular de quien recibe' })).toHaveValue(
    `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`,
  );
  await fillAddress(page, { postalCode: '6760' });
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  const postalCode = page.getByRole('textbox', { name: 'Código postal' });
  await expect(page.getByText('El código postal tiene 5 dígitos.')).toBeVisible();
  await expect(postalCode).toBeFocused();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await postalCode.fill('06760');
  await expect(page.getByText('El código postal tiene 5 dígitos.')).toBeHidden();
  await page.getByRole('button', { name: 'Guardar dirección' }).click();

  // Chosen for the cart: the checkout goes on to its first step still to choose (the delivery
  // method, then the date), where home delivery now shows the address's fee.
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_tipo$/);
  await expectToast(page, 'Guardamos tu dirección.');
  await expect(page.getByRole('radio', { name: /^Entrega a domicilio/ })).toBeVisible();
  await expect(page.getByText('Envío $35.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('in Guadalajara', () => {
  test.use({ geolocation: GUADALAJARA, permissions: ['geolocation'] });

  test('the profile adds an address at the device location (not covered), then makes it the default', async ({
    page,
    request,
    baseURL,
  }) => {
    await blockOutsideRequests(page, baseURL ?? '');
    await signUpThroughApi(page, request, 'Rosa Prueba');
    await page.goto('/menu/interna/Profile');
    const book = page.getByRole('region', { name: 'Tus direcciones' });
    await expect(book.getByRole('heading', { name: 'Aún no tienes direcciones' })).toBeVisible();

    // A first address, found by searching (covered): the default. The phone has already allowed
    // its location, so the map starts there (Guadalajara, not covered) until the search moves it.
    await book.getByRole('link', { name: 'Agregar dirección' }).click();
    await expect(coverage(page)).toHaveText(/^Aún no llegamos aquí/);
    await page.getByRole('combobox', { name: 'Busca tu dirección' }).fill('Medellín 235');
    await page.getByRole('option', { name: /^Calle Medellín 235, Roma Sur/ }).click();
    await expect(coverage(page)).toHaveText(/^Sí llegamos/);
    await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(page).toHaveURL(/\/menu\/interna\/Profile$/);
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book.getByRole('listitem').first()).toContainText('CasaPredeterminada');

    // A second one where the phone says it is: Guadalajara, where the store doesn't deliver.
    await book.getByRole('link', { name: 'Agregar dirección' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Dónde entregamos?' })).toBeVisible();
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(coverage(page)).toHaveText(/^Aún no llegamos aquí/);
    await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
    await expect(
      page.getByText('Avenida Chapultepec, Americana, Guadalajara, Jalisco, 44160, México'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'La tienda no entrega en esta ubicación. Puedes guardar la dirección de todos modos.',
      ),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre de la dirección (opcional)' }).fill('Tapatía');
    await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Avenida Chapultepec');
    await page.getByRole('textbox', { name: 'Número exterior' }).fill('S/N');
    await page.getByRole('textbox', { name: 'Colonia' }).fill('Americana');
    await page.getByRole('textbox', { name: 'Código postal' }).fill('44160');
    await page.getByRole('textbox', { name: 'Alcaldía o municipio' }).fill('Guadalajara');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('Jalisco');
    await page.getByRole('button', { name: 'Guardar dirección' }).click();

    await expect(page).toHaveURL(/\/menu\/interna\/Profile$/);
    await expectToast(page, 'Guardamos tu dirección.');
    await expect(book.getByRole('listitem')).toHaveCount(2);
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);

    await book.getByRole('button', { name: 'Hacer predeterminada: Tapatía' }).click();
    await expectToast(page, 'Tapatía es ahora tu dirección predeterminada.');
    await expect(book.getByRole('listitem').first()).toContainText('TapatíaPredeterminada');
    await expect(book.getByRole('listitem').nth(1)).not.toContainText('Predeterminada');

    // Deleting asks first; the dialog holds the focus.
    await book.getByRole('button', { name: 'Eliminar Casa' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar Casa?' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText('Eliminamos la dirección.')).toBeVisible();
    await expect(book.getByRole('listitem')).toHaveCount(1);
  });

  test('Cobertura answers for a tapped point in the zone and for the device location outside it', async ({
    page,
    baseURL,
  }) => {
    await blockOutsideRequests(page, baseURL ?? '');
    await page.goto('/menu/interna/Cobertura');
    await expect(page.getByRole('heading', { level: 1, name: 'Cobertura' })).toBeVisible();
    const zones = page.getByRole('list', { name: 'Zonas de entrega' });
    await expect(zones.getByRole('listitem').first()).toHaveText(
      'Roma, Condesa y NarvarteEnvío $35.00 · Pedido mínimo $150.00',
    );
    // The zones are drawn even without tiles.
    await expect(map(page).locator('path')).not.toHaveCount(0);
    await expect(coverage(page)).toHaveText('Pon el pin en tu domicilio para saber si llegamos.');

    // The map opens on the store: a tap at its centre is inside the cheapest zone.
    const box = await map(page).boundingBox();
    await map(page).click({ position: { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 } });
    await expect(coverage(page)).toHaveText(/^Sí llegamos · envío \$35\.00/);
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(coverage(page)).toHaveText(/^Aún no llegamos aquí/);
  });
});

test('keyboard: the map pans with the arrows and the pin goes to its centre with a button', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  await signUpThroughApi(page, request, 'Teclado Prueba');
  await page.goto('/tienda/interna/set_adress');
  await expect(coverage(page)).toHaveText('Pon el pin en tu domicilio para saber si llegamos.');
  await map(page).focus();
  // Zoomed out, then far to the east: out of every zone of the store. Leaflet ignores keys
  // while its pan or zoom animation (a quarter of a second) runs, so each key waits for it.
  const keys = [...Array<string>(4).fill('Minus'), ...Array<string>(3).fill('Shift+ArrowRight')];
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await page.getByRole('button', { name: 'Poner el pin en el centro del mapa' }).click();
  await expect(coverage(page)).toHaveText(/^Aún no llegamos aquí/);
});
