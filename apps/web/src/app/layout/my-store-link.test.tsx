import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { fakeAuthApi, LUCIA, makeUser } from '../../testing/auth-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

const ROSA = makeUser(4, {
  name: 'Rosa Aguilar',
  phone: '+525510000004',
  operator_stores: [{ id: 1, slug: 'interna', name: 'Canasta Roma Sur', role: 'owner' }],
});
const TWO_STORES = makeUser(5, {
  name: 'Jorge Medina',
  phone: '+525510000005',
  operator_stores: [
    { id: 1, slug: 'interna', name: 'Canasta Roma Sur', role: 'staff' },
    { id: 2, slug: 'norte', name: 'Canasta Norte', role: 'owner' },
  ],
});

function signedInAs(user: ReturnType<typeof makeUser>) {
  const api = mockShopApi({}, { auth: fakeAuthApi([LUCIA, ROSA, TWO_STORES]) });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(user.id), user });
  return api;
}

const myStore = () => screen.queryByRole('link', { name: 'Mi tienda' });

it('leads an operator from the header to the console of the store they run', async () => {
  signedInAs(ROSA);
  renderApp('/tienda/interna');

  await waitFor(() => {
    expect(myStore()?.getAttribute('href')).toBe('/admin/interna');
  });
});

it('leads someone who runs several stores to the list of their stores', async () => {
  signedInAs(TWO_STORES);
  renderApp('/tienda/interna');

  await waitFor(() => {
    expect(myStore()?.getAttribute('href')).toBe('/admin');
  });
});

it('shows no "Mi tienda" to shoppers, nor to visitors', async () => {
  signedInAs(LUCIA);
  const { unmount } = renderApp('/tienda/interna');
  expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
  expect(myStore()).toBeNull();
  unmount();

  useSessionStore.getState().clearSession('logout');
  renderApp('/tienda/interna');
  expect(await screen.findByRole('link', { name: 'Entrar' })).toBeTruthy();
  expect(myStore()).toBeNull();
});
