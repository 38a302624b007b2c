import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ADDRESS_DRAFT_KEY } from '../../features/addresses/stores/address-draft-store';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { GUADALAJARA } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { makeItem } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

// Leaflet needs a real layout engine: the screens get a stand-in that places pins like taps.
vi.mock(
  '../../features/addresses/components/address-map',
  () => import('../../testing/fake-address-map'),
);

type ShopApi = ReturnType<typeof mockShopApi>;

function signedIn(api: ShopApi) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const coverage = () => screen.getAllByRole('status').find((node) => node.getAttribute('aria-live'));

async function fillAddress(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Calle' }), 'Calle Medellín');
  await user.type(screen.getByRole('textbox', { name: 'Número exterior' }), '235');
  await user.type(screen.getByRole('textbox', { name: 'Colonia' }), 'Roma Sur');
  await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '06760');
  await user.type(screen.getByRole('textbox', { name: 'Alcaldía o municipio' }), 'Cuauhtémoc');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Ciudad de México');
}

it('opens at the default address without a pin, answers coverage for the pin chosen and carries it to the details', async () => {
  const api = mockShopApi();
  api.addresses.seed(LUCIA.id, { lat: 19.43, lng: -99.17 });
  signedIn(api);
  const { user, router } = renderApp('/tienda/interna/set_adress');

  expect(await heading('¿Dónde entregamos?')).toBeTruthy();
  expect(screen.getByText('centro 19.43,-99.17')).toBeTruthy();
  // A point the shopper never chose is no answer: nothing to confirm until a pin is placed.
  expect(screen.getByText('sin pin')).toBeTruthy();
  expect(coverage()?.textContent).toBe('Pon el pin en tu domicilio para saber si llegamos.');
  expect(
    screen.getByText('Usa tu ubicación o toca el mapa donde está tu domicilio para poner el pin.'),
  ).toBeTruthy();
  // Without a geocoder there is no address search, and nothing asks for one.
  expect(screen.queryByRole('combobox', { name: 'Busca tu dirección' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Primero marca tu domicilio: usa tu ubicación o toca el mapa.',
  );
  expect(router.state.location.pathname).toBe('/tienda/interna/set_adress');

  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Guadalajara' }));
  expect(coverage()?.textContent).toBe('Comprobando si llegamos…');
  await waitFor(() => {
    expect(coverage()?.textContent).toMatch(/^Aún no llegamos aquí/);
  });

  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(await heading('Datos de tu dirección')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/set_address_detail');
  // Without a geocoder the pin is told in words, and the state it is in is chosen already.
  expect(screen.getByText('Ubicación marcada en el mapa')).toBeTruthy();
  await waitFor(() => {
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado' }).value).toBe(
      'Jalisco',
    );
  });
  expect(
    await screen.findByText(
      'La tienda no entrega en esta ubicación. Puedes guardar la dirección de todos modos.',
    ),
  ).toBeTruthy();
  // A reload or "back" finds the pin again.
  expect(JSON.parse(sessionStorage.getItem(ADDRESS_DRAFT_KEY) ?? '{}')).toMatchObject({
    state: { draft: { target: 'new', pin: GUADALAJARA } },
  });

  await user.click(screen.getByRole('link', { name: 'Cambiar ubicación' }));
  expect(await heading('¿Dónde entregamos?')).toBeTruthy();
  expect(screen.getByText('pin 20.6736,-103.344')).toBeTruthy();
});

it('shows the keyboard help for the map only once the keyboard is used there', async () => {
  const api = mockShopApi();
  signedIn(api);
  const { user } = renderApp('/tienda/interna/set_adress');
  expect(await heading('¿Dónde entregamos?')).toBeTruthy();

  expect(
    screen.getByText('Arrastra el pin o toca el mapa donde está tu domicilio.', { exact: false }),
  ).toBeTruthy();
  const keyboardHelp = screen.getByText(
    'Con el teclado: enfoca el mapa, muévelo con las flechas y elige «Poner el pin en el centro del mapa».',
  );
  // Read to screen readers with the map's description, but not shown to a finger.
  expect(keyboardHelp.className).toBe('sr-only');
  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  expect(keyboardHelp.className).toBe('sr-only');

  await user.tab();
  expect(document.activeElement).toBe(
    screen.getByRole('button', { name: 'Tocar el mapa en Guadalajara' }),
  );
  expect(keyboardHelp.className).not.toContain('sr-only');
});

it('without a pin, the details send the shopper to the map first', async () => {
  const api = mockShopApi();
  signedIn(api);
  const { router } = renderApp('/tienda/interna/set_address_detail?checkout=1');
  expect(await heading('¿Dónde entregamos?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/set_adress');
  expect(router.state.location.search).toBe('?checkout=1');
  // No default address: the map opens at the store, with no pin on it.
  expect(screen.getByText('centro 19.4194,-99.1617')).toBeTruthy();
  expect(screen.getByText('sin pin')).toBeTruthy();
});

it('asks a visitor to sign in first, and comes back to the map', async () => {
  mockShopApi();
  const { router } = renderApp('/tienda/interna/set_adress?checkout=1');
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/auth/login');
  });
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
    '/tienda/interna/set_adress?checkout=1',
  );
});

