import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeAddress } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { checkoutSetup } from '../../testing/checkout-setup';
import { renderApp } from '../../testing/render';

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

it("a returning shopper's checkout starts from her last order and goes straight to the summary", async () => {
  const { api, cart, cartId } = await checkoutSetup();
  const home = api.addresses.seed(LUCIA.id, { label: 'Casa' });
  api.checkout.seedOrder(LUCIA.id, {
    payment_method: 'cash',
    delivery_type: 'delivery',
    delivery_slot: { id: 1, start: '09:00', end: '13:00' },
    address: makeAddress(home.id, { label: 'Casa' }),
  });
  const { router } = renderApp('/tienda/interna/envio_tipo');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/cart-preview');
  expect(cart.carts.get(cartId)).toMatchObject({
    delivery_type: 'delivery',
    delivery_slot_id: 1,
    address_id: home.id,
    payment_method: 'cash',
  });
  // Each remembered choice can still be changed from the summary.
  expect(screen.getAllByRole('link', { name: /^Cambiar/ }).length).toBeGreaterThanOrEqual(3);
});

it('a remembered address that is gone is left to choose: the shopper stays on the first step with the rest chosen', async () => {
  const { api, cart, cartId } = await checkoutSetup();
  api.checkout.seedOrder(LUCIA.id, {
    delivery_type: 'delivery',
    delivery_slot: { id: 1, start: '09:00', end: '13:00' },
    address: makeAddress(404),
  });
  const { router } = renderApp('/tienda/interna/envio_tipo');

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  await screen.findByRole('radio', { name: /^Entrega a domicilio/, checked: true });
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_tipo');
  expect(cart.carts.get(cartId)).toMatchObject({ delivery_type: 'delivery', address_id: null });
});

it('a first order has nothing to remember: nothing is chosen for the shopper', async () => {
  const { cart, cartId } = await checkoutSetup();
  renderApp('/tienda/interna/envio_tipo');

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  expect(cart.carts.get(cartId)).toMatchObject({ delivery_type: null, payment_method: null });
});
