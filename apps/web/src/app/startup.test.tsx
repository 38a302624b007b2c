import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { useSessionStore } from '../features/auth/stores/session-store';
import { LUCIA } from '../testing/auth-api';
import { expectConsoleError } from '../testing/console';
import { makeSettings } from '../testing/factories';
import { apiError, json } from '../testing/mock-api';
import { mockShopApi } from '../testing/shop-api';
import { startApp } from './startup';

it('shows a static message with "Reintentar" when settings fail, and mounts the app once they load', async () => {
  let settingsAvailable = false;
  mockShopApi({
    'GET /settings/': () =>
      settingsAvailable
        ? json({ data: makeSettings() })
        : apiError(503, 'service_unavailable', 'Servicio no disponible'),
  });
  const container = document.body.appendChild(document.createElement('div'));
  const user = userEvent.setup();

  const root = await act(() => startApp(container));

  expect(screen.getByRole('heading', { name: 'No pudimos abrir la tienda' })).toBeTruthy();
  expect(screen.queryByRole('main', { name: /Canasta/ })).toBeNull();
  expectConsoleError(/start-up failed: settings could not be loaded/);

  settingsAvailable = true;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
  expect(window.location.pathname).toBe('/tienda/interna');
  act(() => {
    root.unmount();
  });
  container.remove();
});

it('with a saved session, checks the user before mounting and shows their account entry', async () => {
  const api = mockShopApi({ 'GET /settings/': () => json({ data: makeSettings() }) });
  const token = api.auth.sessionFor(LUCIA.id);
  api.auth.users.set(LUCIA.id, { ...LUCIA, name: 'Lucía H.' });
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(LUCIA));
  await useSessionStore.persist.rehydrate();
  const container = document.body.appendChild(document.createElement('div'));

  const root = await act(() => startApp(container));

  expect(useSessionStore.getState().user?.name).toBe('Lucía H.');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Lucía H.' });
  expect(await screen.findByRole('link', { name: 'Mi cuenta' })).toBeTruthy();
  const check = api.fetch.mock.calls.find(([url]) => url === '/api/shop/auth/user');
  expect(new Headers(check?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  act(() => {
    root.unmount();
  });
  container.remove();
});

it('with a token the server refuses, removes it and starts signed out', async () => {
  mockShopApi({ 'GET /settings/': () => json({ data: makeSettings() }) });
  localStorage.setItem('token', 'expired-token-0123456789');
  localStorage.setItem('user', JSON.stringify(LUCIA));
  await useSessionStore.persist.rehydrate();
  const container = document.body.appendChild(document.createElement('div'));

  const root = await act(() => startApp(container));

  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(await screen.findByRole('link', { name: 'Entrar' })).toBeTruthy();
  act(() => {
    root.unmount();
  });
  container.remove();
});
