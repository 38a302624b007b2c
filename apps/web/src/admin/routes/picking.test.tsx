import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { json } from '../../testing/mock-api';
import { useOrderFeed } from '../features/orders/stores/order-feed';
import { ROSA } from '../testing/console-api';
import {
  AFTERNOON,
  MORNING,
  boardPage,
  daySlot,
  mockOrdersConsole,
  pickingList,
  summary,
  TODAY,
} from '../testing/orders-api';
import { renderConsole, saveSession } from '../testing/render-console';

afterEach(() => {
  useOrderFeed.setState(useOrderFeed.getInitialState(), true);
});

function pickingApi() {
  return mockOrdersConsole({
    'GET /stores/:slug/summary': () => json({ data: summary() }),
    'GET /stores/:slug/orders': () =>
      json(
        boardPage([], {
          slots: [
            daySlot(MORNING, { pending: 1, confirmed: 1 }),
            daySlot(AFTERNOON, { pending: 2 }),
          ],
        }),
      ),
    'GET /stores/:slug/picking': ({ query }) =>
      json({
        data:
          query.get('slot_id') === String(MORNING.id)
            ? pickingList()
            : pickingList({
                slot: { ...AFTERNOON, delivery_type: 'delivery' },
                products: [],
                orders: [],
              }),
      }),
  });
}

it("sums the slot's lines, lists each order's, keeps the ticks and prints", async () => {
  const { api } = pickingApi();
  saveSession(api, ROSA);
  const print = vi.fn();
  vi.stubGlobal('print', print);
  const first = renderConsole('/admin/interna/surtido');

  expect(await screen.findByRole('heading', { level: 1, name: 'Surtido' })).toBeTruthy();
  const total = await screen.findByRole('table', { name: 'Productos a surtir, sumados' });
  expect(within(total).getByText('Aguacate Hass').closest('tr')?.textContent).toContain('5');
  expect(within(total).getByText('aguacate-hass · En 2 pedidos')).toBeTruthy();
  expect(api.requests).toContain(
    `GET /admin/stores/interna/picking?date=${TODAY}&slot_id=${String(MORNING.id)}`,
  );
  const second = screen.getByRole('article', { name: 'Pedido 100002' });
  expect(within(second).getByText('Notas: Sin bolsas de plástico')).toBeTruthy();
  const orderOne = screen.getByRole('article', { name: 'Pedido 100001' });
  expect(within(orderOne).getByText('0 de 2 listos')).toBeTruthy();
  await first.user.click(within(orderOne).getByRole('checkbox', { name: '2 de Aguacate Hass' }));
  expect(within(orderOne).getByText('1 de 2 listos')).toBeTruthy();

  await first.user.click(screen.getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledOnce();

  // A reload keeps what was ticked on this device.
  first.unmount();
  renderConsole('/admin/interna/surtido');
  const again = await screen.findByRole('article', { name: 'Pedido 100001' });
  expect(
    within(again).getByRole<HTMLInputElement>('checkbox', { name: '2 de Aguacate Hass' }).checked,
  ).toBe(true);
  expect(
    within(again).getByRole<HTMLInputElement>('checkbox', { name: '1 de Tortillas de maíz' })
      .checked,
  ).toBe(false);
});

it('picks another slot of the day, and says when it has nothing to prepare', async () => {
  const { api } = pickingApi();
  saveSession(api, ROSA);
  const { user, router } = renderConsole('/admin/interna/surtido');
  const select = await screen.findByRole('combobox', { name: 'Horario' });
  await user.selectOptions(select, String(AFTERNOON.id));
  expect(
    await screen.findByRole('heading', { name: 'Nada por surtir en este horario' }),
  ).toBeTruthy();
  await waitFor(() => {
    expect(router.state.location.search).toBe(`?horario=${String(AFTERNOON.id)}`);
  });
});

it('shows weight lines in grams and opens each order’s own picking', async () => {
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/summary': () => json({ data: summary() }),
    'GET /stores/:slug/orders': () =>
      json(boardPage([], { slots: [daySlot(MORNING, { confirmed: 1 })] })),
    'GET /stores/:slug/picking': () =>
      json({
        data: pickingList({
          products: [
            {
              purchaseable_id: 501,
              name: 'Aguacate Hass',
              sku: 'aguacate-hass',
              unit: 'kg',
              qty: 1750,
              sold_by: 'weight',
              order_count: 2,
            },
          ],
          orders: [
            {
              number: '100001',
              status: 'confirmed',
              delivery_type: 'delivery',
              customer: { name: 'Lucía Hernández', phone: '+525512345678' },
              neighborhood: 'Roma Sur',
              notes: null,
              lines: [
                {
                  purchaseable_id: 501,
                  name: 'Aguacate Hass',
                  sku: 'aguacate-hass',
                  unit: 'kg',
                  qty: 750,
                  sold_by: 'weight',
                },
              ],
            },
          ],
        }),
      }),
  });
  saveSession(api, ROSA);
  renderConsole('/admin/interna/surtido');

  const total = await screen.findByRole('table', { name: 'Productos a surtir, sumados' });
  expect(within(total).getByText('1.75 kg')).toBeTruthy();
  const order = screen.getByRole('article', { name: 'Pedido 100001' });
  expect(within(order).getByRole('checkbox', { name: '750 g de Aguacate Hass' })).toBeTruthy();
  expect(
    within(order).getByRole('link', { name: 'Surtir el pedido 100001' }).getAttribute('href'),
  ).toBe('/admin/interna/pedidos/100001/surtir');
});
