import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import {
  checkoutSetup,
  DELIVERY_CHOSEN,
  putOnServer,
  sellerCheckoutSetup,
} from '../../testing/checkout-setup';
import { renderApp } from '../../testing/render';

// Leaflet needs a real layout engine: the screens get a stand-in that places pins like taps.
vi.mock(
  '../../features/addresses/components/address-map',
  () => import('../../testing/fake-address-map'),
);

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The bodies of the `PUT /checkout/{id}` the screens sent. */
function cartPuts(api: ReturnType<typeof sellerCheckoutSetup>['api']): unknown[] {
  return api.fetch.mock.calls
    .filter(
      ([url, init]) =>
        typeof url === 'string' && url.includes('/checkout/') && init?.method === 'PUT',
    )
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

it("a seller's checkout starts with who the order is for; one tap chooses a client, with her default address", async () => {
  const { api, cart, cartId, rosa, rosaAddress } = sellerCheckoutSetup();
  const { user, router } = renderApp('/tienda/interna/cartlist');

  await user.click(await screen.findByRole('link', { name: /Continuar/ }));
  expect(await heading('¿Para quién es el pedido?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/clientselect');
  expect(screen.getByText('Paso 1 de 6')).toBeTruthy();
  // "Para mí" is the cart's answer until a client is chosen.
  expect(screen.getByRole('button', { name: 'Elegir: para mí' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  const card = await screen.findByRole('article', { name: 'Rosa Martínez' });
  expect(card.textContent).toContain('Calle Medellín 235, Roma Sur');
  expect(screen.getByText('2 clientes')).toBeTruthy();

  await user.click(within(card).getByRole('button', { name: 'Elegir a Rosa Martínez' }));
  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(screen.getByText('Paso 2 de 6')).toBeTruthy();
  expect(cartPuts(api)).toEqual([{ client_id: rosa.id }]);
  // Her only address, "Predeterminada", came with her (decision 048).
  expect(cart.carts.get(cartId)).toMatchObject({
    client_id: rosa.id,
    client_address_id: rosaAddress.id,
  });

  await user.click(screen.getByRole('radio', { name: /^Entrega a domicilio/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await heading('¿A dónde le llevamos el pedido a Rosa Martínez?')).toBeTruthy();
  const home = await screen.findByRole('radio', { name: /Casa de Rosa/ });
  expect((home as HTMLInputElement).checked).toBe(true);
  expect(home.closest('label')?.textContent).toContain('Predeterminada');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await heading('¿Cuándo te lo llevamos?')).toBeTruthy();
  expect(screen.queryByText('Elige la dirección de entrega de tu cliente.')).toBeNull();
});

it('"Hacer pedido" on a client\'s card: checkout doesn\'t ask again who the order is for', async () => {
  const { cart, cartId, rosa, rosaAddress } = sellerCheckoutSetup();
  const { user, router } = renderApp('/menu/interna/Clients');

  await user.click(await screen.findByRole('button', { name: 'Hacer pedido para Rosa Martínez' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cartlist');
  });
  await user.click(await screen.findByRole('link', { name: /Continuar/ }));

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_tipo');
  expect(cart.carts.get(cartId)).toMatchObject({
    client_id: rosa.id,
    client_address_id: rosaAddress.id,
  });
});

it('searches the clients on the server, and "Para mí" gives the seller their own address step', async () => {
  const { api, cart, cartId, rosa } = sellerCheckoutSetup({
    choices: { ...DELIVERY_CHOSEN },
  });
  cart.carts.get(cartId)!.client_id = rosa.id;
  const { user } = renderApp('/menu/interna/clientselect');

  expect(await screen.findByRole('article', { name: 'Rosa Martínez' })).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'jorge');
  await waitFor(() => {
    expect(screen.queryByRole('article', { name: 'Rosa Martínez' })).toBeNull();
  });
  expect(screen.getByRole('article', { name: 'Jorge Pérez' })).toBeTruthy();
  const searched = api.fetch.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
  expect(searched.some((url) => url.includes('/store/clients?q=jorge'))).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Elegir: para mí' }));
  // Delivery is chosen: the seller's own address follows.
  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(cart.carts.get(cartId)?.client_id).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await heading('¿A dónde te lo llevamos?')).toBeTruthy();
  expect(screen.getByText('Paso 3 de 6')).toBeTruthy();
});

it('registers a new client without leaving checkout, and the order is for them', async () => {
  const { api, cart, cartId } = sellerCheckoutSetup();
  const { user, router } = renderApp('/menu/interna/clientselect');

  await user.click((await screen.findAllByRole('link', { name: 'Registrar cliente nuevo' }))[0]!);
  expect(await heading('Cliente nuevo')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/client_register');
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Marta Ruiz');
  await user.type(screen.getByRole('textbox', { name: /Celular/ }), '5520000001');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
  // Rosa has that phone already: the server's refusal stays beside the field.
  expect(await screen.findByText(/Ya tienes a Rosa Martínez con ese celular/)).toBeTruthy();

  await user.clear(screen.getByRole('textbox', { name: /Celular/ }));
  await user.type(screen.getByRole('textbox', { name: /Celular/ }), '5520000009');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  const marta = [...api.clients.clients.values()].find((client) => client.name === 'Marta Ruiz');
  expect(marta?.phone).toBe('+525520000009');
  expect(cart.carts.get(cartId)?.client_id).toBe(marta?.id);
});

it("delivers to one of the client's covered addresses; the summary and payment say whose order it is", async () => {
  const { cart, cartId, jorge, rosaAddress } = sellerCheckoutSetup({
    choices: DELIVERY_CHOSEN,
  });
  cart.carts.get(cartId)!.client_id = jorge.id;
  const { user, router } = renderApp('/tienda/interna/cart-preview');

  // No address of the client's chosen yet: the gate leads to it.
  expect(await heading('¿A dónde le llevamos el pedido a Jorge Pérez?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/set_client_adress');
  expect(screen.getByText('Paso 3 de 6')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: /Taller/ }));
  // The store doesn't reach Guadalajara: refused, nothing chosen.
  expect((await screen.findByRole('alert')).textContent).toMatch(/no entrega/i);
  expect(cart.carts.get(cartId)?.client_address_id).toBeNull();

  // Another client: her address step follows the delivery method, her default chosen.
  await router.navigate('/menu/interna/clientselect');
  await user.click(await screen.findByRole('button', { name: 'Elegir a Rosa Martínez' }));
  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await heading('¿A dónde le llevamos el pedido a Rosa Martínez?')).toBeTruthy();
  const home = await screen.findByRole('radio', { name: /Casa de Rosa/ });
  expect((home as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await heading('¿Cuándo te lo llevamos?')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(cart.carts.get(cartId)?.client_address_id).toBe(rosaAddress.id);
  const delivery = screen.getByRole('region', { name: 'Entrega' });
  expect(delivery.textContent).toContain('Pedido para Rosa Martínez');
  expect(delivery.textContent).toContain('Casa de Rosa');
  expect(
    within(delivery).getByRole('link', { name: 'Cambiar: Para quién' }).getAttribute('href'),
  ).toBe('/menu/interna/clientselect');
  expect(
    within(delivery).getByRole('link', { name: 'Cambiar: Entregamos en' }).getAttribute('href'),
  ).toBe('/tienda/interna/set_client_adress');

  await user.click(screen.getByRole('button', { name: 'Elegir forma de pago' }));
  expect(await heading('¿Cómo quieres pagar?')).toBeTruthy();
  expect(screen.getByText('Pedido para Rosa Martínez')).toBeTruthy();
  expect(screen.getByText('Calle Medellín 235, Roma Sur')).toBeTruthy();
});

it("adds a client's address on the map and its details, chosen for the order once saved", async () => {
  const { api, cart, cartId, rosa } = sellerCheckoutSetup({ choices: DELIVERY_CHOSEN });
  cart.carts.get(cartId)!.client_id = rosa.id;
  const { user, router } = renderApp('/tienda/interna/set_client_adress');

  await user.click(await screen.findByRole('link', { name: 'Agregar otra dirección' }));
  expect(await heading('¿Dónde entregamos a Rosa Martínez?')).toBeTruthy();
  expect(router.state.location.search).toBe('?nueva=1');
  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));

  expect(await heading('Dirección de Rosa Martínez')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/set_client_address_detail');
  expect(screen.getByRole('textbox', { name: 'Nombre de quien recibe' })).toHaveProperty(
    'value',
    'Rosa Martínez',
  );
  await user.type(screen.getByRole('textbox', { name: /Nombre de la dirección/ }), 'Oficina');
  await user.type(screen.getByRole('textbox', { name: 'Calle' }), 'Calle Medellín');
  await user.type(screen.getByRole('textbox', { name: 'Número exterior' }), '240');
  await user.type(screen.getByRole('textbox', { name: 'Colonia' }), 'Roma Sur');
  await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '06760');
  await user.type(screen.getByRole('textbox', { name: 'Alcaldía o municipio' }), 'Cuauhtémoc');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Ciudad de México');
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  // Where, then when: the day follows the address (here it was chosen already).
  expect(await heading('¿Cuándo te lo llevamos?')).toBeTruthy();
  const saved = api.clients.clients.get(rosa.id)?.addresses.find((a) => a.label === 'Oficina');
  expect(saved?.exterior_number).toBe('240');
  expect(cart.carts.get(cartId)?.client_address_id).toBe(saved?.id);
  expect(await screen.findByText('Guardamos la dirección de Rosa Martínez.')).toBeTruthy();
});

it('pays cash for the client; the completion and "Mis pedidos" name the client', async () => {
  const { cart, cartId, rosa, rosaAddress } = sellerCheckoutSetup({
    choices: { ...DELIVERY_CHOSEN, payment_method: 'cash' },
  });
  Object.assign(cart.carts.get(cartId)!, {
    client_id: rosa.id,
    client_address_id: rosaAddress.id,
  });
  const { user, router } = renderApp('/tienda/interna/payment_method');

  await user.click(await screen.findByRole('button', { name: /^Confirmar pedido · \$/ }));
  expect(await heading('¡Recibimos tu pedido!')).toBeTruthy();
  expect(screen.getByText('Pedido para Rosa Martínez')).toBeTruthy();
  expect(screen.getByText('Recibe Rosa Martínez, +52 55 2000 0001')).toBeTruthy();

  await user.click(screen.getByRole('link', { name: 'Ver mi pedido' }));
  expect(await screen.findByText('Para: Rosa Martínez')).toBeTruthy();
  await router.navigate('/menu/interna/Orders');
  const order = await screen.findByRole('link', { name: /Pedido 100001/ });
  expect(order.textContent).toContain('Para: Rosa Martínez');
});

it('a shopper is sent back to the store from the client screens, told why', async () => {
  await checkoutSetup({ choices: DELIVERY_CHOSEN });
  expect(useSessionStore.getState().user?.id).toBe(LUCIA.id);
  const { router } = renderApp('/menu/interna/clientselect');

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
  expect(
    await screen.findByText('Solo los vendedores y mentores pueden tener clientes.'),
  ).toBeTruthy();
});

it("the cart of an order for a client names them and leads to the client's screens", async () => {
  const { api, cartId, token, rosa, rosaAddress } = sellerCheckoutSetup({
    choices: DELIVERY_CHOSEN,
  });
  await putOnServer(api, cartId, token, { client_id: rosa.id, client_address_id: rosaAddress.id });
  renderApp('/tienda/interna/cartlist');

  const delivery = await screen.findByRole('region', { name: 'Entrega' });
  expect(await within(delivery).findByText('Pedido para Rosa Martínez')).toBeTruthy();
  expect(delivery.textContent).toContain('Casa de Rosa');
  expect(within(delivery).getByRole('link', { name: 'Cambiar cliente' }).getAttribute('href')).toBe(
    '/menu/interna/clientselect',
  );
  expect(
    within(delivery)
      .getByRole('link', { name: 'Cambiar dirección de entrega' })
      .getAttribute('href'),
  ).toBe('/tienda/interna/set_client_adress');
  // Her address's zone sets the fee, as the shopper's own would.
  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(within(summary).getByText('Envío').nextElementSibling?.textContent).toBe('$35.00');
});
