import type { OrderStatus } from '@canasta/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { getOrderQueryOptions, ORDER_REFRESH_MS } from '../../features/orders/api/get-order';
import { timelineSteps } from '../../features/orders/components/order-timeline';
import { makeAddress } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { baseOrder, orderLine } from '../../testing/checkout-api';
import { apiError, json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

function signedIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

const STATUSES: OrderStatus[] = ['pending', 'confirmed', 'on_the_way', 'delivered', 'cancelled'];

it('lists the orders newest first with their status, and loads more with "Cargar más"', async () => {
  const api = mockShopApi();
  for (let index = 0; index < 12; index++) {
    api.checkout.seedOrder(LUCIA.id, { status: STATUSES[index % STATUSES.length] });
  }
  api.checkout.seedOrder(99);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Orders');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeTruthy();
  const cards = () => screen.getAllByRole('link', { name: /^Pedido 1000\d\d/ });
  expect(cards()).toHaveLength(10);
  const newest = cards()[0];
  expect(newest?.getAttribute('href')).toBe('/menu/interna/orders/12');
  expect(newest?.textContent).toContain('Pedido 100012');
  expect(newest?.textContent).toContain('Confirmado');
  expect(newest?.textContent).toContain('$144.80');
  expect(newest?.textContent).toContain('Canasta Roma Sur · 2 productos');
  expect(cards()[1]?.textContent).toContain('Pendiente');

  await user.click(screen.getByRole('button', { name: 'Cargar más' }));
  await waitFor(() => {
    expect(cards()).toHaveLength(12);
  });
  expect(screen.getByText('Ya viste todos tus pedidos.')).toBeTruthy();
  expect(screen.queryByText(/Pedido 100013/)).toBeNull();
});

it('without orders says so and leads to the store', async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Orders');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Aún no tienes pedidos' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
});

it('a failed load offers to try again', async () => {
  let failing = true;
  const api = mockShopApi({
    'GET /client-orders': () =>
      failing
        ? apiError(503, 'service_unavailable', 'El servicio no está disponible.')
        : json({ data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } }),
  });
  signedIn(api);
  const { user } = renderApp('/menu/interna/Orders');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar tus pedidos.' }),
  ).toBeTruthy();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Aún no tienes pedidos' }),
  ).toBeTruthy();
});

