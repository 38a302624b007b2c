import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { json } from '../../testing/mock-api';
import { useOrderFeed } from '../features/orders/stores/order-feed';
import { ROSA } from '../testing/console-api';
import {
  MORNING,
  adminOrder,
  boardPage,
  daySlot,
  listItem,
  mockOrdersConsole,
  summary,
} from '../testing/orders-api';
import { renderConsole, saveSession } from '../testing/render-console';

/**
 * "¿Con cuánto pagas?" on the console (decision 052): the board's card and the order's screen
 * say the change to bring for the bill the shopper pays cash with.
 */

afterEach(() => {
  useOrderFeed.setState(useOrderFeed.getInitialState(), true);
});

it("the board's card says the change to bring, or that the shopper pays the exact amount", async () => {
  const change = listItem({ id: 1, number: '100001', cash_change_cents: 15_000 });
  const exact = listItem({
    id: 2,
    number: '100002',
    customer: { name: 'Ana Torres', phone: '+525598765432' },
    cash_change_cents: 0,
  });
  const unsaid = listItem({
    id: 3,
    number: '100003',
    customer: { name: 'Luis Pérez', phone: '+525511112222' },
  });
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/summary': () => json({ data: summary() }),
    'GET /stores/:slug/orders': () =>
      json(boardPage([change, exact, unsaid], { slots: [daySlot(MORNING, { pending: 3 })] })),
  });
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos');

  const card = async (number: string) =>
    (await screen.findByRole('link', { name: number }, { timeout: 5000 })).closest(
      'article',
    ) as HTMLElement;
  expect(within(await card('100001')).getByText('Lleva cambio de $150.00')).toBeTruthy();
  expect(within(await card('100002')).getByText('Paga con el importe exacto')).toBeTruthy();
  expect((await card('100003')).textContent).not.toMatch(/cambio|importe exacto/);
});

it("the order's screen says the bill and the change beside the cash to collect", async () => {
  const order = adminOrder({
    cash_change_cents: 26_300,
    payment: {
      method: 'cash',
      status: 'pending',
      card: null,
      wallet_applied_cents: 0,
      card_charge: null,
      collect_cents: 23_700,
      cash_tendered_cents: 50_000,
    },
  });
  const { api } = mockOrdersConsole({
    'GET /stores/:slug/orders/:number': () => json({ data: order }),
  });
  saveSession(api, ROSA);
  renderConsole('/admin/interna/pedidos/100001');

  const totals = await screen.findByRole('region', { name: 'Totales' }, { timeout: 5000 });
  expect(within(totals).getByText('Cobrar al entregar: $237.00')).toBeTruthy();
  expect(within(totals).getByText(/Paga con \$500\.00/)).toBeTruthy();
  expect(within(totals).getByText('Lleva cambio de $263.00')).toBeTruthy();
});
