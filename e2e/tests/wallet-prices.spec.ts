import type { APIRequestContext, Page } from '@playwright/test';
import {
  cartChangeSaved,
  chooseDelivery,
  chooseFirstSlot,
  expectFitsThePhone,
  storeId,
} from './checkout-helpers';
import {
  blockOutsideRequests,
  expect,
  expectNoSeriousA11yViolations,
  OPERATOR,
  newPhone,
  signUpThroughApi,
  test,
} from './fixtures';

// Each test makes its own seller or mentor (an operator grants the role) and their client through
// the API: the demo seller and mentor sign in in other specs, and a phone gets one code a minute.
const ROMA_SUR = { lat: 19.4194, lng: -99.1617 };

interface Offer {
  id: number;
  price_cents: number;
  stock: number;
  max_per_order: number;
  available: boolean;
  sold_by: 'unit' | 'weight';
  product: { slug: string; name: string };
}

type Account = Awaited<ReturnType<typeof signUpThroughApi>>;

/** A new account with `role`, signed in on the page. */
function signedInWithRole(
  page: Page,
  request: APIRequestContext,
  role: 'seller' | 'mentor',
  name: string,
) {
  return signUpThroughApi(page, request, name, role);
}

/** Registers a client of `owner` with a covered address in Roma Sur; returns the client's id. */
async function clientWithAddress(
  request: APIRequestContext,
  owner: Account,
  name: string,
): Promise<number> {
  const phone = `+52${newPhone()}`;
  const created = await request.post('/api/shop/store/clients', {
    headers: owner.auth,
    data: { name, phone },
  });
  expect(created.status()).toBe(201);
  const { data: client } = (await created.json()) as { data: { id: number } };
  const address = await request.post(`/api/shop/store/clients/${client.id}/addresses`, {
    headers: owner.auth,
    data: {
      label: 'Negocio',
      street: 'Calle Medellín',
      exterior_number: '235',
      neighborhood: 'Roma Sur',
      postal_code: '06760',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      ...ROMA_SUR,
      receiver_name: name,
      receiver_phone: phone,
    },
  });
  expect(address.status()).toBe(201);
  return client.id;
}

/** "Mis clientes": registers `name` and gives her a covered address on the map, as a seller does. */
async function registerClientWithAddress(page: Page, name: string) {
  await page.goto('/menu/interna/Clients');
  await page.getByRole('link', { name: 'Registrar a mi primer cliente' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: /^Celular/ }).fill(newPhone());
  await page.getByRole('button', { name: 'Guardar cliente' }).click();
  await expect(page).toHaveURL(/\/menu\/interna\/Clients$/);
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: `Agregar dirección de ${name}` })
    .click();
  const coverage = page.locator('[role="status"][aria-live="polite"]');
  // No pin until one is chosen: a tap on the map (it opens on the store) puts it there.
  await page.getByRole('region', { name: /^Mapa/ }).click({ position: { x: 70, y: 210 } });
  await expect(coverage).toHaveText(/^Sí llegamos/);
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await page.getByRole('textbox', { name: 'Nombre de la dirección (opcional)' }).fill('Negocio');
  await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Calle Medellín');
  await page.getByRole('textbox', { name: 'Número exterior' }).fill('235');
  await page.getByRole('textbox', { name: 'Colonia' }).fill('Roma Sur');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('06760');
  await page.getByRole('textbox', { name: 'Alcaldía o municipio' }).fill('Cuauhtémoc');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('Ciudad de México');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page).toHaveURL(/\/menu\/interna\/Clients$/);
  await expect(
    page.getByRole('article', { name }).getByText(/^Negocio · Calle Medellín 235/),
  ).toBeVisible();
}

/** An offer of the demo store of which `qty` units fit an order, `index`-th of them. */
async function offerFor(request: APIRequestContext, qty: number, index: number): Promise<Offer> {
  const id = await storeId(request);
  const response = await request.get(`/api/shop/stores/${id}/inventories?page=1&per_page=100`);
  const { data } = (await response.json()) as { data: Offer[] };
  const found = data.filter(
    (offer) =>
      offer.available &&
      offer.sold_by === 'unit' &&
      offer.price_cents >= 5500 &&
      offer.price_cents <= 20000 &&
      offer.stock >= 30 &&
      offer.max_per_order >= qty,
  )[index];
  if (!found) throw new Error(`no offer in the demo data takes ${String(qty)} units`);
  return found;
}