it('from the cart: saves a covered address, chooses it for the cart and returns with its fee', async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[makeItem(100, { name: 'Artículo 1' }), 2]], 1, LUCIA.id);
  // Delivery and its slot chosen already: the address is the step before the summary.
  Object.assign(cart.carts.get(cartId)!, {
    delivery_type: 'delivery',
    delivery_date: '2026-11-24',
    delivery_slot_id: 1,
  });
  useCartStore.getState().saveCart(1, cart.response(cartId));
  const api = mockShopApi({}, { cart });
  signedIn(api);
  const { user, router } = renderApp('/tienda/interna/cartlist');

  expect(await screen.findByText('Se calcula al elegir tu dirección')).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Elegir dirección de entrega' }));
  expect(await heading('¿Dónde entregamos?')).toBeTruthy();
  expect(router.state.location.search).toBe('?checkout=1');
  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  await waitFor(() => {
    expect(coverage()?.textContent).toMatch(/^Sí llegamos · envío \$35\.00/);
  });
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));

  expect(await heading('Datos de tu dirección')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Nombre de quien recibe' })).toHaveProperty(
    'value',
    'Lucía Hernández',
  );
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  // The checkout's next step: the summary.
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cart-preview');
  });
  expect(await screen.findByText('Guardamos tu dirección.')).toBeTruthy();
  expect(api.requests.filter((request) => request.includes('/geocode'))).toEqual([]);
  const [saved] = [...api.addresses.addresses.values()];
  expect(saved).toMatchObject({ street: 'Calle Medellín', is_default: true, user_id: LUCIA.id });
  expect(cart.carts.get(cartId)?.address_id).toBe(saved?.id);
  const summary = screen.getByRole('region', { name: 'Resumen' });
  await waitFor(() => {
    expect(within(summary).getByText('Envío').nextElementSibling?.textContent).toBe('$35.00');
  });
  expect(screen.getByText('Entregamos en')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Cambiar: Entregamos en' })).toBeTruthy();
  // The draft is done with; the session knows the new default.
  expect(sessionStorage.getItem(ADDRESS_DRAFT_KEY)).toMatch(/"draft":null/);
  await waitFor(() => {
    expect(useSessionStore.getState().defaultAddress?.id).toBe(saved?.id);
  });
});

it("from the cart: an address the store doesn't reach is saved, but not chosen", async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[makeItem(100, { name: 'Artículo 1' }), 2]], 1, LUCIA.id);
  useCartStore.getState().saveCart(1, cart.response(cartId));
  const api = mockShopApi({}, { cart });
  signedIn(api);
  const { user, router } = renderApp('/tienda/interna/set_adress?checkout=1');

  await user.click(await screen.findByRole('button', { name: 'Tocar el mapa en Guadalajara' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(
    await screen.findByText(
      'La tienda no entrega en esta ubicación. Puedes guardar la dirección en tu cuenta, pero no la usaremos para este pedido.',
    ),
  ).toBeTruthy();
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cartlist');
  });
  expect(
    await screen.findByText(
      'Guardamos tu dirección, pero la tienda no entrega ahí. Elige otra para tu pedido.',
    ),
  ).toBeTruthy();
  expect(api.addresses.addresses.size).toBe(1);
  expect(cart.carts.get(cartId)?.address_id).toBeNull();
  expect(api.requests.some((request) => request.startsWith('PUT /checkout/'))).toBe(false);
});

it("shows the server's refusals on the form and keeps what was typed", async () => {
  const api = mockShopApi({
    'POST /addresses': () => ({
      status: 422,
      body: {
        message: 'Algunos datos no son válidos. Revisa los campos marcados.',
        code: 'validation_failed',
        errors: { receiver_phone: ['Escribe un celular válido de 10 dígitos para quien recibe.'] },
      },
    }),
  });
  signedIn(api);
  const { user } = renderApp('/tienda/interna/set_adress');
  await user.click(await screen.findByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  await heading('Datos de tu dirección');
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  expect(
    await screen.findByText('Escribe un celular válido de 10 dígitos para quien recibe.'),
  ).toBeTruthy();
  expect(
    screen.getByRole('textbox', { name: 'Celular de quien recibe' }).getAttribute('aria-invalid'),
  ).toBe('true');
  expect(screen.getByRole('textbox', { name: 'Calle' })).toHaveProperty('value', 'Calle Medellín');
});

it('edits an address from the profile: the map starts at it, the form is filled, and it returns', async () => {
  const api = mockShopApi();
  api.addresses.seed(LUCIA.id, { label: 'Casa' });
  const office = api.addresses.seed(LUCIA.id, {
    label: 'Oficina',
    street: 'Avenida Insurgentes Sur',
    exterior_number: '1000',
    lat: 19.41,
    lng: -99.17,
  });
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Profile');

  await user.click(await screen.findByRole('link', { name: 'Editar Oficina' }));
  expect(await heading('Ubicación de tu dirección')).toBeTruthy();
  expect(screen.getByText('pin 19.41,-99.17')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));

  expect(await heading('Editar dirección')).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveProperty(
    'value',
    'Ciudad de México',
  );
  const street = screen.getByRole('textbox', { name: 'Calle' });
  expect(street).toHaveProperty('value', 'Avenida Insurgentes Sur');
  await user.clear(street);
  await user.type(street, 'Avenida Insurgentes Sur Poniente');
  await user.click(
    screen.getByRole('checkbox', { name: 'Usarla como mi dirección predeterminada' }),
  );
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/Profile');
  });
  expect(api.addresses.addresses.get(office.id)).toMatchObject({
    street: 'Avenida Insurgentes Sur Poniente',
    is_default: true,
  });
  expect(api.requests).toContain(`PUT /addresses/${office.id}`);
  expect(await screen.findByText('Avenida Insurgentes Sur Poniente 1000, Roma Sur')).toBeTruthy();
});

it("an address that isn't the shopper's can't be edited", async () => {
  const api = mockShopApi();
  const theirs = api.addresses.seed(99, { label: 'Ajena' });
  signedIn(api);
  renderApp(`/tienda/interna/set_adress?edit=${theirs.id}`);
  expect(await heading('No encontramos esta dirección')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toBeTruthy();
});
