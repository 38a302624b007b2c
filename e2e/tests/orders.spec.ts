import type { Page } from '@playwright/test';
import { placeOrderThroughApi } from './checkout-helpers';
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from './fixtures';

const OPERATOR_TOKEN = 'canasta-development-operator-token';

const header = (page: Page) => page.getByRole('banner');

test('the operator confirms an order: the shopper sees the badge, the notification and "Confirmado"', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, request, 'Carla Prueba');
  const order = await placeOrderThroughApi(page, request);

  await page.goto('/menu/interna/Orders');
  const card = page.getByRole('link', { name: new RegExp(`Pedido ${order.number}`) });
  await expect(card).toContainText('Pendiente');
  // The placement's own notification is unread.
  await expect(
    header(page).getByRole('link', { name: 'Notificaciones, 1 sin leer' }),
  ).toBeVisible();

  const confirmed = await request.post(`/api/ops/orders/${order.number}/status`, {
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok()).toBe(true);

  // The bell asks again on its own (every minute, or on coming back to the app): a reload does now.
  await page.reload();
  await expect(card).toContainText('Confirmado');
  const bell = header(page).getByRole('link', { name: 'Notificaciones, 2 sin leer' });
  await expect(bell).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await bell.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByText('2 sin leer')).toBeVisible();
  const notice = page.getByRole('link', { name: new RegExp(`Pedido ${order.number}: Confirmado`) });
  await expect(notice).toContainText('No leída');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await notice.click();

  // Opened: read, and the order's own screen says where it stands.
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }),
  ).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Seguimiento' });
  await expect(timeline.locator('[aria-current="step"]')).toHaveText(/^Confirmado/);
  await expect(page.getByText('Recoger en tienda')).toBeVisible();
  await expect(
    header(page).getByRole('link', { name: 'Notificaciones, 1 sin leer' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The rest, all at once.
  await header(page)
    .getByRole('link', { name: /^Notificaciones/ })
    .click();
  await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(page.getByText('Todo leído')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Notificaciones' })).toBeVisible();
});