/** From the product's page: "Agregar al carrito", then up to `qty` units; then the cart. */
async function addToCart(page: Page, offer: Offer, qty: number) {
  const name = offer.product.name;
  await page.goto(`/tienda/interna/product/${offer.product.slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  for (let units = 2; units <= qty; units++) {
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    // As in `addThree`: the stepper shows the new quantity before the server has it, so the
    // answer is awaited, or the navigation to the cart below could cut the last change off.
    const saved = cartChangeSaved(page);
    await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
    await saved;
    await expect(stepper).toHaveText(String(units));
  }
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  await page.goto('/tienda/interna/cartlist');
  await page.getByRole('link', { name: 'Continuar' }).click();
}

/** Checkout for `client`: who it is for, delivery, their address, the first slot, the summary. */
async function checkoutFor(page: Page, client: string) {
  await expect(page).toHaveURL(/\/menu\/interna\/clientselect$/);
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(client);
  await page
    .getByRole('article', { name: client })
    .getByRole('button', { name: `Elegir a ${client}` })
    .click();
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_tipo$/);
  await chooseDelivery(page);
  // Her only address, the default, came with her (decision 048).
  await expect(page).toHaveURL(/\/tienda\/interna\/set_client_adress$/);
  await expect(page.getByRole('radio', { name: /^Negocio/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);
  await expect(page).toHaveURL(/\/tienda\/interna\/cart-preview$/);
}

/** The order number on the completion screen. */
async function placedNumber(page: Page): Promise<string> {
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();
  const intro = await page.getByText(/^Tu número de pedido es \d+\./).textContent();
  const number = /(\d+)/.exec(intro ?? '')?.[1];
  if (!number) throw new Error('no order number on the completion screen');
  return number;
}

/** The operator moves an order from pending to delivered. */
async function deliver(request: APIRequestContext, number: string) {
  for (const status of ['confirmed', 'preparing', 'on_the_way', 'delivered']) {
    const moved = await request.post(`/api/ops/orders/${number}/status`, {
      headers: OPERATOR,
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
}

/** Places an order for a client through the API: `qty` units, delivered to their address. */
async function orderThroughApi(
  request: APIRequestContext,
  owner: Account,
  clientId: number,
  offer: Offer,
  qty: number,
): Promise<string> {
  const store = await storeId(request);
  const me = (await (await request.get('/api/shop/auth/user', { headers: owner.auth })).json()) as {
    user: { id: number };
  };
  const created = (await (
    await request.post('/api/shop/checkout/', {
      headers: owner.auth,
      data: { store_id: store, user_id: me.user.id },
    })
  ).json()) as { cart: { id: string } };
  const cart = `/api/shop/checkout/${created.cart.id}`;
  const put = async (data: Record<string, unknown>) => {
    const answer = await request.put(cart, { headers: owner.auth, data });
    expect(answer.status(), JSON.stringify(await answer.json())).toBe(200);
    return (await answer.json()) as { cart: { client: { address: unknown } | null } };
  };
  expect(
    (
      await request.post(`${cart}/items`, {
        headers: owner.auth,
        data: { purchaseable_id: offer.id, qty },
      })
    ).status(),
  ).toBe(200);
  const client = (await (
    await request.get(`/api/shop/store/clients/${clientId}`, { headers: owner.auth })
  ).json()) as { data: { addresses: { id: number }[] } };
  await put({ client_id: clientId, client_address_id: client.data.addresses[0]?.id });
  await put({ delivery_type: 'delivery' });
  const { data: days } = (await (
    await request.get(`/api/shop/stores/${store}/delivery-slots?type=delivery`)
  ).json()) as { data: { date: string; slots: { id: number; available: boolean }[] }[] };
  const day = days.find((candidate) => candidate.slots.some((slot) => slot.available));
  const slot = day?.slots.find((candidate) => candidate.available);
  if (!day || !slot) throw new Error('no open delivery slot');
  await put({ delivery_date: day.date, delivery_slot_id: slot.id });
  const placed = await request.post('/api/shop/client-orders', {
    headers: { ...owner.auth, 'Idempotency-Key': `e2e-${created.cart.id}` },
    data: { cart_id: created.cart.id, payment: { method: 'cash' } },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { data: { number: string } }).data.number;
}

test('a seller registers a client, gives her an address, orders for her at a lower price within the bounds, pays cash, and the order keeps both prices', async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  await signedInWithRole(page, request, 'seller', 'Vendedora de prueba');
  const client = `Clienta ${newPhone().slice(-4)}`;
  await registerClientWithAddress(page, client);
  // Four units: still past the zone's $150 minimum at the lowest price (20% off at most).
  const offer = await offerFor(request, 4, 4);
  const name = offer.product.name;
  await addToCart(page, offer, 4);
  await checkoutFor(page, client);

  const line = page.getByRole('listitem').filter({ hasText: name });
  await line.getByRole('button', { name: `Cambiar el precio de ${name}` }).click();
  const field = page.getByRole('textbox', { name: `Nuevo precio de ${name}` });
  await expect(field).toBeFocused();
  const hint = await page.getByText(/^Entre \$[\d,.]+ y \$[\d,.]+$/).textContent();
  const lowest = /^Entre \$([\d,.]+) y/.exec(hint ?? '')?.[1] ?? '';
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  // Below the range first: the editor says so and sends nothing.
  await field.fill('1.00');
  await page.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(page.getByText(/^El precio debe estar entre \$/)).toBeVisible();
  await field.fill(lowest);
  await page.getByRole('button', { name: 'Guardar precio' }).click();

  await expect(line.getByText(`Precio de lista: $`)).toBeAttached();
  await expect(
    line.getByRole('button', { name: `Restablecer el precio de ${name}` }),
  ).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();

  await expect(page).toHaveURL(/\/tienda\/interna\/payment_method$/);
  // A seller has no wallet.
  await expect(page.getByRole('switch')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Efectivo(?! en OXXO)/ }).check();
  await page.getByRole('button', { name: /^Confirmar pedido · \$/ }).click();
  await placedNumber(page);
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();

  const items = page.getByRole('region', { name: 'Productos' });
  await expect(items).toContainText(`$${lowest}`);
  await expect(items.getByText('Precio cambiado por Vendedora de prueba')).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
});

test("a mentor's delivered client order credits her commission; her next order pays part from the wallet and the rest in cash, and once delivered credits its own", async ({
  page,
  request,
  baseURL,
}) => {
  await blockOutsideRequests(page, baseURL ?? '');
  const mentor = await signedInWithRole(page, request, 'mentor', 'Mentora de prueba');
  const client = `Cliente ${newPhone().slice(-4)}`;
  const clientId = await clientWithAddress(request, mentor, client);
  const first = await orderThroughApi(request, mentor, clientId, await offerFor(request, 4, 5), 4);
  await deliver(request, first);

  // The commission is in her wallet, linked to the order.
  await page.goto('/menu/interna/Profile');
  await page.getByRole('link', { name: /^Saldo de tu monedero/ }).click();
  await expect(page).toHaveURL(/\/menu\/interna\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi monedero' })).toBeVisible();
  const commission = page.getByRole('article').filter({ hasText: 'Comisión' });
  await expect(commission.getByRole('link', { name: `Pedido ${first}` })).toBeVisible();
  const credited = (await commission.getByText(/^Abono: \+\$/).textContent()) ?? '';
  const balance = credited.replace('Abono: +', '');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  // The next order is more than the balance: the wallet pays what it holds, cash the rest.
  await addToCart(page, await offerFor(request, 3, 6), 3);
  await checkoutFor(page, client);
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna\/payment_method$/);
  const wallet = page.getByRole('switch', {
    name: new RegExp(`^Usar mi monedero \\(\\${balance} disponible\\)`),
  });
  await wallet.check();
  await expect(page.getByText(`−${balance}`)).toBeVisible();
  await expect(page.getByText('Por pagar')).toBeVisible();
  await page.getByRole('radio', { name: /^Efectivo(?! en OXXO)/ }).check();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Confirmar pedido · \$/ }).click();
  const second = await placedNumber(page);
  // The completion screen splits it as the order's screen does: the wallet's part and the cash
  // to collect (issue 24, item 10).
  await expect(page.getByText('Pagado con monedero', { exact: true }).locator('..')).toContainText(
    `−${balance}`,
  );
  await expect(page.getByText('Resto en efectivo', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/menu/interna/wallet');
  const payment = page.getByRole('article').filter({ hasText: 'Pago de pedido' });
  await expect(payment.getByRole('link', { name: `Pedido ${second}` })).toBeVisible();
  await expect(payment.getByText(`Cargo: −${balance}`)).toBeVisible();
  await expect(page.getByText('Saldo disponible').locator('..')).toContainText('$0.00');

  // That order, paid partly from the wallet, is delivered (the status sent twice): its
  // commission is credited once.
  await deliver(request, second);
  const replayed = await request.post(`/api/ops/orders/${second}/status`, {
    headers: OPERATOR,
    data: { status: 'delivered' },
  });
  expect(replayed.status()).toBe(409);
  await page.reload();
  const commissions = page
    .getByRole('article')
    .filter({ hasText: 'Comisión' })
    .filter({ has: page.getByRole('link', { name: `Pedido ${second}` }) });
  await expect(commissions).toHaveCount(1);
  await expect(page.getByText('Saldo disponible').locator('..')).not.toContainText('$0.00');
  await expectNoSeriousA11yViolations(page);
});
