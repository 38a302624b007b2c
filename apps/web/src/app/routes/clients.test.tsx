import type { User } from '@canasta/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { CARLOS, LUCIA, MARIANA } from '../../testing/auth-api';
import { makeItem } from '../../testing/factories';
import { apiError, json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';
import { cartSnapshotFor, useCartStore } from '../../features/cart/stores/cart-store';

type ShopApi = ReturnType<typeof mockShopApi>;

function signedIn(api: ShopApi, user: User = CARLOS) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(user.id), user });
}

/** Carlos's clients: Lupita with her fonda's address, Pedro without one. */
function seedClients(api: ShopApi) {
  const lupita = api.clients.seed(CARLOS.id, {
    name: 'Guadalupe Martínez Soto',
    phone: '+525521340001',
  });
  const fonda = api.clients.seedAddress(lupita.id, {
    label: 'Fonda',
    street: 'Calle Córdoba',
    exterior_number: '112',
    neighborhood: 'Roma Norte',
  });
  const pedro = api.clients.seed(CARLOS.id, { name: 'Pedro Gómez', phone: '+525521340002' });
  return { lupita, fonda, pedro };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const row = (name: string) => screen.findByRole('article', { name });

it("lists the seller's clients, newest first, each with their default address and actions", async () => {
  const api = mockShopApi();
  const { lupita, pedro } = seedClients(api);
  // Another seller's client never shows.
  api.clients.seed(MARIANA.id, { name: 'Cliente de Mariana' });
  signedIn(api);
  renderApp('/menu/interna/Clients');

  expect(await heading('Mis clientes')).toBeTruthy();
  const rows = await screen.findAllByRole('article');
  expect(rows.map((article) => article.getAttribute('aria-label'))).toEqual([
    'Pedro Gómez',
    'Guadalupe Martínez Soto',
  ]);
  const fonda = within(await row('Guadalupe Martínez Soto'));
  expect(fonda.getByText('+52 55 2134 0001')).toBeTruthy();
  expect(fonda.getByText('Fonda · Calle Córdoba 112, Roma Norte')).toBeTruthy();
  expect(
    fonda.getByRole('link', { name: 'Editar a Guadalupe Martínez Soto' }).getAttribute('href'),
  ).toBe(`/menu/interna/Clients/register?client=${lupita.id}`);
  expect(
    fonda
      .getByRole('link', { name: 'Agregar dirección de Guadalupe Martínez Soto' })
      .getAttribute('href'),
  ).toBe(`/menu/interna/Clients/setaddress?client=${lupita.id}`);
  expect(
    fonda
      .getByRole('link', { name: 'Editar dirección Fonda de Guadalupe Martínez Soto' })
      .getAttribute('href'),
  ).toBe(`/menu/interna/Clients/setaddress?client=${lupita.id}&edit=1`);
  expect(within(await row('Pedro Gómez')).getByText('Sin dirección guardada')).toBeTruthy();
  expect(screen.getByRole('status', { name: '' }).textContent).toBe('2 clientes');
  expect(api.requests).toContain('GET /store/clients?page=1&per_page=20');
  expect(pedro.id).toBeGreaterThan(lupita.id);
});

it('searches on the server once typing pauses, and says when nobody matches', async () => {
  const api = mockShopApi();
  seedClients(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients');
  await row('Pedro Gómez');

  await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'lupe');
  await waitFor(() => {
    expect(screen.queryByRole('article', { name: 'Pedro Gómez' })).toBeNull();
  });
  expect(screen.getByRole('article', { name: 'Guadalupe Martínez Soto' })).toBeTruthy();
  // One request for the settled query, none for each letter typed.
  const searches = api.requests.filter((path) => path.startsWith('GET /store/clients?'));
  expect(searches).toEqual([
    'GET /store/clients?page=1&per_page=20',
    'GET /store/clients?q=lupe&page=1&per_page=20',
  ]);

  const search = screen.getByRole('searchbox', { name: 'Buscar clientes' });
  await user.clear(search);
  await user.type(search, '5521340002');
  expect(await row('Pedro Gómez')).toBeTruthy();

  await user.clear(search);
  await user.type(search, 'Zacarías');
  expect(
    await screen.findByRole('heading', { name: 'No encontramos clientes con «Zacarías».' }),
  ).toBeTruthy();
  expect(screen.queryAllByRole('article')).toEqual([]);
});

it('invites a seller without clients to register the first one', async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Clients');

  expect(await screen.findByRole('heading', { name: 'Aún no tienes clientes' })).toBeTruthy();
  expect(
    screen.getByRole('link', { name: 'Registrar a mi primer cliente' }).getAttribute('href'),
  ).toBe('/menu/interna/Clients/register');
  // Nothing to search among yet.
  expect(screen.queryByRole('searchbox')).toBeNull();
});

