import type { AdminOrder, AdminOrderStatusBody } from '@canasta/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { apiError, json } from '../../testing/mock-api';
import { useOrderFeed } from '../features/orders/stores/order-feed';
import { ROSA } from '../testing/console-api';
import { adminOrder, mockOrdersConsole, orderLine } from '../testing/orders-api';
import { renderConsole, saveSession } from '../testing/render-console';

afterEach(() => {
  useOrderFeed.setState(useOrderFeed.getInitialState(), true);
});

/** An order the fake API moves as the real one would, counting the moves it was asked for. */
function orderApi(start: AdminOrder, refuse?: () => ReturnType<typeof apiError> | null) {
  let order = start;
  const moves: AdminOrderStatusBody[] = [];
  const { api, stream } = mockOrdersConsole({
    'GET /stores/:slug/orders/:number': () => json({ data: order }),
    'POST /stores/:slug/orders/:number/status': async ({ body }) => {
      const move = body as AdminOrderStatusBody;
      moves.push(move);
      // A slow network: a second tap lands while the first is still on its way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = refuse?.();
      if (refused) return refused;
      order = {
        ...order,
        status: move.status,
        next_statuses: move.status === 'confirmed' ? ['preparing', 'cancelled'] : [],
        status_history: [
          ...order.status_history,
          {
            status: move.status,
            at: '2026-11-23T16:00:00.000Z',
            actor: { user_id: 4, name: 'Rosa Aguilar' },
            reason: move.reason ?? null,
          },
        ],
      };
      return json({ data: order });
    },
  });
  return { api, stream, moves };
}

it('shows who to call, where it goes and what to pack, and moves it once per double tap', async () => {
  const { api, moves } = orderApi(adminOrder());
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna/pedidos/100001');

  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  const people = await screen.findByRole('region', { name: 'Cliente' });
  expect(
    within(screen.getByRole('main')).getByRole('link', { name: 'Pedidos' }).getAttribute('href'),
  ).toBe('/admin/interna/pedidos?fecha=2026-11-23');
  expect(
    within(people).getByRole('link', { name: 'Llamar a Lucía Hernández' }).getAttribute('href'),
  ).toBe('tel:+525512345678');
  expect(
    within(people)
      .getByRole('link', { name: 'Escribir por WhatsApp a Lucía Hernández' })
      .getAttribute('href'),
  ).toMatch(/^https:\/\/wa\.me\/525512345678\?text=.*100001/);
  expect(within(people).getByText('Tocar el timbre dos veces')).toBeTruthy();
  const delivery = screen.getByRole('region', { name: 'Entrega' });
  expect(within(delivery).getByText(/Calle Medellín 235-B, Depto 4/)).toBeTruthy();
  expect(
    within(delivery).getByRole('link', { name: 'Abrir en Google Maps' }).getAttribute('href'),
  ).toContain('19.4194,-99.1617');
  const lines = screen.getByRole('region', { name: 'Productos' });
  expect(within(lines).getByText('Aguacate Hass')).toBeTruthy();
  expect(within(lines).getByText('Precio de lista $28.00')).toBeTruthy();
  expect(screen.getByText('Cobrar al entregar: $237.00')).toBeTruthy();

  await user.dblClick(screen.getByRole('button', { name: 'Confirmar pedido' }));
  expect(await screen.findByRole('button', { name: 'Empezar a preparar' })).toBeTruthy();
  expect(moves).toEqual([{ status: 'confirmed' }]);
  const history = screen.getByRole('region', { name: 'Historial' });
  expect(within(history).getByText('Rosa Aguilar')).toBeTruthy();
});

it('cancels only with a reason, which goes with the request', async () => {
  const { api, moves } = orderApi(adminOrder());
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna/pedidos/100001');

  await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Cancelar el pedido 100001?' });
  const reason = within(dialog).getByRole('textbox', { name: 'Motivo de la cancelación' });
  expect(document.activeElement).toBe(reason);
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
  expect(within(dialog).getByText('Escribe el motivo de la cancelación.')).toBeTruthy();
  expect(moves).toEqual([]);

  await user.type(reason, 'Se acabó el aguacate');
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  expect(moves).toEqual([{ status: 'cancelled', reason: 'Se acabó el aguacate' }]);
  expect(await screen.findByText('Este pedido ya terminó.')).toBeTruthy();
  expect(screen.getByText('Motivo: Se acabó el aguacate')).toBeTruthy();
});

it('says so when someone else moved the order first, and shows it as it is', async () => {
  let calls = 0;
  const { api } = orderApi(adminOrder(), () => {
    calls += 1;
    return apiError(409, 'conflict', 'Un pedido «Confirmado» no puede pasar a «Confirmado».');
  });
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna/pedidos/100001');
  await user.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
  expect(
    await screen.findByText('Alguien más cambió este pedido. Te mostramos cómo quedó.'),
  ).toBeTruthy();
  expect(calls).toBe(1);
  await waitFor(() => {
    expect(
      api.requests.filter((r) => r === 'GET /admin/stores/interna/orders/100001'),
    ).toHaveLength(2);
  });
});

it('answers an order of another store, or none, with the API’s words', async () => {
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/orders/:number': () =>
      apiError(404, 'order_not_found', 'No encontramos ese pedido.'),
  });
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos/999999');
  expect(await screen.findByText('No encontramos ese pedido.')).toBeTruthy();
});

it('shows weight lines in grams, the estimate, what was picked and the way to pick it', async () => {
  const { api } = orderApi(
    adminOrder({
      status: 'preparing',
      estimated: true,
      picking: 'started',
      next_statuses: ['on_the_way', 'cancelled'],
      items: [
        orderLine({
          id: 1,
          name: 'Aguacate Hass',
          sold_by: 'weight',
          qty: 750,
          unit_price_cents: 5_500,
        }),
        orderLine({
          id: 2,
          purchaseable_id: 502,
          name: 'Tortillas de maíz',
          qty: 2,
          picked_qty: 0,
          substitute: {
            purchaseable_id: 602,
            name: 'Tortillas de harina',
            image_url: null,
            sold_by: 'unit',
            qty: 2,
            unit_price_cents: 2_800,
            line_total_cents: 5_600,
            state: 'accepted',
            answer_by: null,
          },
        }),
      ],
    }),
  );
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos/100001');

  const lines = await screen.findByRole('region', { name: 'Productos' });
  expect(within(lines).getByText('750 g · $55.00/kg')).toBeTruthy();
  expect(within(lines).getByText('Faltó en el anaquel')).toBeTruthy();
  expect(
    within(lines).getByText('Sustituto: Tortillas de harina · 2 piezas · Aceptado'),
  ).toBeTruthy();
  expect(screen.getByText('Surtido en curso')).toBeTruthy();
  const totals = screen.getByRole('region', { name: 'Totales' });
  expect(within(totals).getByText('Total estimado')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Surtir pedido' }).getAttribute('href')).toBe(
    '/admin/interna/pedidos/100001/surtir',
  );
});
