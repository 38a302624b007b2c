import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { getSettingsQueryOptions } from '../../features/settings/api/get-settings';
import { makeSettings } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

it('titles the page after the route and the store, with "Volver" where the route asks', async () => {
  mockShopApi();
  renderApp('/menu/interna/Categories');

  expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
  await waitFor(() => {
    expect(document.title).toBe('Categorías · Canasta Roma Sur');
  });
  expect(screen.getByRole('link', { name: 'Volver' })).toBeTruthy();
  const footer = screen.getByRole('navigation', { name: 'Navegación principal' });
  const links = within(footer).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Inicio', '/tienda/interna'],
    ['Categorías', '/menu/interna/Categories'],
    ['Pedidos', '/menu/interna/Orders'],
    ['Carrito', '/tienda/interna/cartlist'],
  ]);
  expect(within(footer).getByRole('link', { name: 'Carrito, vacío' })).toBeTruthy();
  expect(
    within(footer).getByRole('link', { name: 'Categorías' }).getAttribute('aria-current'),
  ).toBe('page');
});

it('has no back button on the store home', async () => {
  mockShopApi();
  renderApp('/tienda/interna');

  expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Volver' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Inicio de Canasta Roma Sur' })).toBeTruthy();
});

it('uses what the screen shows as its title, and "Volver" returns to the previous screen', async () => {
  mockShopApi();
  const { user, router } = renderApp('/tienda/interna');

  await user.click(await screen.findByRole('link', { name: 'Manzana Gala' }));

  const heading = await screen.findByRole('heading', { level: 1, name: 'Manzana Gala' });
  await waitFor(() => {
    expect(document.title).toBe('Manzana Gala · Canasta Roma Sur');
  });
  // Focus moves to the new screen's heading.
  await waitFor(() => {
    expect(document.activeElement).toBe(heading);
  });

  await user.click(screen.getByRole('link', { name: 'Volver' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
  expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
});

it('keeps the screen when the connection drops, saying "Sin conexión" until it returns', async () => {
  mockShopApi();
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  const { router } = renderApp('/menu/interna/Categories');
  expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
  expect(screen.queryByText(/Sin conexión/)).toBeNull();

  online.mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });

  // Decision 039: the page the shopper is on stays (the service worker keeps what they saw).
  // The header's search keeps its own (empty) status region for its suggestions.
  const banner = await screen.findByText('Sin conexión: ves lo último que cargaste.');
  expect(banner.getAttribute('role')).toBe('status');
  expect(router.state.location.pathname).toBe('/menu/interna/Categories');
  expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();

  online.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });

  await waitFor(() => {
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
  });
  expect(router.state.location.pathname).toBe('/menu/interna/Categories');
});

it('offline, a screen whose data could not load says it needs the connection', async () => {
  mockShopApi({ 'GET /categories': () => 'network-error' });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderApp('/menu/interna/Categories');

  expect(
    await screen.findByRole('heading', { name: 'Esta página necesita conexión' }),
  ).toBeTruthy();
  expect(screen.getByText(/No tenemos guardada esta información en tu teléfono/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
});

it('shows the maintenance notice while settings say so, and returns when it is over', async () => {
  mockShopApi();
  const { router, queryClient } = renderApp('/tienda/interna', {
    settings: makeSettings({ maintenance: true }),
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/offline');

  act(() => {
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, makeSettings());
  });

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
});

// Any other address is "not found", not a redirect (decision 045): routes/not-found.test.tsx.
it.each([
  ['/', '/tienda/interna'],
  ['/polanco', '/tienda/polanco'],
])('redirects %s to %s', async (from, to) => {
  mockShopApi({
    'GET /stores/:idOrSlug': () => ({
      status: 404,
      body: { message: 'x', code: 'store_not_found' },
    }),
  });
  const { router } = renderApp(from);

  await waitFor(() => {
    expect(router.state.location.pathname).toBe(to);
  });
});
