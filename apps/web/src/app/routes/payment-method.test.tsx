import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { getCartQueryOptions } from '../../features/cart/api/get-cart';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { CHECKOUT_KEY } from '../../features/checkout/stores/checkout-store';
import { LUCIA } from '../../testing/auth-api';
import { DECLINED } from '../../testing/checkout-api';
import { checkoutSetup, DELIVERY_CHOSEN } from '../../testing/checkout-setup';
import { makeSettings, makeStore } from '../../testing/factories';
import { renderApp } from '../../testing/render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PAY = 'Pagar $199.70';
/** Cash is paid on delivery or pickup: the button orders, it charges nothing now. */
const ORDER_CASH = 'Confirmar pedido · $199.70';

async function atPayment() {
  const setup = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  const rendered = renderApp('/tienda/interna/payment_method');
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' }),
  ).toBeTruthy();
  return { ...setup, ...rendered };
}

const cardRegion = () => screen.getByRole('region', { name: 'Tarjeta de crédito o débito' });
const field = (name: string) => within(cardRegion()).getByRole('textbox', { name });

it('by card: checks it before anything is sent, then tokenizes it, places the order once and completes', async () => {
  const { api, user, router, cartId, queryClient } = await atPayment();
  expect(screen.getByText('Paso 5 de 5')).toBeTruthy();
  expect(screen.queryByText('Modo de prueba')).toBeNull();

  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  expect(screen.getByText('Modo de prueba')).toBeTruthy();
  await user.type(field('Número de tarjeta'), '4242424242424241');
  await user.type(field('Vencimiento (MM/AA)'), '0120');
  await user.type(field('Código de seguridad (CVC)'), '12');
  await user.click(screen.getByRole('button', { name: PAY }));

  expect(screen.getByText('El número de la tarjeta no es válido. Revísalo.')).toBeTruthy();
  expect(screen.getByText('La tarjeta está vencida.')).toBeTruthy();
  expect(screen.getByText('El código de seguridad tiene 3 dígitos.')).toBeTruthy();
  expect(screen.getByText('Escribe el nombre como aparece en la tarjeta.')).toBeTruthy();
  expect(document.activeElement).toBe(field('Número de tarjeta'));
  expect(api.requests.some((request) => request.includes('/payments/sandbox/tokens'))).toBe(false);

  await user.clear(field('Número de tarjeta'));
  await user.type(field('Número de tarjeta'), '4242424242424242');
  expect(field('Número de tarjeta')).toHaveProperty('value', '4242 4242 4242 4242');
  expect(within(cardRegion()).getByRole('img', { name: 'Visa' })).toBeTruthy();
  await user.clear(field('Vencimiento (MM/AA)'));
  await user.type(field('Vencimiento (MM/AA)'), '1230');
  expect(field('Vencimiento (MM/AA)')).toHaveProperty('value', '12/30');
  await user.type(field('Código de seguridad (CVC)'), '3');
  await user.type(field('Nombre como aparece en la tarjeta'), 'Lucía Hernández');
  await user.click(screen.getByRole('button', { name: PAY }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/pedido-realizado');
  expect(
    screen.getByText('Tu número de pedido es 100001. Te avisaremos cuando la tienda lo confirme.'),
  ).toBeTruthy();
  expect(api.checkout.placements).toHaveLength(1);
  expect(api.checkout.placements[0]?.key).toMatch(UUID);
  expect(api.checkout.placements[0]?.body).toEqual({
    cart_id: cartId,
    payment: { method: 'card', card_token: 'tok_sandbox_1' },
  });
  // Spec §4: the local cart is removed, the last order id saved and the cart reset: a new, empty
  // cart is created for the shopper at once (not on the next page load); the checkout is over.
  expect(localStorage.getItem('lastOrderId')).toBe('1');
  await waitFor(() => {
    expect(useCartStore.getState().cartIds['1']).toBeDefined();
  });
  const freshId = useCartStore.getState().cartIds['1'];
  expect(freshId).not.toBe(cartId);
  expect(JSON.parse(localStorage.getItem('cart_id') ?? 'null')).toEqual({ '1': freshId });
  expect(api.cart.carts.get(freshId ?? '')).toMatchObject({ user_id: LUCIA.id, items: [] });
  expect(queryClient.getQueryData(getCartQueryOptions(1).queryKey)).toMatchObject({
    cart: { id: freshId, items: [] },
  });
  const placedAt = api.requests.indexOf('POST /client-orders');
  expect(api.requests.slice(placedAt)).toContain('POST /checkout/');
  expect(sessionStorage.getItem(CHECKOUT_KEY)).toMatch(/"attempts":\{\}/);
  // The header hears of the new cart from TanStack Query, which tells its observers a task later.
  expect(await screen.findAllByRole('link', { name: 'Carrito, vacío' })).not.toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')).toBe(
    '/menu/interna/orders/1',
  );
  expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
});

it('cash says the order is confirmed, not paid; card keeps "Pagar"', async () => {
  const { user } = await atPayment();
  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  expect(screen.getByRole('button', { name: ORDER_CASH })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();

  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  expect(screen.getByRole('button', { name: PAY })).toBeTruthy();
});

it('cash at pickup confirms the order too: nothing is paid until the shopper collects it', async () => {
  await checkoutSetup({ choices: { ...DELIVERY_CHOSEN, delivery_type: 'pickup' } });
  const { user } = renderApp('/tienda/interna/payment_method');
  const cash = await screen.findByRole('radio', { name: /^Efectivo/ });
  expect(cash.closest('label')?.textContent).toContain('Pagas al recoger tu pedido.');
  await user.click(cash);
  expect(screen.getByRole('button', { name: /^Confirmar pedido · \$\d/ })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull();
});

it('a double tap on the order button places one order', async () => {
  const { api, user } = await atPayment();
  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  await user.dblClick(screen.getByRole('button', { name: ORDER_CASH }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements).toHaveLength(1);
  expect(api.checkout.orders.size).toBe(1);
});

it('a failure with no answer keeps the Idempotency-Key: trying again answers the same order', async () => {
  const { api, user } = await atPayment();
  // The first answer is lost after the order was placed; the second try doesn't reach the server.
  api.checkout.failures.push('lost', 'network');
  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  await user.click(screen.getByRole('button', { name: ORDER_CASH }));

  expect((await screen.findByRole('alert')).textContent).toBe(
    'No pudimos confirmar tu pedido por un problema de conexión. Vuelve a intentarlo: no se duplicará ni se cobrará dos veces.',
  );
  const saved = sessionStorage.getItem(CHECKOUT_KEY) ?? '';
  await user.click(screen.getByRole('button', { name: ORDER_CASH }));
  await waitFor(() => {
    expect(api.checkout.placements).toHaveLength(2);
  });
  expect(screen.getByRole('alert')).toBeTruthy();
  // Still the same attempt, even as saved for a reload.
  expect(sessionStorage.getItem(CHECKOUT_KEY)).toBe(saved);
  await user.click(screen.getByRole('button', { name: ORDER_CASH }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  const keys = api.checkout.placements.map((placement) => placement.key);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(api.checkout.orders.size).toBe(1);
});

it('a declined card says why; paying cash then is a new attempt with a new key', async () => {
  const { api, cart, cartId, user, router } = await atPayment();
  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  await user.type(field('Número de tarjeta'), '4000000000000002');
  await user.type(field('Vencimiento (MM/AA)'), '1230');
  await user.type(field('Código de seguridad (CVC)'), '123');
  await user.type(field('Nombre como aparece en la tarjeta'), 'Lucía Hernández');
  await user.click(screen.getByRole('button', { name: PAY }));

  expect((await screen.findByRole('alert')).textContent).toBe(DECLINED);
  expect(router.state.location.pathname).toBe('/tienda/interna/payment_method');
  expect(cart.carts.has(cartId)).toBe(true);
  expect(useCartStore.getState().carts['1']?.blocked).toBe(false);

  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  expect(screen.queryByRole('region', { name: 'Tarjeta de crédito o débito' })).toBeNull();
  await user.click(screen.getByRole('button', { name: ORDER_CASH }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  const [declined, cash] = api.checkout.placements;
  expect(declined?.key).toMatch(UUID);
  expect(cash?.key).toMatch(UUID);
  expect(cash?.key).not.toBe(declined?.key);
  expect(cash?.body).toEqual({ cart_id: cartId, payment: { method: 'cash' } });
  expect([...api.checkout.orders.values()].map((order) => order.payment_method)).toEqual(['cash']);
});

it('a choice that no longer holds says why and leads back to its step', async () => {
  const { api, user } = await atPayment();
  const chosen = api.checkout.slots.delivery[1]?.slots[0];
  if (chosen) Object.assign(chosen, { available: false, remaining: 0 });
  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  await user.click(screen.getByRole('button', { name: ORDER_CASH }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Ese horario ya se llenó. Elige otro.');
  expect(
    within(alert).getByRole('link', { name: 'Elegir otro horario' }).getAttribute('href'),
  ).toBe('/tienda/interna/envio_fecha');
});

it('offers only the methods the store takes (decision 043)', async () => {
  await checkoutSetup({
    choices: DELIVERY_CHOSEN,
    address: true,
    store: makeStore({ payment_methods: ['cash'] }),
  });
  renderApp('/tienda/interna/payment_method');
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' }),
  ).toBeTruthy();
  expect(screen.getByRole('radio', { name: /^Efectivo/ })).toBeTruthy();
  expect(screen.queryByRole('radio', { name: /^Tarjeta de crédito o débito/ })).toBeNull();
});

it('asks for a way to pay before anything is sent', async () => {
  const { api, user } = await atPayment();
  await user.click(screen.getByRole('button', { name: PAY }));

  expect(screen.getByRole('alert').textContent).toBe('Elige cómo quieres pagar.');
  expect(api.checkout.placements).toHaveLength(0);
});

it("the sandbox's own refusal of a card shows beside its field, and nothing is ordered", async () => {
  const { api, user } = await atPayment();
  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  await user.type(field('Número de tarjeta'), '5555555555554444');
  expect(within(cardRegion()).getByRole('img', { name: 'Mastercard' })).toBeTruthy();
  await user.type(field('Vencimiento (MM/AA)'), '1230');
  await user.type(field('Código de seguridad (CVC)'), '123');
  await user.type(field('Nombre como aparece en la tarjeta'), 'Lucía Hernández');
  await user.click(screen.getByRole('button', { name: PAY }));

  expect(
    await screen.findByText(
      'Estás en modo de prueba: usa la tarjeta 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada).',
    ),
  ).toBeTruthy();
  expect(document.activeElement).toBe(field('Número de tarjeta'));
  expect(api.checkout.placements).toHaveLength(0);
});

it("with Stripe, the card goes through Stripe's hosted fields and the order carries its PaymentMethod id", async () => {
  const createPaymentMethod = vi.fn(() =>
    Promise.resolve({
      paymentMethod: { id: 'pm_test_123', card: { brand: 'visa', last4: '4242' } },
    }),
  );
  const mounted: HTMLElement[] = [];
  const stripe = vi.fn(() => ({
    elements: () => ({
      create: () => ({
        mount: (element: HTMLElement) => {
          mounted.push(element);
        },
        destroy: () => undefined,
        on: () => undefined,
      }),
    }),
    createPaymentMethod,
  }));
  vi.stubGlobal('Stripe', stripe);
  const setup = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  setup.api.checkout.paymentConfig = {
    card_provider: 'stripe',
    publishable_key: 'pk_test_123',
    test_mode: true,
  };
  const { user } = renderApp('/tienda/interna/payment_method');

  await user.click(await screen.findByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  expect(screen.getByText('Modo de prueba')).toBeTruthy();
  await waitFor(() => {
    expect(mounted).toHaveLength(1);
  });
  expect(stripe).toHaveBeenCalledWith('pk_test_123', { locale: 'es-419' });
  // Our own number field is not there: the number is typed into Stripe's frame.
  expect(within(cardRegion()).queryByRole('textbox', { name: 'Número de tarjeta' })).toBeNull();
  await user.type(field('Nombre como aparece en la tarjeta'), 'Lucía Hernández');
  await user.click(screen.getByRole('button', { name: PAY }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(createPaymentMethod).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'card', billing_details: { name: 'Lucía Hernández' } }),
  );
  expect(setup.api.checkout.placements[0]?.body).toMatchObject({
    payment: { method: 'card', card_token: 'pm_test_123' },
  });
  expect(setup.api.requests.some((request) => request.includes('/payments/sandbox'))).toBe(false);
});

it('the sandbox never loads Stripe.js', async () => {
  const { user } = await atPayment();
  await user.click(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }));
  expect(field('Número de tarjeta')).toBeTruthy();
  expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
});

/** Lucía as a mentor with `balance` in her wallet, at the payment step of a shop taking wallets. */
async function mentorAtPayment(balance: number) {
  const setup = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  const mentor = { ...LUCIA, is_mentor: true };
  setup.api.auth.users.set(LUCIA.id, mentor);
  // Her ledger opens with the demo mentor's $500.00; an adjustment leaves `balance`.
  const opening = setup.api.auth.wallet.balanceOf(LUCIA.id) ?? 0;
  if (balance !== opening) {
    setup.api.auth.wallet.record(LUCIA.id, {
      amount_cents: balance - opening,
      kind: 'adjustment',
      order_id: null,
      order_number: null,
    });
  }
  useSessionStore.getState().setUser(mentor);
  const rendered = renderApp('/tienda/interna/payment_method', {
    settings: makeSettings({ payment_methods: ['cash', 'card', 'wallet'] }),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres pagar?' }),
  ).toBeTruthy();
  return { ...setup, ...rendered };
}

const walletSwitch = () => screen.findByRole('switch', { name: /^Usar mi monedero/ });
const amounts = () => [...document.querySelectorAll('form dl > div')].map((row) => row.textContent);

it('a mentor pays part with the wallet and the rest in cash', async () => {
  const { api, user, cartId } = await mentorAtPayment(5000);

  const toggle = await walletSwitch();
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(toggle.closest('label')?.textContent).toContain('Usar mi monedero ($50.00 disponible)');
  expect(amounts()).toEqual(['Total a pagar$199.70']);
  await user.click(toggle);

  expect(await screen.findByRole('button', { name: 'Pagar $149.70' })).toBeTruthy();
  expect(amounts()).toEqual(['Total$199.70', 'Monedero−$50.00', 'Por pagar$149.70']);
  expect(api.cart.carts.get(cartId)?.use_wallet).toBe(true);
  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  await user.click(screen.getByRole('button', { name: 'Confirmar pedido · $149.70' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toMatchObject({ payment: { method: 'cash' } });
  expect(api.checkout.orders.get(1)).toMatchObject({
    payment_method: 'cash',
    wallet_applied_cents: 5000,
    total_cents: 19970,
  });
  expect(api.auth.wallet.balanceOf(LUCIA.id)).toBe(0);
  await waitFor(() => {
    expect(useSessionStore.getState().walletBalanceCents).toBe(0);
  });
});

it('a wallet that covers the whole order pays it alone, with no other method asked', async () => {
  const { api, user } = await mentorAtPayment(50_000);

  await user.click(await walletSwitch());

  expect(await screen.findByText('Tu monedero cubre todo el pedido.')).toBeTruthy();
  expect(screen.queryByRole('radio', { name: /^Efectivo/ })).toBeNull();
  expect(amounts()).toEqual(['Total$199.70', 'Monedero−$199.70', 'Por pagar$0.00']);
  await user.click(screen.getByRole('button', { name: 'Pagar con mi monedero · $199.70' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.placements[0]?.body).toMatchObject({ payment: { method: 'wallet' } });
  expect(api.checkout.orders.get(1)).toMatchObject({
    payment_method: 'wallet',
    payment_status: 'paid',
    wallet_applied_cents: 19_970,
  });
  expect(api.auth.wallet.balanceOf(LUCIA.id)).toBe(50_000 - 19_970);
});

it('switching the wallet off again leaves the whole total to cash or card', async () => {
  const { api, user, cartId } = await mentorAtPayment(5000);

  await user.click(await walletSwitch());
  expect(await screen.findByRole('button', { name: 'Pagar $149.70' })).toBeTruthy();
  await user.click(await walletSwitch());

  expect(await screen.findByRole('button', { name: 'Pagar $199.70' })).toBeTruthy();
  expect(api.cart.carts.get(cartId)?.use_wallet).toBe(false);
});

it('no wallet for a shopper, nor for a mentor whose wallet is empty', async () => {
  const mentor = await mentorAtPayment(0);
  expect(screen.getByRole('radio', { name: /^Efectivo/ })).toBeTruthy();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(mentor.api.requests).toContain('GET /wallet/balance');
  mentor.unmount();

  const setup = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  renderApp('/tienda/interna/payment_method', {
    settings: makeSettings({ payment_methods: ['cash', 'card', 'wallet'] }),
  });
  expect(await screen.findByRole('radio', { name: /^Efectivo/ })).toBeTruthy();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(setup.api.requests.some((path) => path.includes('/wallet/'))).toBe(false);
});

it('a balance spent elsewhere meanwhile: the refusal is shown, and the balance and cart read again', async () => {
  const { api, user } = await mentorAtPayment(50_000);
  await user.click(await walletSwitch());
  expect(await screen.findByText('Tu monedero cubre todo el pedido.')).toBeTruthy();
  // Another order of hers spends most of it before she pays this one.
  api.auth.wallet.record(LUCIA.id, {
    amount_cents: -40_000,
    kind: 'adjustment',
    order_id: null,
    order_number: null,
  });
  await user.click(screen.getByRole('button', { name: 'Pagar con mi monedero · $199.70' }));

  expect(
    await screen.findByText('Tu monedero no tiene saldo suficiente para este pedido.'),
  ).toBeTruthy();
  expect((await walletSwitch()).closest('label')?.textContent).toContain(
    'Usar mi monedero ($100.00 disponible)',
  );
  expect(await screen.findByRole('button', { name: 'Pagar $99.70' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: /^Efectivo/ })).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
  await user.click(screen.getByRole('button', { name: 'Confirmar pedido · $99.70' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeTruthy();
  expect(api.checkout.orders.get(1)).toMatchObject({
    payment_method: 'cash',
    wallet_applied_cents: 10_000,
  });
});

it("the server's refusal of the wallet shows beside the switch, and nothing changes", async () => {
  const { api, user, cartId } = await mentorAtPayment(50_000);
  const toggle = await walletSwitch();
  // An operator took her mentor role away after the step opened.
  api.auth.users.set(LUCIA.id, LUCIA);
  await user.click(toggle);

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Solo los mentores pueden pagar con su monedero.',
  );
  expect(toggle.getAttribute('aria-describedby')).toBe('payment-wallet-problem');
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(api.cart.carts.get(cartId)?.use_wallet).toBe(false);
  expect(screen.getByRole('button', { name: 'Pagar $199.70' })).toBeTruthy();
});