it('offers a retry when the list fails to load', async () => {
  let fail = true;
  const api = mockShopApi({
    'GET /store/clients': () => (fail ? 'network-error' : json({ data: [], meta: meta(0) })),
  });
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients');

  expect(
    await screen.findByRole('heading', { name: 'No pudimos cargar tus clientes.' }),
  ).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { name: 'Aún no tienes clientes' })).toBeTruthy();
});

const meta = (total: number) => ({ current_page: 1, per_page: 20, total, last_page: 1 });

it('loads the next page with "Cargar más clientes"', async () => {
  const api = mockShopApi();
  for (let index = 1; index <= 25; index++) {
    api.clients.seed(CARLOS.id, {
      name: `Cliente número ${index}`,
      phone: `+5255300000${String(index).padStart(2, '0')}`,
    });
  }
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients');

  await row('Cliente número 25');
  expect(screen.getAllByRole('article')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Cargar más clientes' }));
  expect(await row('Cliente número 1')).toBeTruthy();
  expect(screen.getAllByRole('article')).toHaveLength(25);
  expect(screen.getByText('Ya viste a todos tus clientes.')).toBeTruthy();
});

it('deletes a client only after confirming', async () => {
  const api = mockShopApi();
  const { pedro } = seedClients(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients');
  const remove = within(await row('Pedro Gómez')).getByRole('button', {
    name: 'Eliminar a Pedro Gómez',
  });

  await user.click(remove);
  const dialog = screen.getByRole('dialog', { name: '¿Eliminar a Pedro Gómez?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(api.clients.clients.has(pedro.id)).toBe(true);
  expect(document.activeElement).toBe(remove);

  await user.click(remove);
  await user.click(
    within(screen.getByRole('dialog', { name: '¿Eliminar a Pedro Gómez?' })).getByRole('button', {
      name: 'Sí, eliminar',
    }),
  );
  expect(await screen.findByText('Eliminamos a Pedro Gómez de tus clientes.')).toBeTruthy();
  expect(api.clients.clients.has(pedro.id)).toBe(false);
  await waitFor(() => {
    expect(screen.queryByRole('article', { name: 'Pedro Gómez' })).toBeNull();
  });
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { level: 1, name: 'Mis clientes' }),
  );
});

it('"Hacer pedido" puts the client, with her default address, on a new cart and goes to the store', async () => {
  const api = mockShopApi();
  const { lupita, fonda } = seedClients(api);
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Clients');

  await user.click(
    within(await row('Guadalupe Martínez Soto')).getByRole('button', {
      name: 'Hacer pedido para Guadalupe Martínez Soto',
    }),
  );

  expect(
    await screen.findByText('Estás haciendo un pedido para Guadalupe Martínez Soto.'),
  ).toBeTruthy();
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
  const [cart] = [...api.cart.carts.values()];
  expect(cart).toMatchObject({
    user_id: CARLOS.id,
    client_id: lupita.id,
    client_address_id: fonda.id,
  });
  expect(cartSnapshotFor(1)?.cart.client?.name).toBe('Guadalupe Martínez Soto');
});

it('"Hacer pedido" with products in the cart goes to the cart', async () => {
  const cart = shopCartApi();
  const cartId = cart.seed([[makeItem(100, { name: 'Artículo 1' }), 2]], 1, CARLOS.id);
  useCartStore.getState().saveCart(1, cart.response(cartId));
  const api = mockShopApi({}, { cart });
  const { pedro } = seedClients(api);
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Clients');

  await user.click(
    within(await row('Pedro Gómez')).getByRole('button', { name: 'Hacer pedido para Pedro Gómez' }),
  );

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cartlist');
  });
  expect(cart.carts.get(cartId)?.client_id).toBe(pedro.id);
});

