import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { makeItem, makeStore } from '../../testing/factories';
import { apiError, json, type MockAnswer } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

// As in the demo store of mockShopApi.
const apple = makeItem(11, {
  name: 'Manzana Gala',
  price_cents: 5490,
  compare_at_price_cents: 6490,
});
const cheese = makeItem(21, { name: 'Queso crema' });

function deferred() {
  let resolve: (answer: MockAnswer) => void = () => undefined;
  const promise = new Promise<MockAnswer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A promise the test opens when it wants the fake server to go on. */
function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    open = done;
  });
  return { promise, open };
}

/** The shopper's device remembers this cart id for store 1 (nothing else). */
function rememberCart(cartId: string) {
  useCartStore.setState({ cartIds: { '1': cartId } });
}

const line = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

it('shows a skeleton while the cart loads, then its lines, totals and "Continuar"', async () => {
  const cart = shopCartApi();
  // $189.60: past the $150 the store's cheapest zone asks before an address is chosen.
  const cartId = cart.seed([
    [apple, 3],
    [cheese, 1],
  ]);
  rememberCart(cartId);
  const answer = deferred();
  mockShopApi({ 'GET /checkout/:cartId': () => answer.promise }, { cart });
  renderApp('/tienda/interna/cartlist');

  expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeTruthy();
  answer.resolve(json(cart.response(cartId)));

  expect(await screen.findByRole('heading', { level: 1, name: 'Carrito' })).toBeTruthy();
  expect(screen.getByText('4 productos')).toBeTruthy();
  const appleLine = line('Manzana Gala');
  expect(within(appleLine).getByText('$54.90 por kg')).toBeTruthy();
  expect(within(appleLine).getByText('Total del producto:').parentElement?.textContent).toBe(
    'Total del producto: $164.70',
  );
  expect(
    within(appleLine).getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent,
  ).toBe('3');
  expect(within(line('Queso crema')).getByText('$24.90 por kg')).toBeTruthy();

  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('$189.60');
  expect(within(summary).getByText('Envío').nextElementSibling?.textContent).toBe(
    'Se calcula al elegir tu dirección',
  );
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$189.60');
  expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
    '/tienda/interna/phoneCheck',
  );
  expect(document.title).toBe('Carrito · Canasta Roma Sur');
  // The cart's own bar replaces the footer.
  expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Carrito, 4 productos' })).toBeTruthy();
});

it('shows the empty cart with a way back to the store, without asking the server', async () => {
  const api = mockShopApi();
  renderApp('/tienda/interna/cartlist');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
  expect(api.requests.some((request) => request.includes('/checkout'))).toBe(false);
});

it("finds a signed-in shopper's open cart from another device, and adds to that one", async () => {
  const cart = shopCartApi();
  // Filled on another device: this one remembers no cart id for the store.
  cart.seed([[apple, 3]], 1, LUCIA.id);
  const api = mockShopApi({}, { cart });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  const { user } = renderApp('/tienda/interna/cartlist');

  const group = await screen.findByRole('group', { name: 'Cantidad de Manzana Gala' });
  expect(group.textContent).toBe('3');
  expect(screen.queryByRole('heading', { name: 'Tu carrito está vacío' })).toBeNull();

  await user.click(within(group).getByRole('button', { name: 'Agregar uno de Manzana Gala' }));

  await waitFor(() => {
    expect([...cart.carts.values()].map((held) => held.items[0]?.qty)).toEqual([4]);
  });
});

it('offers "Reintentar" when the cart cannot be loaded, and shows it once it can', async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[apple, 1]]);
  rememberCart(cartId);
  let failing = true;
  mockShopApi(
    {
      'GET /checkout/:cartId': () =>
        failing
          ? apiError(503, 'service_unavailable', 'El servicio no está disponible en este momento.')
          : json(cart.response(cartId)),
    },
    { cart },
  );
  const { user } = renderApp('/tienda/interna/cartlist');

  expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByRole('heading', { level: 3, name: 'Manzana Gala' })).toBeTruthy();
});

it('paints the saved cart at once and then shows what the server has', async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[apple, 1]]);
  useCartStore.getState().saveCart(1, cart.response(cartId));
  // Meanwhile (on another device) the cart changed on the server.
  const held = cart.carts.get(cartId);
  if (held?.items[0]) held.items[0].qty = 4;
  const answer = deferred();
  mockShopApi({ 'GET /checkout/:cartId': () => answer.promise }, { cart });
  renderApp('/tienda/interna/cartlist');

  const group = await screen.findByRole('group', { name: 'Cantidad de Manzana Gala' });
  expect(group.textContent).toBe('1');
  answer.resolve(json(cart.response(cartId)));
  await waitFor(() => {
    expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('4');
  });
});

