import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { JORGE, mockConsoleApi, ROSA } from '../../testing/console-api';
import { renderConsole, saveSession } from '../../testing/render-console';
import { SHELL_SCREENS } from '../../testing/shell-screens';

const SCREENS = SHELL_SCREENS;

const bottomBar = () =>
  screen
    .getAllByRole('navigation', { name: 'Navegación de la consola' })
    .find((nav) => nav.closest('aside') === null)!;

it('puts the first screens in the bottom bar and the rest, with the account, under "Más"', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna', { screens: SCREENS });

  expect(await screen.findByRole('heading', { level: 1, name: 'Hoy' })).toBeTruthy();
  expect(screen.getByText('Hoy de Canasta Roma Sur (owner)')).toBeTruthy();
  await waitFor(() => {
    expect(document.title).toBe('Hoy · Canasta Roma Sur · Consola de Canasta');
  });

  const bar = bottomBar();
  expect(
    within(bar)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Hoy', 'Pedidos', 'Productos', 'Equipo']);
  expect(within(bar).getByRole('link', { name: 'Hoy' }).getAttribute('aria-current')).toBe('page');

  await user.click(within(bar).getByRole('button', { name: 'Más' }));
  const sheet = await screen.findByRole('dialog', { name: 'Más opciones' });
  expect(
    within(sheet)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Entrega', 'Ajustes', 'Ir a la tienda']);
  expect(within(sheet).getByText('Rosa Aguilar · Dueño')).toBeTruthy();
  expect(within(sheet).getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );

  // Following a link closes the sheet; focus goes to the new screen's heading.
  await user.click(within(sheet).getByRole('link', { name: 'Entrega' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Entrega' });
  await waitFor(() => {
    expect(document.activeElement).toBe(heading);
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => {
    expect(document.title).toBe('Entrega · Canasta Roma Sur · Consola de Canasta');
  });
});

it('lists every screen in the sidebar, with the store and the operator', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const { user, router } = renderConsole('/admin/interna/pedidos/1042', { screens: SCREENS });

  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 1042' })).toBeTruthy();
  const sidebar = screen.getByRole('complementary', { name: 'Tienda' });
  expect(within(sidebar).getByText('Canasta Roma Sur')).toBeTruthy();
  const nav = within(sidebar).getByRole('navigation', { name: 'Navegación de la consola' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Hoy', 'Pedidos', 'Productos', 'Equipo', 'Entrega', 'Ajustes']);
  // An order is under Pedidos.
  expect(within(nav).getByRole('link', { name: 'Pedidos' }).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Hoy' }).getAttribute('aria-current')).toBeNull();

  await user.click(within(sidebar).getByRole('button', { name: 'Cerrar sesión' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/entrar');
  });
  // On purpose: the sign-in doesn't offer to come back to the order.
  expect(router.state.location.search).toBe('');
  expect(localStorage.getItem('token')).toBeNull();
  expect(api.requests).toContain('POST /shop/auth/logout');
});

it("hides the owner's screens from staff, and says so if one is opened", async () => {
  const api = mockConsoleApi();
  saveSession(api, JORGE);
  renderConsole('/admin/interna/ajustes', { screens: SCREENS });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Solo para la persona dueña' }),
  ).toBeTruthy();
  const sidebar = screen.getByRole('complementary', { name: 'Tienda' });
  expect(within(sidebar).queryByRole('link', { name: 'Equipo' })).toBeNull();
  expect(within(sidebar).queryByRole('link', { name: 'Ajustes' })).toBeNull();
  expect(within(sidebar).getByText('Jorge Medina · Personal')).toBeTruthy();
  // Jorge runs two stores: he can switch.
  expect(within(sidebar).getByRole('link', { name: 'Cambiar de tienda' })).toBeTruthy();
});

it('works with whatever screens the table has, even none', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const withoutToday = SCREENS.filter((entry) => entry.path !== '');
  const first = renderConsole('/admin/interna', { screens: withoutToday });

  // No Hoy: the store opens on its first screen.
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
  expect(first.router.state.location.pathname).toBe('/admin/interna/pedidos');
  first.unmount();

  renderConsole('/admin/interna', { screens: [] });
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'La consola de esta tienda aún no tiene pantallas',
    }),
  ).toBeTruthy();
  expect(within(bottomBar()).getByRole('button', { name: 'Más' })).toBeTruthy();
});

it('answers an unknown screen of a store with a way back to its console', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const { user, router } = renderConsole('/admin/interna/nada', { screens: SCREENS });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' }),
  ).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Volver al inicio de la consola' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna');
  });
});

it('follows a logout in another tab (the shop, or another console)', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const { router } = renderConsole('/admin/interna/pedidos', { screens: SCREENS });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();

  localStorage.removeItem('token');
  localStorage.removeItem('user');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
  });

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/entrar');
  });
  expect(router.state.location.search).toBe('?volver=%2Fadmin%2Finterna%2Fpedidos');
});
