import type { APIRequestContext, Page } from '@playwright/test';
import {
  addThree,
  chooseDelivery,
  chooseFirstSlot,
  expectFitsThePhone,
  offerForMinimum,
  type Offer,
} from './checkout-helpers';
import {
  blockOutsideRequests,
  expect,
  expectNoSeriousA11yViolations,
  newPhone,
  outboxCode,
  signUpThroughApi,
  test,
} from './fixtures';

// Demo data: Carlos Ramírez (+52 55 1000 0002) is a seller; his client Guadalupe Martínez Soto
// has her "Fonda" in Roma Norte (covered).
const SELLER = '5510000002';
const GUADALUPE = 'Guadalupe Martínez Soto';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** Three units in the cart, then "Continuar". */
async function fillCart(page: Page, offer: Offer) {
  await page.goto('/tienda/interna');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await addThree(page, offer);
  await page.goto('/tienda/interna/cartlist');
  await page.getByRole('link', { name: 'Continuar' }).click();
}

/** Three units in the cart, then checkout's sign-in with the demo account's code. */
async function fillCartAndSignIn(
  page: Page,
  request: APIRequestContext,
  offer: Offer,
  phone: string,
) {
  await fillCart(page, offer);
  await expect(page).toHaveURL(/\/tienda\/interna\/phoneCheck$/);
  await page.getByRole('textbox', { name: 'Número de celular' }).fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page
    .getByRole('textbox', { name: 'Código de 6 dígitos' })
    .fill(await outboxCode(request, phone));
}

/** Cash on the payment screen, "Confirmar pedido", and the completion names the client. */
async function payCash(page: Page, client: string) {
  await expect(page).toHaveURL(/\/tienda\/interna\/payment_method$/);
  await expect(page.getByText(`Pedido para ${client}`)).toBeVisible();
  await page.getByRole('radio', { name: /^Efectivo(?! en OXXO)/ }).check();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Confirmar pedido · \$/ }).click();
  await expect(heading(page, '¡Recibimos tu pedido!')).toBeVisible();
  await expect(page.getByText(`Pedido para ${client}`)).toBeVisible();
}

