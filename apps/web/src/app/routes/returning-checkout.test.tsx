import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeAddress } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { checkoutSetup } from '../../testing/checkout-setup';
import { renderApp } from '../../testing/render';

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The bodies of the `PUT /checkout/{id}` the screens sent. */
function cartPuts(api: Awaited<ReturnType<typeof checkoutSetup>>['api']): unknown[] {
  return api.fetch.mock.calls
    .filter(
      ([url, init]) =>
        typeof url === 'string' && url.includes('/checkout/') && init?.method === 'PUT',
    )
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

/** Lucía's last order: home delivery to her house, cash, on Tuesday 17 November at 17:00. */
function lastOrderOnATuesday(api: Awaited<ReturnType<typeof checkoutSetup>>['api']) {
  const home = api.addresses.seed(LUCIA.id, { label: 'Casa' });
  api.checkout.seedOrder(LUCIA.id, {
    payment_method: 'cash',
    delivery_type: 'delivery',
    delivery_date: '2026-11-17',
    delivery_slot: { id: 3, start: '17:00', end: '21:00' },
    address: makeAddress(home.id, { label: 'Casa' }),
  });
  return home;
}

it("a returning shopper's checkout starts from her last order and goes straight to the summary, which asks her to confirm the remembered day", async () => {
  const { api, cart, cartId } = await checkoutSetup();
  const home = lastOrderOnATuesday(api);
  const { user, router } = renderApp('/tienda/interna/envio_tipo');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/cart-preview');
  // Never a day she didn't see: nothing is on the cart until she confirms one.
  expect(cart.carts.get(cartId)).toMatchObject({
    delivery_type: 'delivery',
    delivery_date: null,
    delivery_slot_id: null,
    address_id: home.id,
    payment_method: 'cash',
  });
  const when = screen.getByRole('group', { name: '¿Cuándo te lo llevamos?' });
  const days = await within(when).findAllByRole('radio');
  // The same weekday first (Tuesday, in its window), then the soonest open slot (today).
  expect(
    days.map((day) => [day.closest('label')?.textContent, (day as HTMLInputElement).checked]),
  ).toEqual([
    ['Martes 24 de noviembre17:00 a 21:00 · Como tu último pedido', true],
    ['Lunes 23 de noviembre09:00 a 13:00 · El más próximo', false],
  ]);
  expect(within(when).getByRole('link', { name: 'Otro día u horario' }).getAttribute('href')).toBe(
    '/tienda/interna/envio_fecha',
  );
  // Each remembered choice can still be changed from the summary.
  expect(screen.getAllByRole('link', { name: /^Cambiar/ }).length).toBeGreaterThanOrEqual(2);

  await user.click(screen.getByRole('button', { name: 'Elegir forma de pago' }));
  expect(await heading('¿Cómo quieres pagar?')).toBeTruthy();
  expect(cartPuts(api)).toContainEqual({ delivery_date: '2026-11-24', delivery_slot_id: 3 });
  expect(cart.carts.get(cartId)).toMatchObject({
    delivery_date: '2026-11-24',
    delivery_slot_id: 3,
  });
});

it('the shopper may confirm the other day offered instead; nothing is saved before she goes on', async () => {
  const { api, cart, cartId } = await checkoutSetup();
  lastOrderOnATuesday(api);
  const { user } = renderApp('/tienda/interna/envio_tipo');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  await user.click(await screen.findByRole('radio', { name: /^Lunes 23 de noviembre/ }));
  expect(cart.carts.get(cartId)?.delivery_slot_id).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Elegir forma de pago' }));

  expect(await heading('¿Cómo quieres pagar?')).toBeTruthy();
  expect(cart.carts.get(cartId)).toMatchObject({
    delivery_date: '2026-11-23',
    delivery_slot_id: 1,
  });
});

it("a remembered day that filled up isn't chosen: the shopper is asked to choose one", async () => {
  const { api, cart, cartId } = await checkoutSetup();
  lastOrderOnATuesday(api);
  const { user } = renderApp('/tienda/interna/envio_tipo');
  expect(await screen.findByRole('radio', { name: /Como tu último pedido/ })).toBeTruthy();
  // Someone takes the last place of Tuesday's 17:00 slot; the summary reads the slots again.
  const tuesday = api.checkout.slots.delivery[1];
  if (tuesday?.slots[2]) Object.assign(tuesday.slots[2], { available: false, remaining: 0 });
  await user.click(screen.getByRole('button', { name: 'Elegir forma de pago' }));

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Ese horario ya se llenó. Elige otro.',
  );
  await waitFor(() => {
    expect(screen.queryByRole('radio', { name: /Como tu último pedido/ })).toBeNull();
  });
  expect(screen.getByRole('radio', { name: /^Lunes 23 de noviembre/ })).toBeTruthy();
  expect(cart.carts.get(cartId)?.delivery_slot_id).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Elegir forma de pago' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Elige un horario.');
});

it('a remembered address that is gone is left to choose: the shopper stays on the first step with the rest chosen', async () => {
  const { api, cart, cartId } = await checkoutSetup();
  api.checkout.seedOrder(LUCIA.id, {
    delivery_type: 'delivery',
    delivery_slot: { id: 1, start: '09:00', end: '13:00' },
    address: makeAddress(404),
  });
  const { router } = renderApp('/tienda/interna/envio_tipo');

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  await screen.findByRole('radio', { name: /^Entrega a domicilio/, checked: true });
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_tipo');
  expect(cart.carts.get(cartId)).toMatchObject({ delivery_type: 'delivery', address_id: null });
});

it('a first order has nothing to remember: nothing is chosen for the shopper', async () => {
  const { cart, cartId } = await checkoutSetup();
  renderApp('/tienda/interna/envio_tipo');

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  expect(cart.carts.get(cartId)).toMatchObject({ delivery_type: null, payment_method: null });
});
