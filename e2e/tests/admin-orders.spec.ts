import type { Page } from '@playwright/test';
import { placeOrderThroughApi } from './checkout-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  signInAsStaff,
  signUpThroughApi,
  test,
} from './fixtures';

/**
 * The console's orders (decision 044), as a store's day goes: a shopper places an order in
 * another browser and it appears on the board without a reload; staff pick it from the printed
 * list and move it through to delivered, one big button at a time; the shopper's bell shows
 * each step. On a 360 px phone and at a 1280 px desk, axe clean.
 */
const PHONE_VIEWPORT = { width: 360, height: 740 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/**
 * The second day with an open pickup slot: where the shopper's order will land. Not the first,
 * which may be today's slot about to start while the spec runs.
 */
async function pickupDay(page: Page): Promise<string> {
  const stores = await page.request.get('/api/shop/stores/interna');
  const { data: store } = (await stores.json()) as { data: { id: number } };
  const slots = await page.request.get(`/api/shop/stores/${store.id}/delivery-slots?type=pickup`);
  const { data } = (await slots.json()) as {
    data: { date: string; slots: { available: boolean }[] }[];
  };
  const day = data.filter((candidate) => candidate.slots.some((slot) => slot.available))[1];
  expect(day).toBeDefined();
  return day?.date ?? '';
}

const bell = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('link', { name: `Notificaciones, ${unread} sin leer` });

for (const [label, viewport] of [
  ['phone', PHONE_VIEWPORT],
  ['desk', DESKTOP_VIEWPORT],
] as const) {
  test(`an order placed in the shop reaches the board live, is picked and delivered, and the shopper hears of each step (${label})`, async ({
    page,
    request,
    browser,
  }) => {
    await signInAsStaff(page, request, `Surtidor ${label}`);
    await page.setViewportSize(viewport);
    const day = await pickupDay(page);
    await page.goto(`/admin/interna/pedidos?fecha=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    await expect(page.getByText('En vivo')).toBeVisible();
    await fitsTheScreen(page, viewport.width);
    await expectNoSeriousA11yViolations(page);

    // The shopper, in a browser of their own, places a pickup order.
    const shopperContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: PHONE_VIEWPORT,
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
    });
    const shop = await shopperContext.newPage();
    await signUpThroughApi(shop, shopperContext.request, `Clienta ${label}`);
    const order = await placeOrderThroughApi(shop, shopperContext.request, day);
    await shop.goto('/tienda/interna');
    await expect(bell(shop, 1)).toBeVisible();

    // It appears on the board without a reload, marked new.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: order.number, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Nuevo');
    await expect(card).toContainText(`Clienta ${label}`);

    // The picking list of its slot names its lines, and prints one page per order.
    await card
      .locator('xpath=ancestor::section[1]')
      .getByRole('link', { name: 'Surtir este horario' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Surtido' })).toBeVisible();
    const ours = page.getByRole('article', { name: `Pedido ${order.number}` });
    await expect(ours).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await fitsTheScreen(page, viewport.width);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(ours).toBeVisible();
    const pdf = await page.pdf({ width: '210mm', height: '297mm' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    // The summed list, then at least this order on a page of its own.
    expect(pages.length).toBeGreaterThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });

    // Through to delivered, one big button at a time; the shopper's bell counts each step.
    await page.goto(`/admin/interna/pedidos/${order.number}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(order.number) }),
    ).toBeVisible();
    await fitsTheScreen(page, viewport.width);
    await expectNoSeriousA11yViolations(page);
    const steps = [
      ['Confirmar pedido', 'Confirmado'],
      ['Empezar a preparar', 'En preparación'],
      ['Listo para recoger', 'Listo para recoger'],
      ['Marcar como entregado', 'Entregado'],
    ] as const;
    for (const [index, [action, status]] of steps.entries()) {
      await page.getByRole('button', { name: action }).click();
      await expect(page.getByText(`Pedido ${status.toLowerCase()}.`)).toBeVisible();
      await shop.reload();
      await expect(bell(shop, index + 2)).toBeVisible();
    }
    await expect(page.getByText('Este pedido ya terminó.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The shopper reads the steps in their notifications.
    await bell(shop, steps.length + 1).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    await expect(
      shop.getByText(new RegExp(`${order.number}.*entregado`, 'i')).first(),
    ).toBeVisible();
    await shopperContext.close();
  });
}
