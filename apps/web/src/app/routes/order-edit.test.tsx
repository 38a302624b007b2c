import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@canasta/contract';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { orderLine } from '../../testing/checkout-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

/**
 * Issue 27: "Modificar pedido" until the store's cut-off. The shopper changes quantities, removes
 * lines, adds products found in the store's search, reviews the new total and the difference
 * (what the card is charged or what is refunded), and confirms; the timeline then shows
 * "Pedido modificado". A draft let go is discarded; refusals are shown as the server words them.
 */

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

const CARD: Partial<Order> = {
  payment_method: 'card',
  payment_status: 'paid',
  card: { brand: 'visa', last4: '4242' },
  payment: { method: 'card', status: 'paid', amount_cents: 14480, refunded_cents: 0 },
  payments: [{ method: 'card', status: 'paid', amount_cents: 14480, refunded_cents: 0 }],
};

async function openOrder(overrides: Partial<Order> = {}) {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    ...CARD,
    editable_until: IN_AN_HOUR(),
    ...overrides,
  });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  const rendered = renderApp(`/menu/interna/orders/${order.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  return { api, order, ...rendered };
}

async function openEdit(overrides: Partial<Order> = {}) {
  const opened = await openOrder(overrides);
  await opened.user.click(screen.getByRole('link', { name: 'Modificar pedido' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Modificar pedido' })).toBeTruthy();
  return opened;
}

it('adds a product found in the store, reviews the new total and what the card is charged, and confirms', async () => {
  const { api, user, router } = await openEdit();
  expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toContain(
    '2',
  );
  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));

  expect(screen.getByText('Escribe al menos 2 letras.')).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Buscar en la tienda' }), 'Artículo 3');
  const add = await screen.findByRole('button', { name: 'Agregar Artículo 3' });
  await user.click(add);
  expect(screen.getByRole('group', { name: 'Cantidad de Artículo 3' })).toBeTruthy();
  expect(screen.getAllByText('En tu pedido').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tus cambios' })).toBeTruthy();
  expect(api.requests).toContain('POST /client-orders/1/edits');
  const edit = [...api.checkout.edits.values()][0];
  expect(edit?.items.map((line) => [line.purchaseable_id, line.qty])).toEqual([
    [11, 3],
    [102, 1],
  ]);
  const difference = (edit?.total_cents ?? 0) - 14480;
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  expect(screen.getByText(`Se cargará ${money(difference)} a tu tarjeta.`)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Confirmar cambios' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/orders/1');
  const timeline = screen.getByRole('list', { name: 'Pedido modificado' });
  expect(timeline.textContent).toContain(`Nuevo total: ${money(edit?.total_cents ?? 0)}`);
  expect(timeline.textContent).toContain(`Se cobraron ${money(difference)}`);
  expect(api.checkout.orders.get(1)?.items).toHaveLength(2);
});

it('removes a line and says what is refunded', async () => {
  const { api, user } = await openEdit({
    items: [
      {
        ...orderLine({
          purchaseable_id: 11,
          name: 'Manzana Gala',
          qty: 2,
          unit_price_cents: 5490,
        }),
      },
      {
        ...orderLine({
          id: 2,
          purchaseable_id: 21,
          name: 'Queso crema',
          qty: 1,
          unit_price_cents: 4000,
        }),
      },
    ],
    subtotal_cents: 14980,
    total_cents: 18480,
  });
  await user.click(screen.getByRole('button', { name: 'Quitar Queso crema' }));
  expect(screen.queryByRole('group', { name: 'Cantidad de Queso crema' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  expect(await screen.findByText('Te devolveremos $40.00 a tu tarjeta.')).toBeTruthy();
  expect(api.checkout.orders.get(1)?.items).toHaveLength(2);
});

it('discards the draft when the shopper goes back, and again on leaving', async () => {
  const { api, user, router } = await openEdit();
  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  await screen.findByRole('heading', { level: 1, name: 'Revisa tus cambios' });
  await user.click(screen.getByRole('button', { name: 'Seguir modificando' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Modificar pedido' })).toBeTruthy();
  await waitFor(() => {
    expect(api.requests).toContain('DELETE /client-orders/1/edits/1');
  });
  expect(api.checkout.edits.get(1)?.state).toBe('discarded');

  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  await screen.findByRole('heading', { level: 1, name: 'Revisa tus cambios' });
  await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/orders/1');
  expect(api.checkout.edits.get(2)?.state).toBe('discarded');
  expect(api.checkout.orders.get(1)?.total_cents).toBe(14480);
});

it("shows the server's refusal when another edit is in progress", async () => {
  const { api, user } = await openEdit();
  api.checkout.edits.set(99, {
    id: 99,
    order_id: 1,
    state: 'draft',
    items: [],
    subtotal_cents: 0,
    discount_cents: 0,
    delivery_fee_cents: 0,
    total_cents: 0,
    difference_cents: 0,
    expires_at: IN_AN_HOUR(),
  });
  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'Ya hay una modificación en curso para este pedido. Confírmala o descártala antes de empezar otra.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Modificar pedido' })).toBeTruthy();
});

it('says the last line can only go by cancelling', async () => {
  const { user, api } = await openEdit();
  await user.click(screen.getByRole('button', { name: 'Quitar Manzana Gala' }));
  expect(
    screen.getByText('Tu pedido necesita al menos un producto. Para quitarlo todo, cancélalo.'),
  ).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Tu pedido necesita al menos un producto. Para quitarlo todo, cancélalo.',
  );
  expect(api.requests).not.toContain('POST /client-orders/1/edits');
});

it('is not offered after the cut-off, and the edit screen says so', async () => {
  await openOrder({ editable_until: null });
  expect(screen.queryByRole('link', { name: 'Modificar pedido' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Pedir de nuevo' })).toBeTruthy();
});

it('the edit screen past the cut-off says it can no longer be changed', async () => {
  const api = mockShopApi();
  api.checkout.seedOrder(LUCIA.id, { editable_until: new Date(Date.now() - 60_000).toISOString() });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  renderApp('/menu/interna/orders/1/modificar');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ya no se puede modificar' }),
  ).toBeTruthy();
  expect(within(document.body).getByRole('link', { name: 'Volver al pedido' })).toBeTruthy();
});

it('confirming after the cut-off passed meanwhile shows why, and the screen follows', async () => {
  const { api, user } = await openEdit();
  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));
  await user.click(screen.getByRole('button', { name: 'Revisar cambios' }));
  await screen.findByRole('heading', { level: 1, name: 'Revisa tus cambios' });
  const order = api.checkout.orders.get(1);
  if (order) order.editable_until = new Date(Date.now() - 1000).toISOString();
  await user.click(screen.getByRole('button', { name: 'Confirmar cambios' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ya no se puede modificar' }),
  ).toBeTruthy();
  expect(api.checkout.orders.get(1)?.total_cents).toBe(14480);
});
