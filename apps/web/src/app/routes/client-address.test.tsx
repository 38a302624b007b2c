import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ADDRESS_DRAFT_KEY } from '../../features/addresses/stores/address-draft-store';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { CARLOS, MARIANA } from '../../testing/auth-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

// Leaflet needs a real layout engine: the screens get a stand-in that places pins like taps.
vi.mock(
  '../../features/addresses/components/address-map',
  () => import('../../testing/fake-address-map'),
);

type ShopApi = ReturnType<typeof mockShopApi>;

function signedIn(api: ShopApi) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(CARLOS.id), user: CARLOS });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const coverage = () => screen.getAllByRole('status').find((node) => node.getAttribute('aria-live'));

async function fillAddress(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Calle' }), 'Calle Córdoba');
  await user.type(screen.getByRole('textbox', { name: 'Número exterior' }), '112');
  await user.type(screen.getByRole('textbox', { name: 'Colonia' }), 'Roma Norte');
  await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '06700');
  await user.type(screen.getByRole('textbox', { name: 'Alcaldía o municipio' }), 'Cuauhtémoc');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Ciudad de México');
}

it("gives a client an address: pin with the store's coverage, then the details, saved on the client", async () => {
  const api = mockShopApi();
  const pedro = api.clients.seed(CARLOS.id, { name: 'Pedro Gómez', phone: '+525521340002' });
  signedIn(api);
  const { user, router } = renderApp(`/menu/interna/Clients/setaddress?client=${pedro.id}`);

  expect(await heading('¿Dónde entregamos a Pedro Gómez?')).toBeTruthy();
  // No address yet: the map opens at the store, with no pin on it.
  expect(screen.getByText('centro 19.4194,-99.1617')).toBeTruthy();
  expect(screen.getByText('sin pin')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  await waitFor(() => {
    expect(coverage()?.textContent).toMatch(/^Sí llegamos · envío \$35\.00/);
  });
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));

  expect(await heading('Dirección de Pedro Gómez')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/Clients/setaddressdetail');
  expect(JSON.parse(sessionStorage.getItem(ADDRESS_DRAFT_KEY) ?? '{}')).toMatchObject({
    state: { draft: { target: `client:${pedro.id}:new` } },
  });
  // The client receives their own orders unless the seller writes someone else.
  expect(
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre de quien recibe' }).value,
  ).toBe('Pedro Gómez');
  expect(
    screen.getByRole<HTMLInputElement>('textbox', { name: /^Celular de quien recibe/ }).value,
  ).toBe('55 2134 0002');
  // Their first address is their default: nothing to offer.
  expect(screen.queryByRole('checkbox')).toBeNull();
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  expect(await screen.findByText('Guardamos la dirección de Pedro Gómez.')).toBeTruthy();
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/Clients');
  });
  expect(api.requests).toContain(`POST /store/clients/${pedro.id}/addresses`);
  expect(api.clients.clients.get(pedro.id)?.addresses).toMatchObject([
    {
      street: 'Calle Córdoba',
      exterior_number: '112',
      lat: 19.4194,
      lng: -99.1617,
      receiver_name: 'Pedro Gómez',
      receiver_phone: '+525521340002',
      is_default: true,
    },
  ]);
  expect(await screen.findByText('Calle Córdoba 112, Roma Norte', { exact: false })).toBeTruthy();
  await waitFor(() => {
    expect(sessionStorage.getItem(ADDRESS_DRAFT_KEY)).toContain('"draft":null');
  });
});

it("edits a client's address from its pin, and can make another one the default", async () => {
  const api = mockShopApi();
  const lupita = api.clients.seed(CARLOS.id, { name: 'Lupita' });
  api.clients.seedAddress(lupita.id, { label: 'Fonda' });
  const home = api.clients.seedAddress(lupita.id, { label: 'Casa', lat: 19.41, lng: -99.17 });
  signedIn(api);
  const { user, router } = renderApp(
    `/menu/interna/Clients/setaddress?client=${lupita.id}&edit=${home.id}`,
  );

  expect(await heading('Ubicación de la dirección de Lupita')).toBeTruthy();
  expect(screen.getByText('pin 19.41,-99.17')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(await heading('Editar dirección de Lupita')).toBeTruthy();
  expect(
    screen.getByRole<HTMLInputElement>('textbox', { name: /^Nombre de la dirección/ }).value,
  ).toBe('Casa');
  await user.click(
    screen.getByRole('checkbox', { name: 'Usarla como su dirección predeterminada' }),
  );
  await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/Clients');
  });
  expect(api.requests).toContain(`PUT /store/clients/${lupita.id}/addresses/${home.id}`);
  expect(
    api.clients.clients.get(lupita.id)?.addresses.find((address) => address.id === home.id)
      ?.is_default,
  ).toBe(true);
});

it('warns before saving an address the store does not reach', async () => {
  const api = mockShopApi();
  const pedro = api.clients.seed(CARLOS.id, { name: 'Pedro Gómez' });
  signedIn(api);
  const { user } = renderApp(`/menu/interna/Clients/setaddress?client=${pedro.id}`);
  await heading('¿Dónde entregamos a Pedro Gómez?');
  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Guadalajara' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(
    await screen.findByText(
      'La tienda no entrega en esta ubicación. Puedes guardar la dirección de todos modos.',
    ),
  ).toBeTruthy();
});

it('without a pin, the details send the seller to the map first', async () => {
  const api = mockShopApi();
  const pedro = api.clients.seed(CARLOS.id, { name: 'Pedro Gómez' });
  signedIn(api);
  const { router } = renderApp(`/menu/interna/Clients/setaddressdetail?client=${pedro.id}`);
  expect(await heading('¿Dónde entregamos a Pedro Gómez?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/Clients/setaddress');
  expect(router.state.location.search).toBe(`?client=${pedro.id}`);
});

it("says so for another seller's client, or an address that isn't theirs", async () => {
  const api = mockShopApi();
  const hers = api.clients.seed(MARIANA.id, { name: 'Cliente de Mariana' });
  const pedro = api.clients.seed(CARLOS.id, { name: 'Pedro Gómez' });
  signedIn(api);
  const first = renderApp(`/menu/interna/Clients/setaddress?client=${hers.id}`);
  expect(await heading('No encontramos a este cliente')).toBeTruthy();
  first.unmount();

  renderApp(`/menu/interna/Clients/setaddress?client=${pedro.id}&edit=999`);
  expect(await heading('No encontramos esta dirección')).toBeTruthy();
});