test('the demo seller orders for an existing client: who it is for, delivery, her default address already chosen, slot, summary, cash, and "Mis pedidos" names her', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  const offer = await offerForMinimum(request, 2);
  await fillCartAndSignIn(page, request, offer, SELLER);

  // A seller's first step: who the order is for, searched on the server.
  await expect(page).toHaveURL(/\/menu\/interna\/clientselect$/);
  await expect(heading(page, '¿Para quién es el pedido?')).toBeVisible();
  await expect(page.getByText('Paso 1 de 6')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('guadalupe');
  const card = page.getByRole('article', { name: GUADALUPE });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: `Elegir a ${GUADALUPE}` }).click();

  await expect(page).toHaveURL(/\/tienda\/interna\/envio_tipo$/);
  await expect(page.getByText('Paso 2 de 6')).toBeVisible();
  await chooseDelivery(page);

  // Her addresses, not the seller's own: her default one came with her (decision 048).
  await expect(page).toHaveURL(/\/tienda\/interna\/set_client_adress$/);
  await expect(heading(page, `¿A dónde le llevamos el pedido a ${GUADALUPE}?`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Fonda/ })).toBeChecked();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);

  await expect(page).toHaveURL(/\/tienda\/interna\/cart-preview$/);
  const delivery = page.getByRole('region', { name: 'Entrega' });
  await expect(delivery.getByText(`Pedido para ${GUADALUPE}`)).toBeVisible();
  await expect(delivery.getByText('Calle Córdoba 112 int. Local 2, Roma Norte')).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();

  await payCash(page, GUADALUPE);
  await expect(page.getByText(/Recibe Guadalupe Martínez Soto/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/menu/interna/Orders');
  await expect(heading(page, 'Mis pedidos')).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: `Para: ${GUADALUPE}` })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('a mentor registers a client in checkout, adds her address on the map, and pays cash', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  const offer = await offerForMinimum(request, 3);
  // A new mentor: the demo mentor signs in in another spec, and a phone gets one code a minute.
  await signUpThroughApi(page, request, 'Mentora de prueba', 'mentor');
  await fillCart(page, offer);
  const client = `Clienta ${newPhone().slice(-4)}`;

  await expect(heading(page, '¿Para quién es el pedido?')).toBeVisible();
  await page.getByRole('link', { name: 'Registrar cliente nuevo' }).first().click();
  await expect(page).toHaveURL(/\/tienda\/interna\/client_register$/);
  await expect(heading(page, 'Cliente nuevo')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(client);
  await page.getByRole('textbox', { name: /^Celular/ }).fill(newPhone());
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar cliente' }).click();

  await expect(page).toHaveURL(/\/tienda\/interna\/envio_tipo$/);
  await chooseDelivery(page);

  // No address yet: the map (the pin starts at the store, covered), then the details.
  await expect(page).toHaveURL(/\/tienda\/interna\/set_client_adress$/);
  await expect(
    page.getByRole('heading', { name: `${client} aún no tiene direcciones` }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Agregar su dirección' }).click();
  await expect(heading(page, `¿Dónde entregamos a ${client}?`)).toBeVisible();
  await page.getByRole('region', { name: /^Mapa/ }).click({ position: { x: 70, y: 210 } });
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText(/^Sí llegamos/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();

  await expect(page).toHaveURL(/\/tienda\/interna\/set_client_address_detail$/);
  await expect(heading(page, `Dirección de ${client}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de quien recibe' })).toHaveValue(client);
  await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Calle Medellín');
  await page.getByRole('textbox', { name: 'Número exterior' }).fill('240');
  await page.getByRole('textbox', { name: 'Colonia' }).fill('Roma Sur');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('06760');
  await page.getByRole('textbox', { name: 'Alcaldía o municipio' }).fill('Cuauhtémoc');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('Ciudad de México');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar dirección' }).click();

  // Where, then when: the day follows her new address.
  await chooseFirstSlot(page);
  await expect(page).toHaveURL(/\/tienda\/interna\/cart-preview$/);
  await expect(page.getByText(`Pedido para ${client}`)).toBeVisible();
  await expect(page.getByText('Calle Medellín 240, Roma Sur')).toBeVisible();
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();
  await payCash(page, client);
});

test('"Hacer pedido" on a client\'s card: checkout starts at the delivery method, her default address chosen', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  const offer = await offerForMinimum(request, 4);
  // A new seller: the demo seller signs in in the test above, one code a minute per phone.
  const { auth } = await signUpThroughApi(page, request, 'Vendedor de prueba', 'seller');
  const client = `Clienta ${newPhone().slice(-4)}`;
  const created = await request.post('/api/shop/store/clients', {
    headers: auth,
    data: { name: client, phone: `+52${newPhone()}` },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const address = await request.post(`/api/shop/store/clients/${String(data.id)}/addresses`, {
    headers: auth,
    data: {
      label: 'Casa',
      street: 'Calle Medellín',
      exterior_number: '240',
      neighborhood: 'Roma Sur',
      postal_code: '06760',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      lat: 19.4194,
      lng: -99.1617,
      receiver_name: client,
      receiver_phone: `+52${newPhone()}`,
    },
  });
  expect(address.status()).toBe(201);

  // "Mis clientes" is among the seller's tools at the top of "Mi cuenta", in sight at 360 px.
  await page.goto('/menu/interna/Profile');
  const clients = page.getByRole('region', { name: 'Tus herramientas' }).getByRole('link', {
    name: 'Mis clientes',
  });
  await expect(clients).toBeInViewport();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await clients.click();
  await page
    .getByRole('article', { name: client })
    .getByRole('button', { name: `Hacer pedido para ${client}` })
    .click();
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await addThree(page, offer);
  await page.goto('/tienda/interna/cartlist');
  await expect(page.getByText(`Pedido para ${client}`)).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();

  // Who it is for was answered on her card: not asked again.
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_tipo$/);
  await chooseDelivery(page);
  await expect(page).toHaveURL(/\/tienda\/interna\/set_client_adress$/);
  await expect(page.getByRole('radio', { name: /^Casa/ })).toBeChecked();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);
  await expect(heading(page, 'Revisa tu pedido')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Entrega' }).getByText(`Pedido para ${client}`),
  ).toBeVisible();
});
