import type { AdminOrderListItem } from '@canasta/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { type MockHandler, json } from '../../testing/mock-api';
import { useOrderFeed } from '../features/orders/stores/order-feed';
import { ROSA } from '../testing/console-api';
import {
  AFTERNOON,
  MORNING,
  adminOrder,
  boardPage,
  daySlot,
  listItem,
  mockOrdersConsole,
  orderEvent,
  summary,
  TODAY,
} from '../testing/orders-api';
import { renderConsole, saveSession } from '../testing/render-console';

afterEach(() => {
  useOrderFeed.setState(useOrderFeed.getInitialState(), true);
});

const FIRST = listItem({
  id: 1,
  number: '100001',
  customer: { name: 'Lucía Hernández', phone: '+525512345678' },
});
const SECOND = listItem({
  id: 2,
  number: '100002',
  status: 'confirmed',
  delivery_slot: AFTERNOON,
  customer: { name: 'Ana Torres', phone: '+525598765432' },
  neighborhood: 'Narvarte',
});

/** A board that answers with `orders()` filtered as the API would (status and a name search). */
function boardApi(orders: () => AdminOrderListItem[], more: Record<string, MockHandler> = {}) {
  return mockOrdersConsole({
    ...more,
    'GET /stores/:slug/summary': () => json({ data: summary() }),
    'GET /stores/:slug/orders': ({ query }) => {
      const status = query.get('status');
      const q = query.get('q')?.toLowerCase();
      const all = orders();
      const shown = all.filter(
        (order) =>
          (!status || order.status === status) &&
          (!q || order.customer.name.toLowerCase().includes(q) || order.number === q),
      );
      const slots = [MORNING, AFTERNOON].map((slot) =>
        daySlot(
          slot,
          Object.fromEntries(
            ['pending', 'confirmed'].map((s) => [
              s,
              all.filter((o) => o.delivery_slot.id === slot.id && o.status === s).length,
            ]),
          ),
        ),
      );
      return json(boardPage(shown, { slots, date: query.get('date') ?? TODAY }));
    },
  });
}

it('shows the day slot by slot, filters by status and finds an order by name', async () => {
  const { api } = boardApi(() => [FIRST, SECOND]);
  saveSession(api, ROSA);
  const { user, router } = renderConsole('/admin/interna/pedidos');

  expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
  const morning = await screen.findByRole('region', { name: /09:00 a 13:00 · Domicilio/ });
  expect(within(morning).getByRole('link', { name: '100001' }).getAttribute('href')).toBe(
    '/admin/interna/pedidos/100001',
  );
  expect(within(morning).getByText('Lucía Hernández')).toBeTruthy();
  const afternoon = screen.getByRole('region', { name: /13:00 a 17:00/ });
  expect(within(afternoon).getByText('Ana Torres')).toBeTruthy();
  expect(
    within(afternoon).getByRole('link', { name: 'Surtir este horario' }).getAttribute('href'),
  ).toBe(`/admin/interna/surtido?fecha=${TODAY}&horario=${String(AFTERNOON.id)}`);
  expect(screen.getByText('Lunes 23 de noviembre · 2 pedidos')).toBeTruthy();
  expect(api.requests).toContain(
    `GET /admin/stores/interna/orders?date=${TODAY}&page=1&per_page=100`,
  );

  await user.click(screen.getByRole('radio', { name: /Confirmado 1/ }));
  await waitFor(() => {
    expect(screen.queryByText('Lucía Hernández')).toBeNull();
  });
  expect(router.state.location.search).toBe('?estado=confirmed');
  expect(screen.getByText('Ana Torres')).toBeTruthy();

  await user.click(screen.getByRole('radio', { name: /Todos 2/ }));
  await user.type(screen.getByRole('searchbox', { name: 'Buscar pedido' }), 'lucía');
  await waitFor(() => {
    expect(screen.queryByText('Ana Torres')).toBeNull();
  });
  expect(api.requests.some((r) => r.includes('q=luc%C3%ADa'))).toBe(true);
  expect(router.state.location.search).toBe('?q=luc%C3%ADa');
});

