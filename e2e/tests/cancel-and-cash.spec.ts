import type { APIRequestContext, Page } from '@playwright/test';
import {
  addAddressThroughApi,
  addThree,
  chooseDelivery,
  chooseFirstSlot,
  expectFitsThePhone,
  offerForMinimum,
  placeOrderThroughApi,
  savedToken,
  storeId,
} from './checkout-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  OPERATOR,
  signInAsStaff,
  signUpThroughApi,
  test,
} from './fixtures';

/**
 * Decision 052 at 360 px, axe clean on every screen that changed: the cart quotes the fee of the
 * shopper's default address; "¿Con cuánto pagas?" on the payment step, the change on the
 * completion screen, the order and the console's board; "Mis pedidos" says the delivery day;
 * "Cancelar pedido" while the store hasn't confirmed it.
 */

const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);

/** The delivery day chosen on the signed-in page's cart (to open the board on it). */
async function chosenDay(page: Page, request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await savedToken(page)}` };
  const store = await storeId(request);
  const ids = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('cart_id'))) ?? '{}',
  ) as Record<string, string>;
  const response = await request.get(`/api/shop/checkout/${ids[String(store)] ?? ''}`, {
    headers,
  });
  const { cart } = (await response.json()) as { cart: { delivery_date: string | null } };
  expect(cart.delivery_date).not.toBeNull();
  return cart.delivery_date ?? '';
}

test('the cart quotes the default address; cash with a $1,000 bill: the change on the completion screen, the board and the order', async ({
  page,
  request,
  browser,
}) => {
  const phone = (await signUpThroughApi(page, request, 'Paula Efectivo')).phone;
  await addAddressThroughApi(page, request, { name: 'Paula Efectivo', phone });
  const offer = await offerForMinimum(request, 4);
  await addThree(page, offer);

  // The cart quotes the fee of her default address (item 12).
  await page.goto('/tienda/interna/cartlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Envío', { exact: true }).locator('..')).toContainText('$35.00');
  await expect(
    page.getByText('Envío a Casa, tu dirección predeterminada. Puedes elegir otra al continuar.'),
  ).toBeVisible();
  await expect(page.getByText('Se calcula al elegir tu dirección')).toHaveCount(0);
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  // Checkout as a new shopper walks it: where (her saved address), when, the summary.
  await page.getByRole('link', { name: 'Continuar' }).click();
  await chooseDelivery(page);
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_direccion$/);
  await page.getByRole('radio', { name: /^Casa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu pedido' })).toBeVisible();
  const day = await chosenDay(page, request);
  const due = 3 * offer.price_cents + 3500;
  const change = money(100_000 - due);

  // "¿Con cuánto pagas?": a bill, and the change it brings.
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' })).toBeVisible();
  await page.getByRole('radio', { name: /^Efectivo(?! en OXXO)/ }).check();
  const tender = page.getByRole('group', { name: '¿Con cuánto pagas?' });
  await tender.getByText('$1,000.00').click();
  await expect(tender.getByRole('radio', { name: '$1,000.00' })).toBeChecked();
  await expect(tender.getByRole('status')).toHaveText(`Te llevamos ${change} de cambio.`);
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Confirmar pedido · ${money(due)}` }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();
  const intro = (await page.getByText(/^Tu número de pedido es \d+\./).textContent()) ?? '';
  const number = /(\d+)/.exec(intro)?.[1] ?? '';
  await expect(page.getByText('Pagas con', { exact: true }).locator('..')).toContainText(
    '$1,000.00',
  );
  await expect(page.getByText('Tu cambio', { exact: true }).locator('..')).toContainText(change);
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  // The store's board says the change to bring.
  const consoleContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  const board = await consoleContext.newPage();
  await signInAsStaff(board, consoleContext.request, 'Repartidor Cambio');
  await board.goto(`/admin/interna/pedidos?fecha=${day}`);
  const card = board
    .getByRole('article')
    .filter({ has: board.getByRole('link', { name: number, exact: true }) });
  await expect(card).toContainText(`Lleva cambio de ${change}`);
  await expectNoSeriousA11yViolations(board);

  // The order's own screen says it too.
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pago' })).toContainText(`Tu cambio${change}`);
  await consoleContext.close();
});

test('"Mis pedidos" says when it arrives; "Cancelar pedido" asks, with a reason, while the store has not confirmed it', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, request, 'Pablo Cancela');
  const order = await placeOrderThroughApi(page, request);

  await page.goto('/menu/interna/Orders');
  const listed = page.getByRole('link', { name: new RegExp(`Pedido ${order.number}`) });
  await expect(listed).toContainText(/Recoges: \S+ \d{1,2} de \S+, \d\d:\d\d a \d\d:\d\d/);
  await expect(listed).toContainText('Pendiente');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  await listed.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar tu pedido?' });
  await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Ya no estaré en casa');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Cancelamos tu pedido ${order.number}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Seguimiento' })).toContainText('Cancelado');
  await expectNoSeriousA11yViolations(page);

  // The store's history names her and her reason.
  const history = await request.get(`/api/admin/stores/interna/orders/${order.number}`, {
    headers: OPERATOR,
  });
  const { data } = (await history.json()) as {
    data: { status_history: { actor: { name: string } | null; reason: string | null }[] };
  };
  expect(data.status_history.at(-1)).toMatchObject({
    actor: { name: 'Pablo Cancela (cliente)' },
    reason: 'Ya no estaré en casa',
  });
});
