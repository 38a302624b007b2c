import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

function signedIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

/** An order of Lucía's the store confirmed, then started preparing: two unread notifications. */
function orderWithNews(api: ReturnType<typeof mockShopApi>) {
  const order = api.checkout.seedOrder(LUCIA.id);
  api.checkout.advance(order.id, 'confirmed');
  api.checkout.advance(order.id, 'preparing');
  return order;
}

const bell = (count: string) => screen.findByRole('link', { name: `Notificaciones${count}` });

it('the bell counts the unread; opening one marks it read and shows its order', async () => {
  const api = mockShopApi();
  const order = orderWithNews(api);
  signedIn(api);
  const { user, router } = renderApp('/tienda/interna');

  await user.click(await bell(', 2 sin leer'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
  expect(screen.getByText('2 sin leer')).toBeTruthy();
  const [newest, older] = screen.getAllByRole('link', { name: /^Pedido 100001:/ });
  expect(newest?.textContent).toMatch(/^Pedido 100001: En preparaciónNo leída/);
  expect(older?.textContent).toMatch(/^Pedido 100001: ConfirmadoNo leída/);
  expect(newest?.getAttribute('href')).toBe(`/menu/interna/orders/${order.id}`);

  await user.click(newest as HTMLElement);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  expect(router.state.location.pathname).toBe(`/menu/interna/orders/${order.id}`);
  expect(await bell(', 1 sin leer')).toBeTruthy();
  expect([...api.checkout.notifications.values()].map((item) => item.read)).toEqual([false, true]);
});

it('"Marcar todas como leídas" clears the count', async () => {
  const api = mockShopApi();
  orderWithNews(api);
  signedIn(api);
  const { user } = renderApp('/menu/interna/Notifications');

  const markAll = await screen.findByRole('button', { name: 'Marcar todas como leídas' });
  await user.click(markAll);
  expect(await screen.findByText('Todo leído')).toBeTruthy();
  expect(await bell('')).toBeTruthy();
  expect(screen.queryByText('No leída')).toBeNull();
  expect((markAll as HTMLButtonElement).disabled).toBe(true);
  expect([...api.checkout.notifications.values()].every((item) => item.read)).toBe(true);
});

it('without notifications says so', async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Notifications');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No tienes notificaciones' }),
  ).toBeTruthy();
});

it('a visitor has no bell, and nothing is asked for them', async () => {
  const api = mockShopApi();
  renderApp('/tienda/interna');

  expect(await screen.findByRole('link', { name: 'Entrar' })).toBeTruthy();
  await waitFor(() => {
    expect(api.requests.some((request) => request.includes('/stores/1/product-collection'))).toBe(
      true,
    );
  });
  expect(screen.queryByRole('link', { name: /^Notificaciones/ })).toBeNull();
  expect(api.requests.some((request) => request.includes('/notifications'))).toBe(false);
});
