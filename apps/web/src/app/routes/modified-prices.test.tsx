import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { fakeAuthApi, LUCIA, makeUser } from '../../testing/auth-api';
import { APPLE } from '../../testing/checkout-setup';
import { makeItem } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

const CARLOS = makeUser(2, { name: 'Carlos Ramírez', is_seller: true });

/**
 * A cart of three apples ($54.90 each; the demo store allows 20% off: $43.92 to $54.90) owned by
 * `owner`, ordering for a client of theirs unless `forClient` is false, open on the cart screen.
 */
async function cartOf(owner = CARLOS, { forClient = true } = {}) {
  const cart = shopCartApi();
  const cartId = cart.seed([[APPLE, 3]], 1, owner.id);
  const held = cart.carts.get(cartId);
  if (held && forClient) held.client_id = 9;
  const api = mockShopApi({}, { cart, auth: fakeAuthApi([LUCIA, CARLOS]) });
  useCartStore.getState().saveCart(1, cart.response(cartId));
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(owner.id), user: owner });
  const rendered = renderApp('/tienda/interna/cartlist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Carrito' })).toBeTruthy();
  return { api, cart, cartId, ...rendered };
}

const appleLine = () =>
  screen.getByRole('heading', { level: 3, name: 'Manzana Gala' }).closest('article') as HTMLElement;
const priceField = () => screen.getByRole('textbox', { name: 'Nuevo precio de Manzana Gala' });
const puts = (requests: string[]) => requests.filter((path) => path.startsWith('PUT /checkout/'));

it('a seller ordering for a client changes a line price within its range; totals follow the server', async () => {
  const { api, user, cartId } = await cartOf();

  await user.click(
    within(appleLine()).getByRole('button', { name: 'Cambiar el precio de Manzana Gala' }),
  );
  expect(document.activeElement).toBe(priceField());
  expect(priceField()).toHaveProperty('value', '54.90');
  expect(screen.getByText('Entre $43.92 y $54.90')).toBeTruthy();

  await user.clear(priceField());
  await user.type(priceField(), '40');
  await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
  expect(screen.getByText('El precio debe estar entre $43.92 y $54.90.')).toBeTruthy();
  expect(priceField().getAttribute('aria-invalid')).toBe('true');
  await user.clear(priceField());
  await user.type(priceField(), '45,5');
  await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
  expect(
    screen.getByText('Escribe el precio en pesos, con hasta dos decimales: por ejemplo 45.50.'),
  ).toBeTruthy();
  expect(puts(api.requests)).toEqual([]);

  await user.clear(priceField());
  await user.type(priceField(), '45.50');
  await user.click(screen.getByRole('button', { name: 'Guardar precio' }));

  await waitFor(() => {
    expect(within(appleLine()).getByText('$45.50 por kg')).toBeTruthy();
  });
  expect(within(appleLine()).getByText('Precio de lista: $54.90')).toBeTruthy();
  expect(within(appleLine()).getByText('$136.50')).toBeTruthy();
  expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('$136.50');
  expect(screen.getByText('Manzana Gala: precio cambiado a $45.50.')).toBeTruthy();
  expect(api.cart.response(cartId).cart.modified_prices).toEqual([
    { item_id: 1, unit_price_cents: 4550 },
  ]);
  await waitFor(() => {
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Cambiar el precio de Manzana Gala',
    );
  });

  await user.click(
    within(appleLine()).getByRole('button', { name: 'Restablecer el precio de Manzana Gala' }),
  );
  await waitFor(() => {
    expect(within(appleLine()).getByText('$54.90 por kg')).toBeTruthy();
  });
  expect(within(appleLine()).queryByText('Precio de lista: $54.90')).toBeNull();
  expect(api.cart.response(cartId).cart.modified_prices).toEqual([]);
});

it("the server's refusal shows at the line, and nothing changes", async () => {
  const { api, user, cartId } = await cartOf();
  await user.click(
    within(appleLine()).getByRole('button', { name: 'Cambiar el precio de Manzana Gala' }),
  );
  // The offer's floor went up meanwhile: the range on screen is out of date.
  api.cart.priceBounds.floors.set(APPLE.id, 5000);
  await user.clear(priceField());
  await user.type(priceField(), '45');
  await user.click(screen.getByRole('button', { name: 'Guardar precio' }));

  expect(
    await screen.findByText('El precio de Manzana Gala debe estar entre $50.00 y $54.90.'),
  ).toBeTruthy();
  expect(priceField().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(priceField());
  expect(api.cart.response(cartId).cart.modified_prices).toEqual([]);
  expect(within(appleLine()).getByText('$54.90 por kg')).toBeTruthy();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'Nuevo precio de Manzana Gala' })).toBeNull();
  await waitFor(() => {
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Cambiar el precio de Manzana Gala',
    );
  });
});

it('sends the whole list: another line keeps its price when this one changes', async () => {
  const cart = shopCartApi();
  // As in the demo store of mockShopApi.
  const cheese = makeItem(21, { name: 'Queso crema' });
  const cartId = cart.seed(
    [
      [APPLE, 3],
      [cheese, 1],
    ],
    1,
    CARLOS.id,
  );
  const held = cart.carts.get(cartId);
  if (held) held.client_id = 9;
  const cheaper = cheese.price_cents - 100;
  cart.modifiedPrices.set(2, cheaper);
  const api = mockShopApi({}, { cart, auth: fakeAuthApi([LUCIA, CARLOS]) });
  useCartStore.getState().saveCart(1, cart.response(cartId));
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(CARLOS.id), user: CARLOS });
  const { user } = renderApp('/tienda/interna/cartlist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Carrito' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Cambiar el precio de Manzana Gala' }));
  await user.clear(priceField());
  await user.type(priceField(), '50');
  await user.click(screen.getByRole('button', { name: 'Guardar precio' }));

  await waitFor(() => {
    expect(cart.response(cartId).cart.modified_prices).toEqual([
      { item_id: 1, unit_price_cents: 5000 },
      { item_id: 2, unit_price_cents: cheaper },
    ]);
  });
});

it('no price changes for a shopper, nor for a seller who has not chosen a client', async () => {
  const shopper = await cartOf(LUCIA);
  expect(within(appleLine()).getByText('$54.90 por kg')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Cambiar el precio/ })).toBeNull();
  shopper.unmount();

  await cartOf(CARLOS, { forClient: false });
  expect(within(appleLine()).getByText('$54.90 por kg')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Cambiar el precio/ })).toBeNull();
});

it('the order summary offers the same price change on its lines', async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[APPLE, 4]], 1, CARLOS.id);
  Object.assign(cart.carts.get(cartId) ?? {}, {
    client_id: 9,
    delivery_type: 'pickup',
    delivery_date: '2026-11-24',
    delivery_slot_id: 9,
  });
  const api = mockShopApi({}, { cart, auth: fakeAuthApi([LUCIA, CARLOS]) });
  useCartStore.getState().saveCart(1, cart.response(cartId));
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(CARLOS.id), user: CARLOS });
  const { user } = renderApp('/tienda/interna/cart-preview');

  const items = await screen.findByRole('region', { name: 'Productos' });
  await user.click(
    within(items).getByRole('button', { name: 'Cambiar el precio de Manzana Gala' }),
  );
  await user.clear(priceField());
  await user.type(priceField(), '50');
  await user.keyboard('{Enter}');

  await waitFor(() => {
    expect(within(items).getByText('$200.00')).toBeTruthy();
  });
  expect(within(items).getByText('Precio de lista: $54.90')).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Resumen' })).getByText('Subtotal').nextElementSibling
      ?.textContent,
  ).toBe('$200.00');
});
