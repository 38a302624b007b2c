import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { GUADALAJARA } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { APPLE } from '../../testing/checkout-setup';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

/**
 * Issue 24, item 12: "Mis pedidos" says when each order arrives (its day and window), and the
 * cart quotes the fee of the shopper's default address before they choose one (decision 052).
 */

function signIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

it('"Mis pedidos" shows the delivery day and window of each order, or when to pick it up', async () => {
  const api = mockShopApi();
  api.checkout.seedOrder(LUCIA.id);
  api.checkout.seedOrder(LUCIA.id, {
    delivery_type: 'pickup',
    delivery_date: '2026-11-26',
    delivery_slot: { id: 9, start: '17:00', end: '20:00' },
    address: null,
  });
  signIn(api);
  renderApp('/menu/interna/Orders');

  const cards = await screen.findAllByRole('link', { name: /^Pedido 1000\d\d/ });
  expect(cards[0]?.textContent).toContain('Recoges: Jueves 26 de noviembre, 17:00 a 20:00');
  expect(cards[1]?.textContent).toContain('Entrega: Martes 24 de noviembre, 09:00 a 13:00');
  // When it was made is still there.
  expect(cards[1]?.textContent).toMatch(/Hecho el \d+ nov 2026/);
});

/** Lucía signed in with three apples ($164.70) in her cart and no address chosen on it. */
function cartWithoutAddress() {
  const cart = shopCartApi();
  const cartId = cart.seed([[APPLE, 3]], 1, LUCIA.id);
  const api = mockShopApi({}, { cart });
  useCartStore.getState().saveCart(1, cart.response(cartId));
  signIn(api);
  return { api, cart, cartId };
}

const summaryRow = (label: string) =>
  within(screen.getByRole('region', { name: 'Resumen' })).getByText(label).nextElementSibling
    ?.textContent;

it("quotes the fee of the shopper's default address when it is covered, and says so", async () => {
  const { api } = cartWithoutAddress();
  api.addresses.seed(LUCIA.id, { label: 'Casa' });
  renderApp('/tienda/interna/cartlist');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Carrito' }, { timeout: 4000 }),
  ).toBeTruthy();
  expect(
    await screen.findByText(
      'Envío a Casa, tu dirección predeterminada. Puedes elegir otra al continuar.',
    ),
  ).toBeTruthy();
  expect(summaryRow('Envío')).toBe('$35.00');
  expect(summaryRow('Total')).toBe('$199.70');
  expect(screen.queryByText('Se calcula al elegir tu dirección')).toBeNull();
});

it('still waits for the address when the default is outside every zone, or there is none', async () => {
  const { api } = cartWithoutAddress();
  api.addresses.seed(LUCIA.id, { label: 'Casa de mi mamá', ...GUADALAJARA });
  renderApp('/tienda/interna/cartlist');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Carrito' }, { timeout: 4000 }),
  ).toBeTruthy();
  expect(await screen.findByText('Se calcula al elegir tu dirección')).toBeTruthy();
  expect(summaryRow('Total')).toBe('$164.70');
  expect(screen.queryByText(/tu dirección predeterminada/)).toBeNull();
});
