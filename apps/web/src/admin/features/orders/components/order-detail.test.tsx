import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { adminOrder } from '../../../testing/orders-api';
import { OrderDetail } from './order-detail';

// Leaflet needs a real browser's layout; the map's own chunk is checked in the browser.
vi.mock('./order-map', () => ({
  default: ({ lat, lng, tileUrl }: { lat: number; lng: number; tileUrl: string }) => (
    <p>{`Mapa ${String(lat)},${String(lng)} ${tileUrl}`}</p>
  ),
}));

const TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';

it("puts the delivery's pin on the store's map tiles, loaded on demand", async () => {
  render(
    <OrderDetail
      order={adminOrder()}
      storeName="Canasta Roma Sur"
      tileUrl={TILES}
      move={vi.fn()}
      pickingHref="/admin/interna/pedidos/100001/surtir"
    />,
  );
  expect(await screen.findByText(`Mapa 19.4194,-99.1617 ${TILES}`)).toBeTruthy();
});

it('shows a pickup without an address or a map, and the client a seller ordered for', () => {
  render(
    <OrderDetail
      order={adminOrder({
        delivery_type: 'pickup',
        address: null,
        client: { id: 3, name: 'Doña Carmen', phone: '+525533334444' },
        customer: { name: 'Doña Carmen', phone: '+525533334444' },
        placed_by: { id: 9, name: 'Vendedora Sofía', phone: '+525566667777' },
      })}
      storeName="Canasta Roma Sur"
      tileUrl={TILES}
      move={vi.fn()}
      pickingHref="/admin/interna/pedidos/100001/surtir"
    />,
  );
  expect(screen.getByText('Recoge en la tienda')).toBeTruthy();
  expect(screen.queryByText(/^Mapa/)).toBeNull();
  expect(screen.getByText('Cliente de Vendedora Sofía')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Llamar a Vendedora Sofía' }).getAttribute('href')).toBe(
    'tel:+525566667777',
  );
});
