import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { fakeAuthApi, LUCIA, makeUser } from '../../testing/auth-api';
import { apiError, json, type MockHandler } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

const MARIANA = makeUser(3, { name: 'Mariana Torres', is_mentor: true });

/** Mariana signed in; her ledger opens with the demo mentor's $500.00. */
function mentorApi(overrides: Record<string, MockHandler> = {}) {
  const api = mockShopApi(overrides, { auth: fakeAuthApi([LUCIA, MARIANA]) });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(MARIANA.id), user: MARIANA });
  return api;
}

const movements = () => within(screen.getByRole('region', { name: 'Movimientos' }));

it('shows the balance and the movements newest first: kind, signed amount, date and order', async () => {
  const { auth } = mentorApi();
  const order = (id: number) => ({ order_id: id, order_number: String(100000 + id) });
  auth.wallet.record(MARIANA.id, { amount_cents: -12_000, kind: 'order_payment', ...order(7) });
  auth.wallet.record(MARIANA.id, { amount_cents: 550, kind: 'commission', ...order(8) });
  const { user, router } = renderApp('/menu/interna/wallet');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mi monedero' })).toBeTruthy();
  await waitFor(() => {
    expect(document.title).toBe('Mi monedero · Canasta Roma Sur');
  });
  expect((await screen.findByText('Saldo disponible')).nextElementSibling?.textContent).toBe(
    '$385.50',
  );
  const items = await movements().findAllByRole('article');
  expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
    'Comisión',
    'Pago de pedido',
    'Saldo inicial',
  ]);
  expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
    'Abono: +$5.50',
    'Cargo: −$120.00',
    'Abono: +$500.00',
  ]);
  expect(within(items[0] as HTMLElement).getByText(/^21 nov 2026, /)).toBeTruthy();
  expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();

  await user.click(within(items[1] as HTMLElement).getByRole('link', { name: 'Pedido 100007' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/orders/7');
  });
});

it('pages the movements: more as the list ends, then says there are no more', async () => {
  const api = mentorApi();
  for (let i = 1; i < 25; i++) {
    api.auth.wallet.record(MARIANA.id, {
      amount_cents: i * 100,
      kind: 'adjustment',
      order_id: null,
      order_number: null,
    });
  }
  const { user } = renderApp('/menu/interna/wallet');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mi monedero' })).toBeTruthy();
  expect(await movements().findAllByRole('article')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Cargar más' }));
  await waitFor(() => {
    expect(movements().getAllByRole('article')).toHaveLength(25);
  });
  expect(screen.getByText('Ya viste todos tus movimientos.')).toBeTruthy();
  expect(api.requests.filter((path) => path.includes('/wallet/movements'))).toEqual([
    'GET /wallet/movements?page=1&per_page=20',
    'GET /wallet/movements?page=2&per_page=20',
  ]);
});

it('a wallet without movements says where they will come from', async () => {
  mentorApi({
    'GET /wallet/movements': () =>
      json({ data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } }),
    'GET /wallet/balance': () => json({ balance_cents: 0, currency: 'MXN' }),
  });
  renderApp('/menu/interna/wallet');

  expect(
    await screen.findByRole('heading', { level: 3, name: 'Aún no tienes movimientos' }),
  ).toBeTruthy();
  expect((await screen.findByText('Saldo disponible')).nextElementSibling?.textContent).toBe(
    '$0.00',
  );
});

it('a failed read of the movements or the balance offers to try again, each on its own', async () => {
  let failing = true;
  const auth = fakeAuthApi([LUCIA, MARIANA]);
  const unavailable = () => apiError(503, 'service_unavailable', 'El servicio no está disponible.');
  const flaky =
    (route: string): MockHandler =>
    (request) =>
      failing ? unavailable() : (auth.routes[route]?.(request) ?? unavailable());
  const api = mockShopApi(
    {
      'GET /wallet/movements': flaky('GET /wallet/movements'),
      'GET /wallet/balance': flaky('GET /wallet/balance'),
    },
    { auth },
  );
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(MARIANA.id), user: MARIANA });
  const { user } = renderApp('/menu/interna/wallet');

  expect(
    await screen.findByRole('heading', { name: 'No pudimos cargar tus movimientos.' }),
  ).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'No pudimos leer tu saldo.' })).toBeTruthy();
  failing = false;
  const [balanceRetry, movementsRetry] = screen.getAllByRole('button', { name: 'Reintentar' });
  await user.click(movementsRetry as HTMLElement);
  expect(await movements().findByText('Saldo inicial')).toBeTruthy();
  await user.click(balanceRetry as HTMLElement);
  expect((await screen.findByText('Saldo disponible')).nextElementSibling?.textContent).toBe(
    '$500.00',
  );
});

it('a shopper is sent back to the store, told the wallet is for mentors', async () => {
  const api = mockShopApi();
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  const { router } = renderApp('/menu/interna/wallet');

  expect(await screen.findByText('El monedero es solo para mentores.')).toBeTruthy();
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
  expect(api.requests.some((path) => path.includes('/wallet/'))).toBe(false);
});

it('a visitor signs in first and comes back to the wallet', async () => {
  mockShopApi();
  const { router } = renderApp('/menu/interna/wallet');

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/auth/login');
  });
  expect(router.state.location.search).toBe('?next=%2Fmenu%2Finterna%2Fwallet');
});