it('forgets a cart the server no longer has and shows an empty cart, not an error', async () => {
  mockShopApi();
  useCartStore.setState({ cartIds: { '1': 'cart-gone', '2': 'cart-of-polanco' } });
  renderApp('/tienda/interna/cartlist');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
  ).toBeTruthy();
  expect(JSON.parse(localStorage.getItem('cart_id') ?? '{}')).toEqual({ '2': 'cart-of-polanco' });
});

it('applies a coupon, shows a refusal beside the field, and removes it', async () => {
  const api = mockShopApi();
  rememberCart(api.cart.seed([[apple, 2]]));
  const { user } = renderApp('/tienda/interna/cartlist');
  const field = await screen.findByRole('textbox', { name: 'Código del cupón' });

  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(screen.getByRole('alert').textContent).toBe('Escribe el código del cupón.');

  await user.type(field, 'NOEXISTE');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'No encontramos el cupón NOEXISTE. Revisa que esté bien escrito.',
  );
  expect(field.getAttribute('aria-invalid')).toBe('true');

  await user.clear(field);
  await user.type(field, 'bienvenida10');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));

  expect(await screen.findByText('Cupón BIENVENIDA10 aplicado')).toBeTruthy();
  expect(screen.getByText('Ahorras $10.98')).toBeTruthy();
  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(
    within(summary).getByText('Descuento (BIENVENIDA10)').nextElementSibling?.textContent,
  ).toBe('−$10.98');
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$98.82');

  await user.click(screen.getByRole('button', { name: 'Quitar el cupón BIENVENIDA10' }));
  expect(await screen.findByRole('textbox', { name: 'Código del cupón' })).toBeTruthy();
  expect(within(summary).queryByText(/Descuento/)).toBeNull();
});

it('shows why a coupon stopped applying when the cart drops below its minimum', async () => {
  const api = mockShopApi();
  rememberCart(api.cart.seed([[apple, 6]]));
  const { user } = renderApp('/tienda/interna/cartlist');
  await user.type(await screen.findByRole('textbox', { name: 'Código del cupón' }), 'AHORRA50');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(await screen.findByText('Cupón AHORRA50 aplicado')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Quitar uno de Manzana Gala' }));

  expect(await screen.findByText('Cupón AHORRA50 sin aplicar')).toBeTruthy();
  expect(
    screen.getByText('El cupón AHORRA50 requiere una compra mínima de $300.00. Te faltan $25.50.'),
  ).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Resumen' })).queryByText(/Descuento/),
  ).toBeNull();
});

it('removes a line at once and "Deshacer" puts it back with its quantity', async () => {
  const api = mockShopApi();
  const cartId = api.cart.seed([
    [apple, 3],
    [cheese, 1],
  ]);
  rememberCart(cartId);
  const { user } = renderApp('/tienda/interna/cartlist');
  await screen.findByRole('heading', { level: 3, name: 'Manzana Gala' });

  await user.click(screen.getByRole('button', { name: 'Quitar Manzana Gala del carrito' }));

  expect(screen.queryByRole('heading', { level: 3, name: 'Manzana Gala' })).toBeNull();
  expect(await screen.findByText('Quitaste Manzana Gala')).toBeTruthy();
  await waitFor(() => {
    expect(api.cart.carts.get(cartId)?.items.map((item) => item.purchaseable.id)).toEqual([21]);
  });

  await user.click(screen.getByRole('button', { name: 'Deshacer' }));

  const restored = await screen.findByRole('group', { name: 'Cantidad de Manzana Gala' });
  expect(restored.textContent).toBe('3');
  await waitFor(() => {
    expect(api.cart.carts.get(cartId)?.items.find((item) => item.purchaseable.id === 11)?.qty).toBe(
      3,
    );
  });
});

