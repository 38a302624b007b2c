import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { GUADALAJARA } from '../../testing/addresses-api';
import { makeSettings } from '../../testing/factories';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

vi.mock(
  '../../features/addresses/components/address-map',
  () => import('../../testing/fake-address-map'),
);

const answer = () => screen.getAllByRole('status').find((node) => node.getAttribute('aria-live'));

it("shows the store's zones on the map and as a list, to anyone", async () => {
  mockShopApi();
  renderApp('/menu/interna/Cobertura', {
    settings: makeSettings({ map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png' }),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Cobertura' })).toBeTruthy();
  expect(
    screen.getByText('Estas son las zonas donde Canasta Roma Sur entrega a domicilio.'),
  ).toBeTruthy();
  const list = await screen.findByRole('list', { name: 'Zonas de entrega' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Roma, Condesa y NarvarteEnvío $35.00 · Pedido mínimo $150.00',
    'Ciudad de México ampliadaEnvío $59.00 · Pedido mínimo $250.00',
  ]);
  // The map gets the polygons in Leaflet's order (4 corners, the closing point dropped)…
  expect(screen.getByText('zona Roma, Condesa y Narvarte: 4 puntos')).toBeTruthy();
  // …and the settings' tiles.
  expect(screen.getByTestId('map').dataset.tiles).toBe('https://tiles.example/{z}/{x}/{y}.png');
  expect(answer()?.textContent).toBe('Pon el pin en tu domicilio para saber si llegamos.');
});

it('answers "¿Llegamos a tu domicilio?" for a tapped point and for the device location', async () => {
  const api = mockShopApi();
  const { user } = renderApp('/menu/interna/Cobertura');

  await user.click(await screen.findByRole('button', { name: 'Tocar el mapa en Guadalajara' }));
  await waitFor(() => {
    expect(answer()?.textContent).toBe(
      'Aún no llegamos aquíMueve el pin a otro lugar o revisa las zonas de entrega.',
    );
  });

  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  await waitFor(() => {
    expect(answer()?.textContent).toBe(
      'Sí llegamos · envío $35.00Zona Roma, Condesa y Narvarte. Pedido mínimo $150.00.',
    );
  });

  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback) => {
        success({
          coords: { latitude: GUADALAJARA.lat, longitude: GUADALAJARA.lng },
        } as GeolocationPosition);
      },
    },
  });
  await user.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
  expect(screen.getByText('enfoque 20.6736,-103.344')).toBeTruthy();
  await waitFor(() => {
    expect(answer()?.textContent).toMatch(/^Aún no llegamos aquí/);
  });
  // Nobody had to sign in: the coverage calls are public.
  expect(api.requests.filter((request) => request.includes('/auth/'))).toEqual([]);
});

it('a store without zones says so; a failed load offers to retry', async () => {
  let fail = true;
  mockShopApi({
    'GET /stores/:id/delivery-zones': () => (fail ? 'network-error' : json({ data: [] })),
  });
  const { user } = renderApp('/menu/interna/Cobertura');
  const retry = await screen.findByRole('button', { name: 'Reintentar' });
  fail = false;
  await user.click(retry);
  expect(
    await screen.findByRole('heading', { name: 'Esta tienda todavía no tiene zonas de entrega.' }),
  ).toBeTruthy();
});