it('an order: where it stands, what was bought, the totals, the delivery as it was and the payment', async () => {
  const api = mockShopApi();
  const address = makeAddress(7, { label: 'Casa', internal_number: '4' });
  const order = api.checkout.seedOrder(LUCIA.id, {
    status: 'confirmed',
    payment_method: 'card',
    payment_status: 'paid',
    card: { brand: 'visa', last4: '4242' },
    address: { ...address },
    notes: 'Tocar el timbre.',
    status_history: [
      { status: 'pending', at: '2026-11-21T15:00:00.000Z' },
      { status: 'confirmed', at: '2026-11-21T15:20:00.000Z' },
    ],
  });
  signedIn(api);
  renderApp(`/menu/interna/orders/${order.id}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  const timeline = screen.getByRole('region', { name: 'Seguimiento' });
  const steps = within(timeline).getAllByRole('listitem');
  // Moments are shown in the shopper's own time zone.
  expect(steps.map((step) => step.textContent?.replace(/\d\d:\d\d$/, 'hh:mm'))).toEqual([
    'Pendiente21 nov 2026, hh:mm',
    'Confirmado21 nov 2026, hh:mm',
    'En preparación',
    'En camino',
    'Entregado',
  ]);
  expect(steps[1]?.getAttribute('aria-current')).toBe('step');
  expect(
    within(timeline).getByText('Esta pantalla se actualiza sola mientras tu pedido avanza.'),
  ).toBeTruthy();

  const items = screen.getByRole('region', { name: 'Productos' });
  expect(within(items).getByText('2 × Manzana Gala')).toBeTruthy();
  expect(within(items).getByText('$109.80')).toBeTruthy();
  const delivery = screen.getByRole('region', { name: 'Entrega' });
  expect(delivery.textContent).toContain('Entrega a domicilio');
  expect(delivery.textContent).toContain('Martes 24 de noviembre, 09:00 a 13:00');
  expect(delivery.textContent).toContain('Calle Medellín 235 int. 4, Roma Sur');
  expect(delivery.textContent).toContain('Recibe Lucía Hernández, +52 55 1000 0001');
  expect(delivery.textContent).toContain('Tocar el timbre.');
  const payment = screen.getByRole('region', { name: 'Pago' });
  expect(payment.textContent).toContain('Tarjeta · Visa terminada en 4242');
  expect(payment.textContent).toContain('Pagado');
  const totals = screen.getByRole('region', { name: 'Resumen' });
  expect(within(totals).getByText('Envío').nextElementSibling?.textContent).toBe('$35.00');
  expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe('$144.80');
});

it("a line charged off the list price shows both and who changed it; the wallet's part and the rest", async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    items: [
      orderLine({
        purchaseable_id: 11,
        name: 'Manzana Gala',
        qty: 2,
        unit_price_cents: 4500,
        list_unit_price_cents: 5490,
        price_changed_by: { id: 2, name: 'Carlos Ramírez' },
      }),
      orderLine({
        id: 2,
        purchaseable_id: 21,
        name: 'Queso crema',
        qty: 1,
        unit_price_cents: 3000,
      }),
    ],
    subtotal_cents: 12_000,
    total_cents: 15_500,
    wallet_applied_cents: 5000,
    payment_method: 'cash',
  });
  signedIn(api);
  renderApp(`/menu/interna/orders/${order.id}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  const items = within(screen.getByRole('region', { name: 'Productos' })).getAllByRole('listitem');
  // Each line's first row is what was bought; under it, its "Si falta:" choice (issue 25).
  expect(items[0]?.firstElementChild?.textContent).toBe(
    '2 × Manzana Gala$45.00 Precio de lista: $54.90$54.90Precio cambiado por Carlos Ramírez$90.00',
  );
  expect(items[0]?.querySelector('s')?.textContent).toBe('Precio de lista: $54.90$54.90');
  expect(items[1]?.firstElementChild?.textContent).toBe('1 × Queso crema$30.00$30.00');
  expect(screen.getByRole('combobox', { name: 'Si falta: Queso crema' })).toBeTruthy();
  const totals = screen.getByRole('region', { name: 'Resumen' });
  const rows = [...totals.querySelectorAll('dl > div')].map((row) => row.textContent);
  expect(rows.slice(-3)).toEqual([
    'Total$155.00',
    'Pagado con monedero−$50.00',
    'Resto en efectivo$105.00',
  ]);
});

it("someone else's order, or one that doesn't exist, is not found", async () => {
  const api = mockShopApi();
  api.checkout.seedOrder(99);
  signedIn(api);
  renderApp('/menu/interna/orders/1');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos este pedido' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver mis pedidos' }).getAttribute('href')).toBe(
    '/menu/interna/Orders',
  );
  // The refusal answers for the screen too: the order is asked for once.
  expect(api.requests.filter((request) => request === 'GET /client-orders/1')).toHaveLength(1);
});

it('an order still on its way is read again every 20 s; a finished one is not', () => {
  const { refetchInterval } = getOrderQueryOptions(1, 1);
  const interval = refetchInterval as (query: { state: { data: unknown } }) => number | false;
  expect(ORDER_REFRESH_MS).toBe(20_000);
  expect(interval({ state: { data: { ...baseOrder(1), status: 'on_the_way' } } })).toBe(20_000);
  expect(interval({ state: { data: { ...baseOrder(1), status: 'delivered' } } })).toBe(false);
  expect(interval({ state: { data: { ...baseOrder(1), status: 'cancelled' } } })).toBe(false);
});

it('a cancelled order shows how far it got, then "Cancelado"; a pickup goes through "Listo para recoger"', () => {
  expect(
    timelineSteps({
      status: 'cancelled',
      delivery_type: 'delivery',
      status_history: [
        { status: 'confirmed', at: '2026-11-21T15:20:00.000Z' },
        { status: 'pending', at: '2026-11-21T15:00:00.000Z' },
        { status: 'cancelled', at: '2026-11-21T16:00:00.000Z' },
      ],
    }).map((step) => [step.status, step.state]),
  ).toEqual([
    ['pending', 'done'],
    ['confirmed', 'done'],
    ['cancelled', 'current'],
  ]);
  expect(
    timelineSteps({
      status: 'ready_for_pickup',
      delivery_type: 'pickup',
      status_history: [],
    }).map((step) => step.status),
  ).toEqual(['pending', 'confirmed', 'preparing', 'ready_for_pickup', 'delivered']);
});

it('when the order detail reads a new status, the bell counts its notification at once', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, { status: 'confirmed' });
  signedIn(api);
  const { queryClient } = renderApp(`/menu/interna/orders/${order.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Notificaciones' })).toBeTruthy();

  // The store moves the order on; the detail's own 20 s read learns of it long before the
  // bell's 60 s poll would.
  api.checkout.advance(order.id, 'preparing');
  await act(() =>
    queryClient.refetchQueries({ queryKey: getOrderQueryOptions(LUCIA.id, order.id).queryKey }),
  );

  expect(await screen.findByRole('link', { name: 'Notificaciones, 1 sin leer' })).toBeTruthy();
});
