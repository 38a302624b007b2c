import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { json } from '../../testing/mock-api';
import { ROSA } from '../testing/console-api';
import { mockOrdersConsole, summary, TODAY } from '../testing/orders-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { useOrderFeed } from '../features/orders/stores/order-feed';

afterEach(() => {
  useOrderFeed.setState(useOrderFeed.getInitialState(), true);
});

it("shows the day's figures, each status's way to the board and the stock alerts", async () => {
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/summary': ({ query }) =>
      json({ data: summary(query.get('date') ? { date: query.get('date') ?? TODAY } : {}) }),
  });
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna');

  expect(await screen.findByRole('heading', { level: 1, name: 'Hoy' })).toBeTruthy();
  expect(await screen.findByText('Entregas del Lunes 23 de noviembre')).toBeTruthy();
  const figures = screen.getByRole('region', { name: 'Resumen del día' });
  expect(within(figures).getByText('Pedidos').nextElementSibling?.textContent).toBe('12');
  expect(within(figures).getByText('Ventas').nextElementSibling?.textContent).toBe('$5,400.00');
  expect(within(figures).getByText('Ticket promedio').nextElementSibling?.textContent).toBe(
    '$450.00',
  );
  // Issue 27: what is paid apart from what OXXO/SPEI orders still wait for.
  expect(within(figures).getByText('Ya cobrado').nextElementSibling?.textContent).toBe('$1,200.00');
  expect(
    within(figures).getByText('Esperando pago (OXXO/SPEI)').nextElementSibling?.textContent,
  ).toBe('$0.00');
  expect(screen.getByRole('link', { name: 'Pendiente: 4' }).getAttribute('href')).toBe(
    `/admin/interna/pedidos?fecha=${TODAY}&estado=pending`,
  );
  const alerts = screen.getByRole('table', { name: 'Productos agotados o con pocas existencias' });
  expect(within(alerts).getByText('Agotado')).toBeTruthy();
  expect(within(alerts).getByText('Quedan 3 (kg)')).toBeTruthy();
  expect(screen.getByText('1 agotado · 1 por agotarse (menos de 5)')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
  expect(await screen.findByText('Entregas del Martes 24 de noviembre')).toBeTruthy();
  expect(api.requests).toContain('GET /admin/stores/interna/summary?date=2026-11-24');
  await user.click(screen.getByRole('button', { name: 'Hoy' }));
  await waitFor(() => {
    expect(screen.getByText('Entregas del Lunes 23 de noviembre')).toBeTruthy();
  });
});

it('says when nothing is short of stock', async () => {
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/summary': () =>
      json({ data: summary({ stock_alerts: [], sold_out_count: 0, low_stock_count: 0 }) }),
  });
  saveSession(api, ROSA);
  renderConsole('/admin/interna');
  expect(await screen.findByRole('heading', { name: 'Todo con existencias' })).toBeTruthy();
});

it('shows the first stock alerts and the rest on request', async () => {
  const alerts = Array.from({ length: 10 }, (_, i) => ({
    purchaseable_id: 600 + i,
    name: `Producto ${String(i + 1)}`,
    sku: null,
    unit: 'pieza',
    stock: i % 4,
  }));
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/summary': () =>
      json({ data: summary({ stock_alerts: alerts, sold_out_count: 3, low_stock_count: 7 }) }),
  });
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna');
  const table = await screen.findByRole('table', {
    name: 'Productos agotados o con pocas existencias',
  });
  expect(within(table).getAllByRole('row')).toHaveLength(9);
  await user.click(screen.getByRole('button', { name: 'Ver los 10' }));
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(screen.getByRole('button', { name: 'Ver menos' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
});
