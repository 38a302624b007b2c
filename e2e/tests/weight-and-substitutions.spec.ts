import type { APIRequestContext } from '@playwright/test';
import {
  addAddressThroughApi,
  cartChangeSaved,
  chooseDelivery,
  chooseFirstSlot,
  expectFitsThePhone,
  storeId,
} from './checkout-helpers';
import {
  OPERATOR,
  expect,
  expectNoSeriousA11yViolations,
  signInAsStaff,
  signUpThroughApi,
  test,
} from './fixtures';

/**
 * Issue 25 (decision 053), as a grocery order goes: a shopper buys 750 g of avocado and two pieces
 * of something, pays by card and is told what is held; staff weigh 820 g and find the other
 * product missing, and propose a substitute; the shopper accepts it on the order's screen, and
 * then reads the final amount and the difference from the estimate. Both sides on a 360 px phone,
 * axe clean.
 */
const PHONE_VIEWPORT = { width: 360, height: 740 };
const AVOCADO = 'Aguacate Hass';

interface Offer {
  id: number;
  price_cents: number;
  stock: number;
  available: boolean;
  sold_by: 'unit' | 'weight';
  product: { slug: string; name: string; category_id: number };
}

/**
 * A product sold by the piece that the store can substitute: another offer of its category, in
 * stock, within 30 % of its price (what the substitutes list offers).
 */
async function substitutableOffer(request: APIRequestContext): Promise<Offer> {
  const id = await storeId(request);
  const all: Offer[] = [];
  for (let page = 1; page <= 4; page++) {
    const response = await request.get(
      `/api/shop/stores/${String(id)}/inventories?page=${String(page)}&per_page=100`,
    );
    all.push(...((await response.json()) as { data: Offer[] }).data);
  }
  const units = all.filter((offer) => offer.available && offer.sold_by === 'unit');
  const found = units.find(
    (offer) =>
      offer.price_cents >= 5000 &&
      offer.price_cents <= 15000 &&
      offer.stock >= 20 &&
      units.some(
        (other) =>
          other.id !== offer.id &&
          other.product.category_id === offer.product.category_id &&
          other.stock >= 5 &&
          Math.abs(other.price_cents - offer.price_cents) <= offer.price_cents * 0.25,
      ),
  );
  if (!found) throw new Error('no substitutable product in the demo store');
  return found;
}

