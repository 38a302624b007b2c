import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { LUCIA } from '../../testing/auth-api';
import { orderLine } from '../../testing/checkout-api';
import { checkoutSetup, DELIVERY_CHOSEN } from '../../testing/checkout-setup';
import { makeItem, makeWeightItem } from '../../testing/factories';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';
import { spokenText } from '../../testing/spoken-text';

/** Issue 25: sold by weight ($55.00/kg, 250 g steps up to 3 kg), about 200 g a piece. */
const AVOCADO = makeWeightItem(31, {
  name: 'Aguacate Hass',
  price_cents: 5500,
  approx_piece_g: 200,
});
const APPLE = makeItem(11, {
  name: 'Manzana Gala',
  price_cents: 5490,
  compare_at_price_cents: 6490,
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

it('the product page prices by the kilogram, adds the minimum weight and steps in grams', async () => {
  const cart = shopCartApi([AVOCADO]);
  const api = mockShopApi(
    { 'GET /stores/:storeId/inventories/:productSlug': () => json({ data: AVOCADO }) },
    { cart },
  );
  const { user } = renderApp('/tienda/interna/product/producto-31');

  expect(await heading('Aguacate Hass')).toBeTruthy();
  expect(screen.getByText('1 pieza ≈ 200 g')).toBeTruthy();
  expect(screen.getByText('$55.00').parentElement?.textContent).toBe(
    'Precio: $55.00/kg por kilogramo',
  );

  await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
  const stepper = screen.getByRole('group', { name: 'Peso de Aguacate Hass' });
  expect(spokenText(stepper)).toBe('250 g');
  await waitFor(() => {
    expect(cart.carts.get('cart-1')?.items[0]?.qty).toBe(250);
  });
  expect(api.requests).toContain('POST /checkout/cart-1/items/bulk');

  const more = screen.getByRole('button', { name: 'Agregar 250 g de Aguacate Hass' });
  await waitFor(() => {
    expect(stepper.getAttribute('aria-busy')).toBeNull();
  });
  await user.click(more);
  expect(spokenText(stepper)).toBe('500 g');
  await waitFor(() => {
    expect(stepper.getAttribute('aria-busy')).toBeNull();
  });
  await user.click(screen.getByRole('button', { name: '1 kg de Aguacate Hass' }));
  expect(spokenText(stepper)).toBe('1 kg');
  await waitFor(() => {
    expect(cart.carts.get('cart-1')?.items[0]?.qty).toBe(1000);
  });
  // "productos" counts the weight line once.
  expect(
    within(screen.getByRole('banner')).getByRole('link', { name: 'Carrito, 1 producto' }),
  ).toBeTruthy();
});

it('the cart reads a weight line as an estimate, says "Total estimado" and saves "Si falta"', async () => {
  const cart = shopCartApi([AVOCADO]);
  const cartId = cart.seed([
    [AVOCADO, 750],
    [APPLE, 2],
  ]);
  useCartStore.setState({ cartIds: { '1': cartId } });
  const api = mockShopApi({}, { cart });
  const { user } = renderApp('/tienda/interna/cartlist');

  expect(await heading('Carrito')).toBeTruthy();
  // 750 g count once, and two apples.
  expect(screen.getByText('3 productos')).toBeTruthy();
  const line = screen
    .getByRole('heading', { level: 3, name: 'Aguacate Hass' })
    .closest('article') as HTMLElement;
  expect(within(line).getByText('aprox. 750 g · $41.25 ($55.00/kg)')).toBeTruthy();
  expect(spokenText(within(line).getByRole('group', { name: 'Peso de Aguacate Hass' }))).toBe(
    '750 g',
  );
  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(within(summary).getByText('Total estimado').nextElementSibling?.textContent).toBe(
    '$151.05',
  );
  expect(screen.getAllByText('Total estimado')).toHaveLength(2);

  const choice = within(line).getByRole('combobox', { name: 'Si falta: Aguacate Hass' });
  expect(choice).toHaveProperty('value', 'similar');
  await user.selectOptions(choice, 'Llamarme');

  await waitFor(() => {
    expect(cart.response(cartId).cart.items[0]?.substitution).toBe('call');
  });
  expect(api.requests).toContain(`PUT /checkout/${cartId}/items/1`);
  expect(cart.response(cartId).cart.items[1]?.substitution).toBe('similar');
  expect(choice).toHaveProperty('value', 'call');
});

it('the summary asks what to do if something is missing, for the whole order', async () => {
  const { api, cart, cartId } = await checkoutSetup({
    lines: [[AVOCADO, 750]],
    choices: DELIVERY_CHOSEN,
    address: true,
  });
  const { user } = renderApp('/tienda/interna/cart-preview');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(screen.getByText('750 g de Aguacate Hass')).toBeTruthy();
  const choices = screen.getByRole('group', { name: 'Si falta algún producto' });
  expect(within(choices).getByRole('radio', { name: 'Cambiar por uno parecido' })).toHaveProperty(
    'checked',
    true,
  );

  await user.click(within(choices).getByRole('radio', { name: 'No cambiar: quitarlo' }));

  await waitFor(() => {
    expect(cart.carts.get(cartId)?.substitution_default).toBe('none');
  });
  expect(api.requests).toContain(`PUT /checkout/${cartId}`);
  expect(within(choices).getByRole('radio', { name: 'No cambiar: quitarlo' })).toHaveProperty(
    'checked',
    true,
  );
  // Lines without a choice of their own follow the order's.
  expect(cart.response(cartId).cart.items.every((line) => line.substitution === 'none')).toBe(true);
});

it('paying by card for weighed products says plainly how much is held', async () => {
  const { cart, cartId } = await checkoutSetup({
    lines: [[AVOCADO, 750]],
    choices: DELIVERY_CHOSEN,
    address: true,
  });
  const { user } = renderApp('/tienda/interna/payment_method');
  expect(await heading('¿Cómo quieres pagar?')).toBeTruthy();
  expect(screen.queryByText(/Reservamos hasta/)).toBeNull();

  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));

  // $245.08: the estimate ($240.95) and 10 % of the avocados' $41.25.
  const { extra } = cart.response(cartId);
  expect(extra).toMatchObject({ total_cents: 24095, hold_cents: 24508, estimated: true });
  expect(
    screen.getByText('Reservamos hasta $245.08; te cobramos lo que pese tu pedido.'),
  ).toBeTruthy();
});

function signedIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

const inNineMinutes = () => new Date(Date.now() + 9 * 60_000 + 30_000).toISOString();

const weighedAvocado = orderLine({
  id: 1,
  purchaseable_id: 31,
  name: 'Aguacate Hass',
  sold_by: 'weight',
  qty: 750,
  unit_price_cents: 5500,
  picked_qty: 820,
  line_total_cents: 4510,
});

const missingCheese = (state: 'proposed' | 'refused', answerBy: string | null) =>
  orderLine({
    id: 2,
    purchaseable_id: 21,
    name: 'Queso crema',
    qty: 1,
    unit_price_cents: 3000,
    picked_qty: 0,
    substitute: {
      purchaseable_id: 22,
      name: 'Queso panela',
      image_url: null,
      sold_by: 'unit',
      qty: 2,
      unit_price_cents: 3100,
      line_total_cents: 6200,
      state,
      answer_by: answerBy,
    },
  });

it('the order shows the weighed line and lets the shopper accept a proposed substitute in time', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    status: 'preparing',
    picking: 'started',
    estimated: true,
    items: [weighedAvocado, missingCheese('proposed', inNineMinutes())],
  });
  signedIn(api);
  const { user } = renderApp(`/menu/interna/orders/${String(order.id)}`);

  expect(await heading('Pedido 100001')).toBeTruthy();
  const items = screen.getByRole('region', { name: 'Productos' });
  expect(within(items).getByText('Pediste 750 g · Pesó 820 g')).toBeTruthy();
  expect(within(items).getByText('$55.00/kg')).toBeTruthy();
  expect(within(items).getByText('Cambio propuesto: Queso panela, 2 × $31.00')).toBeTruthy();
  expect(within(items).getByText(/^Te quedan 9:\d\d para responder\.$/)).toBeTruthy();
  // Picking started: the choice can no longer change.
  expect(within(items).queryByRole('combobox')).toBeNull();
  const totals = screen.getByRole('region', { name: 'Resumen' });
  expect(within(totals).getByText('Total estimado')).toBeTruthy();

  await user.click(
    within(items).getByRole('button', { name: 'Aceptar el cambio por Queso panela' }),
  );

  expect(await within(items).findByText('Cambio aceptado: Queso panela, 2 × $31.00')).toBeTruthy();
  expect(api.requests).toContain(`POST /client-orders/${String(order.id)}/lines/2/substitution`);
  expect(api.checkout.orders.get(order.id)?.items[1]?.substitute?.state).toBe('accepted');
  expect(within(items).queryByRole('button', { name: /Rechazar/ })).toBeNull();
});

it('refusing a substitute takes the line away; a missing line without one says so', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    status: 'preparing',
    picking: 'started',
    estimated: true,
    items: [
      missingCheese('proposed', inNineMinutes()),
      orderLine({
        id: 3,
        purchaseable_id: 11,
        name: 'Manzana Gala',
        qty: 2,
        unit_price_cents: 5490,
        picked_qty: 0,
      }),
    ],
  });
  signedIn(api);
  const { user } = renderApp(`/menu/interna/orders/${String(order.id)}`);

  expect(await heading('Pedido 100001')).toBeTruthy();
  const items = screen.getByRole('region', { name: 'Productos' });
  expect(within(items).getByText('No había: se quitó.')).toBeTruthy();

  await user.click(
    within(items).getByRole('button', { name: 'Rechazar el cambio por Queso panela' }),
  );

  expect(
    await within(items).findByText('Rechazaste el cambio por Queso panela: se quitó.'),
  ).toBeTruthy();
  expect(api.checkout.orders.get(order.id)?.items[0]?.substitute?.state).toBe('refused');
});

it('a line’s choice changes on the order until picking starts', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id);
  signedIn(api);
  const { user } = renderApp(`/menu/interna/orders/${String(order.id)}`);

  const choice = await screen.findByRole('combobox', { name: 'Si falta: Manzana Gala' });
  await user.selectOptions(choice, 'Quitarlo');

  await waitFor(() => {
    expect(api.checkout.orders.get(order.id)?.items[0]?.substitution).toBe('none');
  });
  expect(api.requests).toContain(`PATCH /client-orders/${String(order.id)}/lines/1`);
});

it('once weighed, the order shows its final total and how far it is from the estimate', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    status: 'preparing',
    picking: 'done',
    estimated: false,
    items: [weighedAvocado],
    subtotal_cents: 4510,
    estimated_total_cents: 7625,
    total_cents: 8010,
  });
  signedIn(api);
  renderApp(`/menu/interna/orders/${String(order.id)}`);

  expect(await heading('Pedido 100001')).toBeTruthy();
  const totals = screen.getByRole('region', { name: 'Resumen' });
  expect(within(totals).getByText('Total final').nextElementSibling?.textContent).toBe('$80.10');
  expect(within(totals).getByText('Estimado $76.25 · diferencia +$3.85')).toBeTruthy();
  expect(within(totals).queryByText('Total estimado')).toBeNull();
});
