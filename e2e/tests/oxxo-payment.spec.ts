import type { Page } from '@playwright/test';
import {
  addAddressThroughApi,
  addThree,
  chooseDelivery,
  expectFitsThePhone,
  offerForMinimum,
} from './checkout-helpers';
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from './fixtures';

/**
 * Issue 27 at 360 px, axe clean: a shopper pays with OXXO. The checkout offers "Efectivo en
 * OXXO", the order waits with "Pendiente de pago" and its voucher (barcode, reference, amount,
 * deadline, how to pay); the sandbox's stand-in pays the voucher as a cashier would, through
 * the provider's signed webhook, and the order's screen turns "Confirmado" without a reload.
 */

const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);

/**
 * On the date step, a slot on a later day than the first (so there is time to pay before it),
 * then "Continuar".
 */
async function chooseLaterSlot(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_fecha$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cuándo te lo llevamos?' }),
  ).toBeVisible();
  const days = page.getByRole('group', { name: 'Día' }).getByRole('radio');
  const slots = page.getByRole('group', { name: 'Horario' }).getByRole('radio');
  const open = slots.and(page.locator(':enabled')).first();
  const count = await days.count();
  for (let index = 1; index < count; index += 1) {
    const day = days.nth(index);
    if (!(await day.isEnabled())) continue;
    // The day's radio is drawn by its label (a chip), which takes the tap.
    await day.locator('xpath=..').click();
    await expect(day).toBeChecked();
    if ((await open.count()) > 0) break;
  }
  await open.check();
  await expect(open).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a shopper pays with OXXO: the voucher, then "Confirmado" without a reload', async ({
  page,
  request,
}) => {
  const phone = (await signUpThroughApi(page, request, 'Olga Oxxo')).phone;
  await addAddressThroughApi(page, request, { name: 'Olga Oxxo', phone });
  const offer = await offerForMinimum(request, 6);
  await addThree(page, offer);

  await page.goto('/tienda/interna/cartlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await chooseDelivery(page);
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_direccion$/);
  await page.getByRole('radio', { name: /^Casa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseLaterSlot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu pedido' })).toBeVisible();
  const due = 3 * offer.price_cents + 3500;

  // "Efectivo en OXXO", with how it works and how long there is to pay.
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' })).toBeVisible();
  const oxxo = page.getByRole('radio', { name: /^Efectivo en OXXO/ });
  await oxxo.check();
  await expect(page.getByText(/ficha con código de barras/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Transferencia SPEI/ })).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Confirmar pedido · ${money(due)}` }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido \d+$/ })).toBeVisible();

  // "Pendiente de pago": the voucher to show at the OXXO.
  const pending = page.getByRole('region', { name: 'Pendiente de pago' });
  await expect(pending).toBeVisible();
  const barcode = pending.getByRole('img', { name: /^Código de barras de la ficha OXXO \d+$/ });
  await expect(barcode).toBeVisible();
  // The barcode is a real image the API serves.
  await expect
    .poll(() => barcode.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const alt = (await barcode.getAttribute('alt')) ?? '';
  const reference = /(\d+)$/.exec(alt)?.[1] ?? '';
  expect(reference).not.toBe('');
  await expect(pending).toContainText(money(due));
  await expect(pending).toContainText('Paga antes del');
  await expect(pending).toContainText('OXXO Pay');
  await expect(pending.getByRole('button', { name: 'Copiar referencia' })).toBeVisible();
  const chip = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(chip).toContainText('Pendiente');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  // The cashier takes the cash: the sandbox sends the provider's signed webhook.
  const paid = await request.post(`/api/shop/payments/sandbox/vouchers/${reference}/pay`, {
    data: {},
  });
  expect(paid.ok()).toBe(true);

  // No reload: the screen reads the order again by itself.
  await expect(chip).toContainText('Confirmado', { timeout: 15_000 });
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Seguimiento' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