test('a shopper buys 750 g of avocado and two pieces by card; the store weighs 820 g and substitutes the missing one; the shopper accepts and sees the final amount', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE_VIEWPORT);
  const other = await substitutableOffer(request);
  const { phone } = await signUpThroughApi(page, request, 'Marta Báscula');
  await addAddressThroughApi(page, request, { name: 'Marta Báscula', phone });

  // 750 g of avocado: the stepper goes by 250 g, priced per kilogram.
  await page.goto('/tienda/interna/product/aguacate-hass-kg');
  await expect(page.getByRole('heading', { level: 1, name: AVOCADO })).toBeVisible();
  await expect(page.getByText(/\/kg/).first()).toBeVisible();
  let saved = cartChangeSaved(page);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await saved;
  const weight = page.getByRole('group', { name: `Peso de ${AVOCADO}` });
  await expect(weight).toContainText('250 g');
  for (const grams of ['500 g', '750 g']) {
    saved = cartChangeSaved(page);
    await page.getByRole('button', { name: `Agregar 250 g de ${AVOCADO}` }).click();
    await saved;
    await expect(weight).toContainText(grams);
  }
  await expect(weight).not.toHaveAttribute('aria-busy', 'true');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  // Two pieces of the other product.
  const name = other.product.name;
  await page.goto(`/tienda/interna/product/${other.product.slug}`);
  saved = cartChangeSaved(page);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await saved;
  saved = cartChangeSaved(page);
  await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
  await saved;
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('2');

  // The cart: the weight line is an estimate, and so is the total.
  await page.goto('/tienda/interna/cartlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  await expect(page.getByText(/^aprox\. 750 g · \$[\d,.]+ \(\$[\d,.]+\/kg\)$/)).toBeVisible();
  await expect(page.getByText('Total estimado').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Si falta: ${name}` })).toHaveValue('similar');
  await expectFitsThePhone(page);
  // From the top: a stepper scrolled under the sticky header reads to axe as covered.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Continuar' }).click();
  await chooseDelivery(page);
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_direccion$/);
  await page.getByRole('radio', { name: /^Casa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu pedido' })).toBeVisible();
  // The order's preference: a similar product, the default.
  await expect(
    page
      .getByRole('group', { name: 'Si falta algún producto' })
      .getByRole('radio', { name: /^Cambiar por uno parecido/ }),
  ).toBeChecked();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();

  // By card: the hold is said before paying.
  await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
  await expect(
    page.getByText(/^Reservamos hasta \$[\d,.]+; te cobramos lo que pese tu pedido\.$/),
  ).toBeVisible();
  const card = page.getByRole('region', { name: 'Tarjeta de crédito o débito' });
  await card.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242424242424242');
  await card.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('1230');
  await card.getByRole('textbox', { name: 'Código de seguridad (CVC)' }).fill('123');
  await card.getByRole('textbox', { name: 'Nombre como aparece en la tarjeta' }).fill('Marta B');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();
  const intro = await page.getByText(/^Tu número de pedido es \d+\./).textContent();
  const number = /es (\d+)\./.exec(intro ?? '')?.[1] ?? '';
  expect(number).toMatch(/^\d+$/);
  const orderId = await page.evaluate(() => localStorage.getItem('lastOrderId'));
  expect(orderId).toMatch(/^\d+$/);

  // The store confirms it (the console's board is covered by its own spec).
  const confirmed = await request.post(`/api/admin/stores/interna/orders/${number}/status`, {
    headers: OPERATOR,
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  // Staff, on a phone of their own, weigh the avocado and find the other product missing.
  const staffContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE_VIEWPORT,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, staffContext.request, 'Nora Báscula');
  await staff.goto(`/admin/interna/pedidos/${number}/surtir`);
  await expect(
    staff.getByRole('heading', { level: 1, name: `Surtir pedido ${number}` }),
  ).toBeVisible();
  const avocadoLine = staff.getByRole('group', { name: new RegExp(`^${AVOCADO}`) });
  await expect(avocadoLine).toContainText('Pedido: 750 g');
  await avocadoLine.getByRole('textbox', { name: 'Peso en gramos' }).fill('820');
  const otherLine = staff.getByRole('group', { name: new RegExp(`^${name}`) });
  await otherLine.getByRole('button', { name: 'Falta' }).click();
  const substitutes = otherLine.getByRole('group', { name: 'Sustituto' });
  const firstOption = substitutes.getByRole('radio').nth(1);
  await expect(firstOption).toBeVisible();
  await firstOption.check();
  await expectFitsThePhone(staff);
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole('button', { name: 'Guardar surtido' }).click();
  await expect(staff.getByText('Surtido guardado.')).toBeVisible();
  await expect(otherLine.getByText(/^Esperando respuesta hasta las/)).toBeVisible();

  // The shopper is asked, on the order's screen, and accepts.
  await page.goto(`/menu/interna/orders/${orderId ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await expect(page.getByText(/^Cambio propuesto: /)).toBeVisible();
  await expect(page.getByText(/^Te quedan .+ para responder\.$/)).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Aceptar el cambio por / }).click();
  await expect(page.getByText(/^Cambio aceptado: /)).toBeVisible();

  // Staff see the answer live and finish: the card is charged the weighed amount.
  await expect(otherLine.getByText('Aceptado', { exact: true })).toBeVisible();
  await staff.getByRole('button', { name: 'Terminar surtido' }).click();
  await expect(staff.getByText('Surtido terminado.')).toBeVisible();
  await expect(staff.getByText('Total final').first()).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await staffContext.close();

  // The shopper reads what was weighed, the final amount and the difference from the estimate.
  await page.reload();
  await expect(page.getByText(/^Pediste 750 g · Pesó 820 g$/)).toBeVisible();
  await expect(page.getByText('Total final').first()).toBeVisible();
  await expect(page.getByText(/^Estimado \$[\d,.]+ · diferencia [+−-]\$[\d,.]+$/)).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  // The money adds up: the card was charged the final total, or the hold when the total passed
  // it (a dearer substitute), and the store absorbs the rest.
  const order = (await (
    await request.get(`/api/admin/stores/interna/orders/${number}`, { headers: OPERATOR })
  ).json()) as {
    data: {
      total_cents: number;
      estimated_total_cents: number;
      store_absorbs_cents: number;
      payment: { card_charge: { status: string; amount_cents: number } | null };
    };
  };
  expect(order.data.total_cents).not.toBe(order.data.estimated_total_cents);
  expect(order.data.payment.card_charge?.status).toBe('paid');
  expect((order.data.payment.card_charge?.amount_cents ?? 0) + order.data.store_absorbs_cents).toBe(
    order.data.total_cents,
  );
});
