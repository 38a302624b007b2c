import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

/**
 * "Cancelar pedido" on the order's screen (decision 052): only while it is pending, asked first
 * with an optional reason for the store; the screen then shows it cancelled. When the store
 * confirmed it meanwhile, the dialog says so and the screen shows the new status.
 */

function signedIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

async function openOrder(status: 'pending' | 'confirmed' = 'pending') {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, { status });
  signedIn(api);
  const rendered = renderApp(`/menu/interna/orders/${order.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  return { api, order, ...rendered };
}

const chip = () => screen.getByRole('heading', { level: 1 }).parentElement?.textContent;

it('cancels a pending order after asking, with the reason for the store', async () => {
  const { api, user } = await openOrder();
  expect(screen.getByText('Puedes cancelarlo mientras la tienda no lo confirme.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));

  const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu pedido?' });
  expect(within(dialog).getByText(/La tienda ya no preparará el pedido 100001/)).toBeTruthy();
  // The safe answer has the focus.
  expect(document.activeElement).toBe(
    within(dialog).getByRole('button', { name: 'No, conservarlo' }),
  );
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }),
    'Me equivoqué de dirección',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));

  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  expect(chip()).toContain('Cancelado');
  expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  expect(api.requests).toContain('POST /client-orders/1/cancel');
  expect(api.checkout.orders.get(1)?.status).toBe('cancelled');
  expect(await screen.findByText('Cancelamos tu pedido 100001.')).toBeTruthy();
  // The button went away: the order's heading takes the focus back.
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  const told = [...api.checkout.notifications.values()].find((n) => n.title.endsWith('Cancelado'));
  expect(told?.body).toContain('Motivo: Me equivoqué de dirección.');
});

it('"No, conservarlo" leaves the order as it is', async () => {
  const { api, user } = await openOrder();
  await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
  await user.click(screen.getByRole('button', { name: 'No, conservarlo' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.requests).not.toContain('POST /client-orders/1/cancel');
  expect(chip()).toContain('Pendiente');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar pedido' }));
});

it('is not offered once the store confirmed the order', async () => {
  await openOrder('confirmed');
  expect(chip()).toContain('Confirmado');
  expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
});

it('says why when the store confirmed it meanwhile, and shows the new status', async () => {
  const { api, user } = await openOrder();
  await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
  api.checkout.advance(1, 'confirmed');
  await user.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));

  const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu pedido?' });
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Tu pedido ya está «Confirmado» y ya no puedes cancelarlo desde aquí. Si necesitas cambiar algo, escríbele a la tienda.',
  );
  await waitFor(() => {
    expect(chip()).toContain('Confirmado');
  });
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'No, conservarlo' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  expect(api.checkout.orders.get(1)?.status).toBe('confirmed');
});
