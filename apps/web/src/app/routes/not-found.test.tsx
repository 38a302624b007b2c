import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

/**
 * In-app navigation does what the server answers (decision 045): `/` and `/{slug}` lead to a
 * store, any other address is "not found" (inside a store, that store's page).
 */

it('leads `/` to the main store and `/{slug}` to that store, keeping the query', async () => {
  mockShopApi();
  const home = renderApp('/?utm_source=volante');
  await waitFor(() => {
    expect(home.router.state.location.pathname).toBe('/tienda/interna');
  });
  expect(home.router.state.location.search).toBe('?utm_source=volante');
  home.unmount();

  const store = renderApp('/polanco');
  await waitFor(() => {
    expect(store.router.state.location.pathname).toBe('/tienda/polanco');
  });
});

it('says an unknown address is not found, with the way to the main store, and stays on it', async () => {
  mockShopApi();
  const { router } = renderApp('/nope/x');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a la tienda principal' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
  expect(router.state.location.pathname).toBe('/nope/x');
});

it("shows a known store's unknown page inside that store, with the way back to its home", async () => {
  mockShopApi();
  const { router } = renderApp('/tienda/interna/ofertas-de-hoy');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
  // The store's own header, not a jump to its home.
  expect(await screen.findAllByRole('link', { name: /^Carrito/ })).not.toHaveLength(0);
  expect(router.state.location.pathname).toBe('/tienda/interna/ofertas-de-hoy');
});

it("an unknown store's page says the store is not found", async () => {
  mockShopApi();
  renderApp('/menu/no-existe/Ofertas');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esta tienda' }),
  ).toBeTruthy();
});
