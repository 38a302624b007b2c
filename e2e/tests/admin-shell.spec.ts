import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  outboxCode,
  signUpThroughApi,
  test,
} from './fixtures';

/** The demo store's owner (decision 040): Rosa Aguilar, +52 55 1000 0004. */
const OWNER = '5510000004';
const PHONE_VIEWPORT = { width: 360, height: 740 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('an operator signs in with a code, lands on the console and finds it from the shop', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/admin/interna');

  // Nobody signed in: the console's own sign-in, which brings the operator back here.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Entra a la consola de tu tienda' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/entrar\?volver=%2Fadmin%2Finterna$/);
  await expect(page).toHaveTitle('Entra a la consola de tu tienda · Consola de Canasta');
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Número de celular' }).fill(OWNER);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Escribe el código' })).toBeVisible();
  await expect(page.getByText(/^Podrás pedir otro código en (1:00|0:[0-5]\d)\.$/)).toBeVisible();
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('textbox', { name: 'Código de 6 dígitos' })
    .fill(await outboxCode(request, OWNER));

  // The store's console, one-handed: its name on top, the screens and "Más" at the foot.
  await expect(page).toHaveURL(/\/admin\/interna(\/[\w-]*)?$/);
  const phoneNav = page.getByRole('navigation', { name: 'Navegación de la consola' });
  await expect(phoneNav).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Canasta Roma Sur');
  await expect(page.getByRole('banner')).toContainText('Dueño');
  await expect(page).toHaveTitle(/Canasta Roma Sur · Consola de Canasta$/);
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);

  await phoneNav.getByRole('button', { name: 'Más' }).click();
  const sheet = page.getByRole('dialog', { name: 'Más opciones' });
  await expect(sheet.getByText('Rosa Aguilar · Dueño')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
    'href',
    '/tienda/interna',
  );
  await expect(sheet.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // At 1280 px the screens are in a sidebar with the store, the operator and the way out.
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const sidebar = page.getByRole('complementary', { name: 'Tienda' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText('Canasta Roma Sur')).toBeVisible();
  await expect(sidebar.getByText('Rosa Aguilar · Dueño')).toBeVisible();
  // The bottom bar and its "Más" are the phone's.
  await expect(page.getByRole('button', { name: 'Más' })).toBeHidden();
  await fitsTheScreen(page, 1280);
  await expectNoSeriousA11yViolations(page);

  // The session is the shop's too: its header shows "Mi tienda", which leads back here.
  await page.goto('/tienda/interna');
  const myStore = page.getByRole('banner').getByRole('link', { name: 'Mi tienda' });
  await expect(myStore).toBeVisible();
  await expect(myStore).toHaveAttribute('href', '/admin/interna');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(myStore).toBeVisible();
  await fitsTheScreen(page, 360);
  await myStore.click();
  await expect(page).toHaveURL(/\/admin\/interna(\/[\w-]*)?$/);

  // Logging out of the console logs out of the shop as well.
  await page.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar$/);
  await page.goto('/tienda/interna');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mi tienda' })).toHaveCount(0);
});

test('a shopper who runs no store is told so, with the way back to the shop', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, request, 'Paula Núñez');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/admin');

  await expect(
    page.getByRole('heading', { level: 1, name: 'No tienes acceso a la consola' }),
  ).toBeVisible();
  await expect(page.getByText(/Paula Núñez, tu cuenta no atiende ninguna tienda/)).toBeVisible();
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(DESKTOP_VIEWPORT);
  await expectNoSeriousA11yViolations(page);

  // The shop never shows "Mi tienda" to a shopper.
  await page.getByRole('link', { name: 'Ir a la tienda' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await expect(page.getByRole('heading', { name: 'Ofertas de la semana' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mi tienda' })).toHaveCount(0);
});
