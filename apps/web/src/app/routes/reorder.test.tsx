import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { orderLine } from '../../testing/checkout-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

function signedIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

const line = (purchaseable_id: number, name: string, qty: number, price: number) =>
  orderLine({ id: purchaseable_id, purchaseable_id, name, qty, unit_price_cents: price });

it('"Pedir de nuevo" fills the cart once, however often it is tapped, and says what changed', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    items: [
      // Manzana Gala costs $54.90 today; Piña miel is sold out; Queso crema is as it was.
      line(11, 'Manzana Gala', 2, 4990),
      line(12, 'Piña miel', 1, 3000),
      line(21, 'Queso crema', 1, 2490),
    ],
  });
  signedIn(api);
  const { user } = renderApp(`/menu/interna/orders/${String(order.id)}`);

  // The order's screen and then the cart's are lazy routes: the first load can be slow.
  const again = await screen.findByRole('button', { name: 'Pedir de nuevo' }, { timeout: 5000 });
  await user.dblClick(again);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Carrito' }, { timeout: 5000 }),
  ).toBeTruthy();
  const notice = screen.getByRole('region', { name: 'Cambios desde tu pedido anterior' });
  const items = within(notice).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Manzana GalaAntes $49.90, ahora $54.90',
    'Piña mielAgotado: no se agregó.',
  ]);
  expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('2');
  expect(screen.getByRole('group', { name: 'Cantidad de Queso crema' }).textContent).toBe('1');
  expect(screen.queryByRole('group', { name: 'Cantidad de Piña miel' })).toBeNull();
  expect(api.requests.filter((request) => request.endsWith('/reorder'))).toHaveLength(1);

  await user.click(within(notice).getByRole('button', { name: 'Entendido' }));
  expect(screen.queryByRole('region', { name: 'Cambios desde tu pedido anterior' })).toBeNull();
});

it("someone else's order can't be ordered again", async () => {
  const api = mockShopApi();
  const theirs = api.checkout.seedOrder(99);
  signedIn(api);
  renderApp(`/menu/interna/orders/${String(theirs.id)}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos este pedido' }),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Pedir de nuevo' })).toBeNull();
});