it('brings a new order in live, with a chime once sound is on, a toast and a count', async () => {
  let orders = [FIRST];
  const chimes: number[] = [];
  class FakeAudioContext {
    state = 'suspended';
    currentTime = 0;
    destination = {};
    resume() {
      this.state = 'running';
      return Promise.resolve();
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      };
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime: () => undefined },
        connect: () => undefined,
        start: (at: number) => chimes.push(at),
        stop: () => undefined,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const { api, stream } = boardApi(() => orders);
  saveSession(api, ROSA);
  const { user } = renderConsole('/admin/interna/pedidos');
  expect(await screen.findByText('Lucía Hernández')).toBeTruthy();
  expect(await screen.findByText('En vivo')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Activar sonido' }));
  expect(await screen.findByRole('button', { name: 'Sonido activado' })).toBeTruthy();
  const afterTest = chimes.length;

  const arrived = listItem({
    id: 3,
    number: '100003',
    customer: { name: 'Pedro Ruiz', phone: '+525511112222' },
  });
  orders = [arrived, FIRST];
  act(() => {
    stream.send(orderEvent(41, arrived));
  });
  const card = (await screen.findByText('Pedro Ruiz')).closest('article');
  expect(card && within(card).getByText('Nuevo')).toBeTruthy();
  expect(chimes.length).toBe(afterTest + 1);
  expect(await screen.findByText('Nuevo pedido 100003')).toBeTruthy();
  const count = screen.getByRole('button', { name: /^1 nuevo\s?: marcar como vistos$/ });

  await user.click(count);
  expect(screen.queryByRole('button', { name: /marcar como vistos/ })).toBeNull();
  expect(within(card!).queryByText('Nuevo')).toBeNull();
  // The feed resumes from the last event when a screen opens it again.
  expect(useOrderFeed.getState().stores.interna?.lastEventId).toBe('41');
  expect(stream.connections).toEqual([null]);
});

it("announces an order its customer cancelled from the shop, but not the store's own cancel", async () => {
  let orders = [FIRST, SECOND];
  const { api, stream } = boardApi(() => orders, {
    'GET /stores/:slug/orders/:number': () => json({ data: adminOrder({ status: 'cancelled' }) }),
  });
  saveSession(api, ROSA);
  const { user, router } = renderConsole('/admin/interna/pedidos');
  expect(await screen.findByText('Ana Torres')).toBeTruthy();
  expect(await screen.findByText('En vivo')).toBeTruthy();

  const byStore = { ...SECOND, status: 'cancelled' as const };
  orders = [FIRST, byStore];
  act(() => {
    stream.send(orderEvent(50, byStore, 'status', 'store'));
  });
  await waitFor(() => {
    expect(
      api.requests.filter((r) => r.startsWith('GET /admin/stores/interna/orders?')).length,
    ).toBeGreaterThan(1);
  });
  expect(screen.queryByText(/El cliente canceló/)).toBeNull();

  const byCustomer = { ...FIRST, status: 'cancelled' as const };
  orders = [byCustomer, byStore];
  act(() => {
    stream.send(orderEvent(51, byCustomer, 'status', 'customer'));
  });
  expect(await screen.findByText('El cliente canceló el pedido 100001')).toBeTruthy();
  expect(screen.getByText('Lucía Hernández · 09:00 a 13:00. Ya no hay que surtirlo.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Ver' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna/pedidos/100001');
  });
  expect(await screen.findByRole('heading', { name: /100001/ })).toBeTruthy();
});

it('says when the day has no orders yet', async () => {
  const { api } = boardApi(() => []);
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos?fecha=2026-11-30');
  expect(await screen.findByRole('heading', { name: 'No hay pedidos para este día' })).toBeTruthy();
  expect(api.requests).toContain(
    'GET /admin/stores/interna/orders?date=2026-11-30&page=1&per_page=100',
  );
});

it('says which totals are estimates, which orders are being picked and what the store absorbs', async () => {
  const { api } = boardApi(() => [
    listItem({ ...FIRST, status: 'preparing', estimated: true, picking: 'started' }),
    listItem({
      ...SECOND,
      status: 'preparing',
      picking: 'done',
      total_cents: 20_310,
      store_absorbs_cents: 310,
    }),
  ]);
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos');

  const morning = await screen.findByRole('region', { name: /09:00 a 13:00 · Domicilio/ });
  const first = within(morning).getByRole('article');
  expect(within(first).getByText('Estimado')).toBeTruthy();
  expect(within(first).getByText('Surtiendo')).toBeTruthy();
  const afternoon = screen.getByRole('region', { name: /13:00 a 17:00/ });
  const second = within(afternoon).getByRole('article');
  expect(within(second).queryByText('Estimado')).toBeNull();
  expect(within(second).getByText('Surtido')).toBeTruthy();
  expect(within(second).getByText('La tienda absorbe $3.10')).toBeTruthy();
});

it('shows an OXXO or SPEI order still waiting for its payment apart (issue 27)', async () => {
  const { api } = boardApi(() => [
    listItem({ ...FIRST, payment_method: 'oxxo', awaiting_payment: true }),
    listItem({ ...SECOND, payment_method: 'spei', awaiting_payment: false }),
  ]);
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos');

  const morning = await screen.findByRole('region', { name: /09:00 a 13:00 · Domicilio/ });
  expect(
    within(within(morning).getByRole('article')).getByText(
      'Esperando pago: se confirma solo al pagarse',
    ),
  ).toBeTruthy();
  const afternoon = screen.getByRole('region', { name: /13:00 a 17:00/ });
  expect(
    within(within(afternoon).getByRole('article')).queryByText(
      'Esperando pago: se confirma solo al pagarse',
    ),
  ).toBeNull();
});
