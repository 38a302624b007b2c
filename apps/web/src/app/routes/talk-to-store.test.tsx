import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { LUCIA } from '../../testing/auth-api';
import { makeItem, makeStore } from '../../testing/factories';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

/** "Talk to the store" (decision 051) on the product, cart and order screens. */
const withWhatsapp = makeStore({ whatsapp: '+52 55 1000 0099' });
const LINK = 'Preguntar por WhatsApp a Canasta Roma Sur';

function chatText(): string {
  const href = screen.getByRole('link', { name: LINK }).getAttribute('href') ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/525510000099\?text=/);
  return decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));
}

function productApi(store = withWhatsapp) {
  return mockShopApi(
    {
      'GET /stores/:storeId/inventories/:productSlug': () =>
        json({ data: makeItem(5, { name: 'Aguacate Hass', stock: 0 }) }),
    },
    { store },
  );
}

it('the product screen asks about the product, sold out included', async () => {
  productApi();
  renderApp('/tienda/interna/product/producto-5');

  expect(await screen.findByRole('heading', { level: 1, name: 'Aguacate Hass' })).toBeTruthy();
  expect(chatText()).toBe('Hola, Canasta Roma Sur. Tengo una pregunta sobre Aguacate Hass.');
});

it('a store without WhatsApp shows no chat', async () => {
  productApi(makeStore({ whatsapp: null }));
  renderApp('/tienda/interna/product/producto-5');

  expect(await screen.findByRole('heading', { level: 1, name: 'Aguacate Hass' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: LINK })).toBeNull();
});

it('the cart asks before ordering', async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[makeItem(11, { name: 'Manzana Gala' }), 2]]);
  useCartStore.setState({ cartIds: { '1': cartId } });
  mockShopApi({}, { cart, store: withWhatsapp });
  renderApp('/tienda/interna/cartlist');

  expect(await screen.findByRole('heading', { level: 1, name: 'Carrito' })).toBeTruthy();
  expect(chatText()).toBe('Hola, Canasta Roma Sur. Tengo una pregunta antes de hacer mi pedido.');
});

it("the order screen names the order's number", async () => {
  const api = mockShopApi({}, { store: withWhatsapp });
  const order = api.checkout.seedOrder(LUCIA.id);
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  renderApp(`/menu/interna/orders/${order.id}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: `Pedido ${order.number}` }),
  ).toBeTruthy();
  expect(await screen.findByRole('link', { name: LINK })).toBeTruthy();
  expect(chatText()).toBe(`Hola, Canasta Roma Sur. Les escribo por mi pedido ${order.number}.`);
});
