import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { deferredRecord } from '../../testing/checkout-api';
import { checkoutSetup, DELIVERY_CHOSEN } from '../../testing/checkout-setup';
import { makeSettings, makeStore } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

/**
 * Issue 27: cash at an OXXO and SPEI transfers. The checkout offers them where the shop and the
 * store take them; the order's screen shows "Pendiente de pago" with the voucher or the transfer
 * details to copy and how to pay, reads the order again every few seconds, and turns
 * "Confirmado" once the payment arrives. An underpaid transfer says what is missing; an
 * expired one, that the order was cancelled.
 */

const ALL_METHODS = makeSettings({ payment_methods: ['cash', 'card', 'wallet', 'oxxo', 'spei'] });

async function atPayment(storeMethods: ('cash' | 'card' | 'oxxo' | 'spei')[]) {
  const setup = await checkoutSetup({
    choices: DELIVERY_CHOSEN,
    address: true,
    store: makeStore({ payment_methods: storeMethods }),
  });
  const rendered = renderApp('/tienda/interna/payment_method', { settings: ALL_METHODS });
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' }),
  ).toBeTruthy();
  return { ...setup, ...rendered };
}

it('offers OXXO and SPEI with how each works, and places an OXXO order that waits for its payment', async () => {
  const { api, user, router, cartId } = await atPayment(['cash', 'card', 'oxxo', 'spei']);
  const oxxo = screen.getByRole('radio', { name: /^Efectivo en OXXO/ });
  expect(oxxo.closest('label')?.textContent).toContain('Tienes 2 días');
  const spei = screen.getByRole('radio', { name: /^Transferencia SPEI/ });
  expect(spei.closest('label')?.textContent).toContain('Tienes 24 horas');

  await user.click(oxxo);
  await user.click(screen.getByRole('button', { name: 'Confirmar pedido · $199.70' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/pedido-realizado');
  // The voucher is there at once, on the completion screen too.
  expect(
    await screen.findByRole('img', { name: /^Código de barras de la ficha OXXO \d+$/ }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toEqual({
    cart_id: cartId,
    payment: { method: 'oxxo' },
  });
  expect(api.checkout.orders.get(1)?.payments[0]).toMatchObject({
    method: 'oxxo',
    status: 'awaiting_payment',
    amount_cents: 19970,
  });
});

it('offers neither where the store does not take them', async () => {
  await atPayment(['cash', 'card']);
  expect(screen.getByRole('radio', { name: /^Efectivo/ })).toBeTruthy();
  expect(screen.queryByRole('radio', { name: /^Efectivo en OXXO/ })).toBeNull();
  expect(screen.queryByRole('radio', { name: /^Transferencia SPEI/ })).toBeNull();
});

function openOrderWith(record: ReturnType<typeof deferredRecord>) {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id, {
    payment_method: record.method,
    payment: record,
    payments: [record],
  });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  const rendered = renderApp(`/menu/interna/orders/${order.id}`);
  return { api, order, ...rendered };
}

const pendingBlock = () => screen.getByRole('region', { name: 'Pendiente de pago' });

it('shows the OXXO voucher: barcode, reference, amount, deadline and how to pay; copies the reference', async () => {
  const record = deferredRecord('oxxo', 14480, 1, 0);
  const { user } = openOrderWith(record);
  expect(await screen.findByRole('heading', { name: 'Pendiente de pago' })).toBeTruthy();
  const block = pendingBlock();
  const barcode = within(block).getByRole('img', {
    name: 'Código de barras de la ficha OXXO 930000000000000100',
  });
  expect(barcode.getAttribute('src')).toBe('/api/shop/payments/barcodes/930000000000000100');
  expect(block.textContent).toContain('9300 0000 0000 0001 00');
  expect(block.textContent).toContain('$144.80');
  expect(block.textContent).toContain('Paga antes del');
  expect(block.textContent).toContain('servicio de OXXO Pay');
  expect(block.textContent).toContain('Guarda tu ticket');

  await user.click(within(block).getByRole('button', { name: 'Copiar referencia' }));
  expect(await navigator.clipboard.readText()).toBe('930000000000000100');
  expect(within(block).getByText('Copiado: Referencia.')).toBeTruthy();
});

it('leaves the value selected to copy by hand when the clipboard is refused', async () => {
  const { user } = openOrderWith(deferredRecord('oxxo', 14480, 1, 0));
  await screen.findByRole('heading', { name: 'Pendiente de pago' });
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(within(pendingBlock()).getByRole('button', { name: 'Copiar referencia' }));
  expect(
    await screen.findByText(
      'No pudimos copiarlo. Lo dejamos seleccionado: mantén presionado para copiarlo.',
    ),
  ).toBeTruthy();
  expect(window.getSelection()?.toString()).toBe('9300 0000 0000 0001 00');
});

it('shows the SPEI transfer: CLABE, bank and reference to copy, and what is missing when underpaid', async () => {
  const { api, user } = openOrderWith(deferredRecord('spei', 14480, 1, 0));
  await screen.findByRole('heading', { name: 'Pendiente de pago' });
  const block = pendingBlock();
  expect(block.textContent).toContain('STP (sandbox)');
  expect(block.textContent).toContain('Escribe la referencia en el concepto de pago.');
  await user.click(within(block).getByRole('button', { name: 'Copiar clabe' }));
  expect(await navigator.clipboard.readText()).toBe('646180000000000100');
  await user.click(within(block).getByRole('button', { name: 'Copiar referencia' }));
  expect(await navigator.clipboard.readText()).toBe('CAN000100');

  api.checkout.payVoucher('CAN000100', 10000);
  expect(
    await screen.findByText(
      'Tu transferencia llegó incompleta. Transfiere $44.80 más con la misma referencia para confirmar tu pedido.',
      undefined,
      { timeout: 6000 },
    ),
  ).toBeTruthy();
  expect(pendingBlock().textContent).toContain('Recibimos$100.00');
  expect(pendingBlock().textContent).toContain('Falta por pagar$44.80');
});

it('turns "Confirmado" without a reload once the voucher is paid', async () => {
  const { api } = openOrderWith(deferredRecord('oxxo', 14480, 1, 0));
  await screen.findByRole('heading', { name: 'Pendiente de pago' });
  api.checkout.payVoucher('930000000000000100');
  await waitFor(
    () => {
      expect(screen.getByRole('heading', { level: 1 }).parentElement?.textContent).toContain(
        'Confirmado',
      );
    },
    { timeout: 6000 },
  );
  expect(screen.queryByRole('heading', { name: 'Pendiente de pago' })).toBeNull();
});

it('says clearly when the voucher expired unpaid and the order was cancelled', async () => {
  const { api } = openOrderWith(deferredRecord('oxxo', 14480, 1, 0));
  await screen.findByRole('heading', { name: 'Pendiente de pago' });
  api.checkout.expireVoucher('930000000000000100');
  expect(
    await screen.findByText(
      'Tu ficha de OXXO venció sin pago, así que cancelamos el pedido y liberamos los productos.',
      undefined,
      { timeout: 6000 },
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Pendiente de pago' })).toBeNull();
});

it('shows nothing to pay for a cash order', async () => {
  const api = mockShopApi();
  const order = api.checkout.seedOrder(LUCIA.id);
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  renderApp(`/menu/interna/orders/${order.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Pendiente de pago' })).toBeNull();
});
