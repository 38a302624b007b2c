import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { INTERNA, JORGE, LUCIA, mockConsoleApi, ROSA } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { SHELL_SCREENS } from '../testing/shell-screens';

it('lists the stores of someone who runs several, with their role in each', async () => {
  const api = mockConsoleApi();
  saveSession(api, JORGE);
  const { user, router } = renderConsole('/admin', { screens: SHELL_SCREENS });

  expect(await screen.findByRole('heading', { level: 1, name: 'Tus tiendas' })).toBeTruthy();
  const interna = screen.getByRole('link', { name: /Canasta Roma Sur/ });
  expect(interna.textContent).toContain('Tu papel: Personal');
  expect(screen.getByRole('link', { name: /Canasta Norte/ }).textContent).toContain(
    'Tu papel: Dueño',
  );
  await waitFor(() => {
    expect(document.title).toBe('Tus tiendas · Consola de Canasta');
  });

  await user.click(interna);
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna');
  });
});

it('takes someone who runs one store straight into it', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const { router } = renderConsole('/admin', { screens: SHELL_SCREENS });

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna');
  });
});

it('tells a shopper they have no access, with the way back to the shop', async () => {
  const api = mockConsoleApi();
  saveSession(api, LUCIA);
  const { user, router } = renderConsole('/admin/interna/pedidos', { screens: SHELL_SCREENS });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No tienes acceso a la consola' }),
  ).toBeTruthy();
  expect(screen.getByText(/Lucía Hernández, tu cuenta no atiende ninguna tienda/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );

  // Another phone: the session ends (the shop's too) and the sign-in opens.
  await user.click(screen.getByRole('button', { name: 'Entrar con otro celular' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/entrar');
  });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

it('reads the user again on arrival: a role taken away meanwhile closes the console', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  api.setUser({ ...ROSA, operator_stores: [] });
  renderConsole('/admin/interna', { screens: SHELL_SCREENS });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No tienes acceso a la consola' }),
  ).toBeTruthy();
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
    operator_stores: [],
  });
});

it('does not find a store the operator does not run', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  const { user, router } = renderConsole('/admin/norte', { screens: SHELL_SCREENS });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esta tienda' }),
  ).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Ver mis tiendas' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(`/admin/${INTERNA.slug}`);
  });
});

it('sends a visitor whose saved session the server refuses to sign in again', async () => {
  const api = mockConsoleApi();
  saveSession(api, ROSA);
  localStorage.setItem('token', 'token-revoked');
  const { router } = renderConsole('/admin/interna', { screens: SHELL_SCREENS });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Entra a la consola de tu tienda' }),
  ).toBeTruthy();
  expect(router.state.location.search).toBe('?volver=%2Fadmin%2Finterna');
  expect(localStorage.getItem('token')).toBeNull();
  expect(
    await screen.findByText('Tu sesión terminó. Vuelve a entrar con tu celular.'),
  ).toBeTruthy();
});