it("says why when the cart can't be for the client", async () => {
  const api = mockShopApi({
    'PUT /checkout/:cartId': () => apiError(404, 'client_not_found', 'No encontramos ese cliente.'),
  });
  seedClients(api);
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Clients');

  await user.click(
    within(await row('Pedro Gómez')).getByRole('button', { name: 'Hacer pedido para Pedro Gómez' }),
  );
  expect(await screen.findByText('No encontramos ese cliente.')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/Clients');
});

it('sends a visitor to sign in first, and back to the clients afterwards', async () => {
  mockShopApi();
  const { router } = renderApp('/menu/interna/Clients');
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/auth/login');
  });
  expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
    '/menu/interna/Clients',
  );
});

it('sends a shopper back to the store, saying who the screen is for', async () => {
  const api = mockShopApi();
  signedIn(api, LUCIA);
  const { router } = renderApp('/menu/interna/Clients/register');
  expect(
    await screen.findByText('Solo los vendedores y mentores pueden tener clientes.'),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna');
  expect(api.requests.some((path) => path.includes('/store/clients'))).toBe(false);
});

it('opens for a mentor too, and the profile links to it for sellers and mentors only', async () => {
  const api = mockShopApi();
  api.clients.seed(MARIANA.id, { name: 'Rosa Delgado' });
  signedIn(api, MARIANA);
  const { user, router } = renderApp('/menu/interna/Profile');

  await user.click(await screen.findByRole('link', { name: 'Mis clientes' }));
  expect(router.state.location.pathname).toBe('/menu/interna/Clients');
  expect(await row('Rosa Delgado')).toBeTruthy();
});

it("doesn't offer clients on a shopper's profile", async () => {
  const api = mockShopApi();
  signedIn(api, LUCIA);
  renderApp('/menu/interna/Profile');
  expect(await heading('Mi cuenta')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Mis clientes' })).toBeNull();
});

it('cancels the request of a search typed past', async () => {
  const api = mockShopApi();
  seedClients(api);
  const list = api.clients.routes['GET /store/clients']!;
  const held = mockShopApi(
    {
      // "lu" never answers on its own: only its cancellation ends it.
      'GET /store/clients': (request) =>
        request.query.get('q') === 'lu' ? new Promise(() => undefined) : list(request),
    },
    { clients: api.clients, auth: api.auth },
  );
  signedIn(held);
  const { user } = renderApp('/menu/interna/Clients');
  await row('Pedro Gómez');
  const search = screen.getByRole('searchbox', { name: 'Buscar clientes' });

  await user.type(search, 'lu');
  await waitFor(() => {
    expect(held.requests).toContain('GET /store/clients?q=lu&page=1&per_page=20');
  });
  // The previous results stay while the search is out.
  expect(screen.getByRole('status', { name: '' }).textContent).toBe('Buscando…');
  await user.type(search, 'pe');

  expect(await row('Guadalupe Martínez Soto')).toBeTruthy();
  await waitFor(() => {
    expect(screen.queryByRole('article', { name: 'Pedro Gómez' })).toBeNull();
  });
  const abandoned = held.fetch.mock.calls.find(
    ([input]) => typeof input === 'string' && input.includes('q=lu&'),
  );
  expect(abandoned?.[1]?.signal?.aborted).toBe(true);
});