it('removing the last line shows the empty cart; "Deshacer" brings the line back', async () => {
  const api = mockShopApi();
  rememberCart(api.cart.seed([[cheese, 1]]));
  const { user } = renderApp('/tienda/interna/cartlist');

  // At 1, "−" stops: the line's own button removes it.
  expect(await screen.findByRole('button', { name: 'Quitar uno de Queso crema' })).toHaveProperty(
    'disabled',
    true,
  );
  await user.click(screen.getByRole('button', { name: 'Quitar Queso crema del carrito' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
  ).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Queso crema' })).toBeTruthy();
});

it('stops "+" at the stock limit and says so once, without asking the server', async () => {
  const scarce = makeItem(11, { name: 'Manzana Gala', price_cents: 5490, stock: 3 });
  const cart = shopCartApi();
  cart.setItem(scarce);
  rememberCart(cart.seed([[scarce, 3]]));
  const { requests } = mockShopApi({}, { cart });
  const { user } = renderApp('/tienda/interna/cartlist');
  const group = await screen.findByRole('group', { name: 'Cantidad de Manzana Gala' });
  const plus = within(group).getByRole('button', { name: 'Agregar uno de Manzana Gala' });

  expect(plus).toHaveProperty('disabled', true);
  expect(
    within(line('Manzana Gala')).getByText('Puedes llevar como máximo 3 piezas.'),
  ).toBeTruthy();
  await user.click(plus);

  expect(group.textContent).toBe('3');
  expect(requests.filter((request) => request.startsWith('POST /checkout/'))).toEqual([]);
});

it('shows a larger quantity at once and rolls it back with the reason when refused', async () => {
  const scarce = makeItem(11, { name: 'Manzana Gala', price_cents: 5490, stock: 5 });
  const cart = shopCartApi();
  cart.setItem(scarce);
  const cartId = cart.seed([[scarce, 3]]);
  rememberCart(cartId);
  const validation = gate();
  const validate = cart.routes['POST /checkout/:cartId/items/:itemId/validate'];
  const { requests } = mockShopApi(
    {
      'POST /checkout/:cartId/items/:itemId/validate': async (request) => {
        await validation.promise;
        if (!validate) throw new Error('no validate route');
        return validate(request);
      },
    },
    { cart },
  );
  const { user } = renderApp('/tienda/interna/cartlist');
  const group = await screen.findByRole('group', { name: 'Cantidad de Manzana Gala' });
  // Others bought two meanwhile: the page still thinks 5 are left.
  cart.setItem({ ...scarce, stock: 3 });

  await user.click(within(group).getByRole('button', { name: 'Agregar uno de Manzana Gala' }));

  // Instant: the new quantity and total show before the server answers.
  expect(group.textContent).toBe('4');
  expect(
    within(screen.getByRole('region', { name: 'Resumen' })).getByText('Subtotal').nextElementSibling
      ?.textContent,
  ).toBe('$219.60');

  act(() => {
    validation.open();
  });

  const toast = await screen.findByText('Solo puedes llevar hasta 3 piezas de Manzana Gala.');
  // The reason, once: the server's words already name the limit.
  expect(toast.closest('[data-sonner-toast]')?.querySelector('[data-description]')).toBeNull();
  await waitFor(() => {
    expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('3');
  });
  // Nothing was sent to change the cart; the server still has 3.
  expect(requests.filter((request) => request.includes('/items/bulk'))).toEqual([]);
  expect(cart.carts.get(cartId)?.items[0]?.qty).toBe(3);
});

it('tells the shopper when the cart is blocked by an order in progress', async () => {
  const api = mockShopApi();
  const cartId = api.cart.seed([[apple, 1]]);
  rememberCart(cartId);
  const { user } = renderApp('/tienda/interna/cartlist');
  await screen.findByRole('heading', { level: 3, name: 'Manzana Gala' });
  const cart = api.cart.carts.get(cartId);
  if (cart) cart.blocked = true;

  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));

  expect(
    await screen.findByText(
      'Tu pedido se está procesando con este carrito; espera un momento antes de cambiarlo.',
    ),
  ).toBeTruthy();
  expect(
    await screen.findByText(
      'Tu pedido se está procesando con este carrito. Espera un momento antes de hacer cambios.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', true);
  await waitFor(() => {
    expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('1');
  });
});

it('a store that only delivers holds "Continuar" below its minimum, and says why', async () => {
  const cart = shopCartApi();
  rememberCart(cart.seed([[apple, 1]]));
  mockShopApi({}, { cart, store: makeStore({ delivery_types: ['delivery'] }) });
  renderApp('/tienda/interna/cartlist');

  expect(await screen.findByText('El pedido mínimo es de $150.00. Te faltan $95.10.')).toBeTruthy();
  const next = screen.getByRole('button', { name: 'Continuar' });
  expect((next as HTMLButtonElement).disabled).toBe(true);
  expect(next.getAttribute('aria-describedby')).toBe('cart-minimum-order');
});
