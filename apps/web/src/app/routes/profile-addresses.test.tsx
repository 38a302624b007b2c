import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

type ShopApi = ReturnType<typeof mockShopApi>;

function signedIn(api: ShopApi) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

function seedTwo(api: ShopApi) {
  const home = api.addresses.seed(LUCIA.id, { label: 'Casa', internal_number: '4' });
  const office = api.addresses.seed(LUCIA.id, {
    label: 'Oficina',
    street: 'Avenida Insurgentes Sur',
    exterior_number: '1000',
    neighborhood: 'Del Valle',
    postal_code: '03100',
    municipality: 'Benito Juárez',
  });
  return { home, office };
}

const book = () => screen.findByRole('region', { name: 'Tus direcciones' });

it('lists the addresses, the default first with its badge', async () => {
  const api = mockShopApi();
  seedTwo(api);
  signedIn(api);
  renderApp('/menu/interna/Profile');

  const items = await within(await book()).findAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'CasaPredeterminada',
    'Oficina',
  ]);
  expect(within(items[0]!).getByText('Calle Medellín 235 int. 4, Roma Sur')).toBeTruthy();
  expect(within(items[0]!).getByText('06760 Cuauhtémoc, Ciudad de México')).toBeTruthy();
  expect(within(items[0]!).queryByRole('button', { name: /Hacer predeterminada/ })).toBeNull();
  expect(within(items[1]!).getByRole('link', { name: 'Editar Oficina' }).getAttribute('href')).toBe(
    '/tienda/interna/set_adress?edit=2&next=%2Fmenu%2Finterna%2FProfile',
  );
  expect(screen.getByRole('link', { name: 'Agregar dirección' }).getAttribute('href')).toBe(
    '/tienda/interna/set_adress?next=%2Fmenu%2Finterna%2FProfile',
  );
  // Reading the book fills the session's copy.
  await waitFor(() => {
    expect(useSessionStore.getState().addresses?.map((address) => address.label)).toEqual([
      'Casa',
      'Oficina',
    ]);
  });
});

it('"Hacer predeterminada" moves the default, in the list and in the session', async () => {
  const api = mockShopApi();
  const { office } = seedTwo(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');

  await user.click(
    await within(await book()).findByRole('button', { name: 'Hacer predeterminada: Oficina' }),
  );

  expect(await screen.findByText('Oficina es ahora tu dirección predeterminada.')).toBeTruthy();
  await waitFor(() => {
    const first = within(screen.getByRole('region', { name: 'Tus direcciones' })).getAllByRole(
      'listitem',
    )[0];
    expect(first?.querySelector('p')?.textContent).toBe('OficinaPredeterminada');
  });
  expect(api.requests).toContain(`PUT /addresses/${office.id}`);
  await waitFor(() => {
    expect(useSessionStore.getState().defaultAddress?.id).toBe(office.id);
  });
});

it('deletes only after confirming, with focus kept where the shopper is', async () => {
  const api = mockShopApi();
  const { home } = seedTwo(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  const remove = await within(await book()).findByRole('button', { name: 'Eliminar Casa' });

  await user.click(remove);
  const dialog = screen.getByRole('dialog', { name: '¿Eliminar Casa?' });
  expect(
    within(dialog).getByText('Calle Medellín 235 int. 4, Roma Sur. No podrás deshacerlo.'),
  ).toBeTruthy();
  // The safe answer has the focus; cancelling deletes nothing and returns to the button.
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(remove);
  expect(api.addresses.addresses.has(home.id)).toBe(true);

  await user.click(remove);
  await user.click(
    within(screen.getByRole('dialog', { name: '¿Eliminar Casa?' })).getByRole('button', {
      name: 'Sí, eliminar',
    }),
  );

  expect(await screen.findByText('Eliminamos la dirección.')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.addresses.addresses.has(home.id)).toBe(false);
  // The other address took the default; its button is gone, so focus lands on the list's title.
  const items = within(screen.getByRole('region', { name: 'Tus direcciones' })).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'OficinaPredeterminada',
  ]);
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { level: 2, name: 'Tus direcciones' }),
  );
});

it('a failed delete says why inside the dialog', async () => {
  const api = mockShopApi({
    'DELETE /addresses/:id': () => 'network-error',
  });
  seedTwo(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  await user.click(await within(await book()).findByRole('button', { name: 'Eliminar Casa' }));
  await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
  expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
    'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.',
  );
});

it('without addresses says so, and offers to add one', async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Profile');
  const section = await book();
  expect(
    await within(section).findByRole('heading', { name: 'Aún no tienes direcciones' }),
  ).toBeTruthy();
  expect(within(section).getByRole('link', { name: 'Agregar dirección' })).toBeTruthy();
});

it('a failed load offers to try again', async () => {
  let fail = true;
  const api = mockShopApi({
    'GET /addresses': (request) =>
      fail ? 'network-error' : api.addresses.routes['GET /addresses']!(request),
  });
  seedTwo(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  const section = await book();
  expect(
    await within(section).findByRole('heading', { name: 'No pudimos cargar tus direcciones.' }),
  ).toBeTruthy();
  fail = false;
  await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
  expect(await within(section).findByText('Calle Medellín 235 int. 4, Roma Sur')).toBeTruthy();
});

it('at the limit of 20 addresses, adding gives way to the reason', async () => {
  const api = mockShopApi({
    'GET /addresses': () =>
      json({
        data: Array.from({ length: 20 }, (_, index) => ({
          ...api.addresses.seed(LUCIA.id, { label: `Dirección ${index + 1}` }),
        })),
      }),
  });
  signedIn(api);
  renderApp('/menu/interna/Profile');
  expect(
    await screen.findByText('Llegaste al máximo de 20 direcciones. Elimina una para agregar otra.'),
  ).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Agregar dirección' })).toBeNull();
});
