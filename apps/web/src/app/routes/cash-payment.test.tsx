import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { LUCIA } from '../../testing/auth-api';
import { checkoutSetup, DELIVERY_CHOSEN } from '../../testing/checkout-setup';
import { makeSettings } from '../../testing/factories';
import { renderApp } from '../../testing/render';

/**
 * "¿Con cuánto pagas?" on the payment step (decision 052), the change it brings on the
 * order-placed screen and the order's own, and (issue 24, item 10) the placed screen's split of
 * a wallet + cash order into the wallet's part and the cash to collect.
 */

/** Three apples ($164.70) and the Roma zone's $35.00 fee. */
const TOTAL = 'Confirmar pedido · $199.70';

async function atPayment() {
  const setup = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  const rendered = renderApp('/tienda/interna/payment_method');
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' }),
  ).toBeTruthy();
  await rendered.user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  return { ...setup, ...rendered };
}

const tenderGroup = () => screen.getByRole('group', { name: '¿Con cuánto pagas?' });

it('offers the next bills for the cash due, says the change and sends the bill with the order', async () => {
  const { api, user, cartId } = await atPayment();
  const group = tenderGroup();
  expect(within(group).getByText('Opcional: así llevamos tu cambio.')).toBeTruthy();
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Pago exacto', '$200.00', '$500.00', '$1,000.00', 'Otra cantidad']);

  await user.click(within(group).getByRole('radio', { name: '$500.00' }));
  expect(within(group).getByRole('status').textContent).toBe('Te llevamos $300.30 de cambio.');
  await user.click(screen.getByRole('button', { name: TOTAL }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toEqual({
    cart_id: cartId,
    payment: { method: 'cash', cash_tendered_cents: 50_000 },
  });
  const rows = [...document.querySelectorAll('main dl > div')].map((row) => row.textContent);
  expect(rows).toContain('Pagas con$500.00');
  expect(rows).toContain('Tu cambio$300.30');

  await user.click(screen.getByRole('link', { name: 'Ver mi pedido' }));
  const payment = await screen.findByRole('region', { name: 'Pago' });
  expect(payment.textContent).toContain('Pagas con$500.00');
  expect(payment.textContent).toContain('Tu cambio$300.30');
});

it('"Pago exacto" sends the cash due', async () => {
  const { api, user, cartId } = await atPayment();
  await user.click(within(tenderGroup()).getByRole('radio', { name: 'Pago exacto' }));
  expect(within(tenderGroup()).getByRole('status').textContent).toBe(
    'Pagas el importe exacto: no hace falta cambio.',
  );
  await user.click(screen.getByRole('button', { name: TOTAL }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toEqual({
    cart_id: cartId,
    payment: { method: 'cash', cash_tendered_cents: 19_970 },
  });
  expect(screen.getByText('Importe exacto, sin cambio')).toBeTruthy();
});

it('is optional: without an answer the order carries no bill', async () => {
  const { api, user, cartId } = await atPayment();
  await user.click(screen.getByRole('button', { name: TOTAL }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toEqual({
    cart_id: cartId,
    payment: { method: 'cash' },
  });
  expect(screen.queryByText('Pagas con')).toBeNull();
});

it('another amount is read in pesos; one that does not cover the cash due is refused here', async () => {
  const { api, user } = await atPayment();
  await user.click(within(tenderGroup()).getByRole('radio', { name: 'Otra cantidad' }));
  const amount = screen.getByRole('textbox', { name: 'Pagas con (en pesos)' });
  await user.type(amount, '150');
  expect(screen.getByText('Con $150.00 no alcanza: en efectivo pagas $199.70.')).toBeTruthy();
  expect(amount.getAttribute('aria-invalid')).toBe('true');
  await user.click(screen.getByRole('button', { name: TOTAL }));
  expect(screen.getAllByText('Con $150.00 no alcanza: en efectivo pagas $199.70.')).toHaveLength(2);
  expect(api.checkout.placements).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '$1,200');
  expect(
    screen.getByText(
      'Con $1,200.00 tu cambio sería de $1,000.30; llevamos cambio de hasta $999.99. Indica una cantidad menor.',
    ),
  ).toBeTruthy();
  await user.clear(amount);
  await user.type(amount, '220.50');
  expect(within(tenderGroup()).getByRole('status').textContent).toBe(
    'Te llevamos $20.80 de cambio.',
  );
  await user.click(screen.getByRole('button', { name: TOTAL }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toMatchObject({
    payment: { method: 'cash', cash_tendered_cents: 22_050 },
  });
});

it('is only asked for cash', async () => {
  const { user } = await atPayment();
  expect(tenderGroup()).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  expect(screen.queryByRole('group', { name: '¿Con cuánto pagas?' })).toBeNull();
});

it('the placed screen splits a wallet + cash order: the wallet part and the cash to collect', async () => {
  const setup = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  const mentor = { ...LUCIA, is_mentor: true };
  setup.api.auth.users.set(LUCIA.id, mentor);
  const opening = setup.api.auth.wallet.balanceOf(LUCIA.id) ?? 0;
  setup.api.auth.wallet.record(LUCIA.id, {
    amount_cents: 5000 - opening,
    kind: 'adjustment',
    order_id: null,
    order_number: null,
  });
  useSessionStore.getState().setUser(mentor);
  const { user } = renderApp('/tienda/interna/payment_method', {
    settings: makeSettings({ payment_methods: ['cash', 'card', 'wallet'] }),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' }),
  ).toBeTruthy();
  await user.click(await screen.findByRole('switch', { name: /^Usar mi monedero/ }));
  expect(await screen.findByRole('button', { name: 'Pagar $149.70' })).toBeTruthy();
  await user.click(await screen.findByRole('radio', { name: /^Efectivo/ }));
  // The bills are for what is left to pay in cash, not the whole total.
  await user.click(within(tenderGroup()).getByRole('radio', { name: '$200.00' }));
  expect(within(tenderGroup()).getByRole('status').textContent).toBe(
    'Te llevamos $50.30 de cambio.',
  );
  await user.click(screen.getByRole('button', { name: 'Confirmar pedido · $149.70' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  const rows = [...document.querySelectorAll('main dl > div')].map((row) => row.textContent);
  expect(rows.slice(-5)).toEqual([
    'Total$199.70',
    'Pagado con monedero−$50.00',
    'Resto en efectivo$149.70',
    'Pagas con$200.00',
    'Tu cambio$50.30',
  ]);
});
