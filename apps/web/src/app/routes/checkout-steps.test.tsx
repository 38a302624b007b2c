import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { GUADALAJARA } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { checkoutSetup, DELIVERY_CHOSEN } from '../../testing/checkout-setup';
import { renderApp } from '../../testing/render';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The bodies of the `PUT /checkout/{id}` the screens sent. */
function cartPuts(api: Awaited<ReturnType<typeof checkoutSetup>>['api']): unknown[] {
  return api.fetch.mock.calls
    .filter(
      ([url, init]) =>
        typeof url === 'string' && url.includes('/checkout/') && init?.method === 'PUT',
    )
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

it('envio_fecha without a delivery method leads to envio_tipo, which saves the choice and goes on', async () => {
  const { api, cart, cartId } = await checkoutSetup();
  const { user, router } = renderApp('/tienda/interna/envio_fecha');

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_tipo');
  expect(screen.getByText('Paso 1 de 5')).toBeTruthy();
  const delivery = screen.getByRole('radio', { name: /^Entrega a domicilio/ });
  expect(delivery.closest('label')?.textContent).toContain(
    'El costo de envío depende de tu dirección.',
  );
  const pickup = screen.getByRole('radio', { name: /^Recoger en tienda/ });
  expect(pickup.closest('label')?.textContent).toContain(
    'Sin costo de envío. Recoges en Calle Medellín 235, Roma Sur, CDMX.',
  );

  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(screen.getByRole('alert').textContent).toBe('Elige cómo quieres recibir tu pedido.');
  expect(
    screen.getByRole('group', { name: 'Forma de entrega' }).getAttribute('aria-describedby'),
  ).toBe('delivery-type-problem');

  await user.click(pickup);
  expect((pickup as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  expect(await heading('¿Cuándo pasas por él?')).toBeTruthy();
  expect(screen.getByText('Paso 2 de 4')).toBeTruthy();
  expect(cartPuts(api)).toEqual([{ delivery_type: 'pickup' }]);
  expect(cart.carts.get(cartId)?.delivery_type).toBe('pickup');
});

it('an empty cart sends any checkout step back to the cart', async () => {
  await checkoutSetup({ qty: 0, choices: DELIVERY_CHOSEN });
  const { router } = renderApp('/tienda/interna/cart-preview');

  expect(await heading('Tu carrito está vacío')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/cartlist');
});

it('the slot picker: full slots say "Lleno" and can\'t be chosen, a day without open slots is disabled, the chosen slot is saved', async () => {
  const { api, cart, cartId } = await checkoutSetup({
    choices: { delivery_type: 'delivery' },
    address: true,
  });
  const { user, router } = renderApp('/tienda/interna/envio_fecha');

  expect(await heading('¿Cuándo te lo llevamos?')).toBeTruthy();
  const days = within(screen.getByRole('group', { name: 'Día' })).getAllByRole('radio');
  expect(
    days.map((day) => [day.getAttribute('value'), (day as HTMLInputElement).disabled]),
  ).toEqual([
    ['2026-11-23', false],
    ['2026-11-24', false],
    ['2026-11-25', true],
  ]);
  // The first day with an open slot is shown; the full day says so.
  expect((days[0] as HTMLInputElement).checked).toBe(true);
  expect(days[2]?.closest('label')?.textContent).toMatch(/25 novSin horarios$/);

  const slots = screen.getByRole('group', { name: 'Horario' });
  const full = within(slots).getByRole('radio', { name: '13:00 a 17:00 Lleno' });
  expect((full as HTMLInputElement).disabled).toBe(true);
  expect(within(slots).getByRole('radio', { name: '09:00 a 13:00 Quedan 3 lugares' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(screen.getByRole('alert').textContent).toBe('Elige un horario.');

  await user.click(full);
  expect((full as HTMLInputElement).checked).toBe(false);
  await user.click(within(slots).getByRole('radio', { name: '17:00 a 21:00' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  // The address came first (decision 048): the summary follows the day.
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cart-preview');
  });
  expect(cartPuts(api)).toContainEqual({ delivery_date: '2026-11-23', delivery_slot_id: 3 });
  expect(cart.carts.get(cartId)).toMatchObject({
    delivery_date: '2026-11-23',
    delivery_slot_id: 3,
  });
});

it('a slot that fills up meanwhile is refused with the reason, and the slots are read again', async () => {
  const { api } = await checkoutSetup({ choices: { delivery_type: 'delivery' }, address: true });
  const { user } = renderApp('/tienda/interna/envio_fecha');
  const slots = () => screen.getByRole('group', { name: 'Horario' });
  await heading('¿Cuándo te lo llevamos?');
  // Someone else takes the last places of the first slot.
  const [firstDay] = api.checkout.slots.delivery;
  if (firstDay?.slots[0]) Object.assign(firstDay.slots[0], { available: false, remaining: 0 });

  const first = within(slots()).getByRole('radio', { name: /^09:00 a 13:00/ });
  await user.click(first);

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Ese horario ya se llenó. Elige otro.',
  );
  expect(await within(slots()).findByRole('radio', { name: '09:00 a 13:00 Lleno' })).toBeTruthy();
  expect((first as HTMLInputElement).checked).toBe(false);
});

it("home delivery: right after the method, the shopper chooses one of her addresses (one the store doesn't reach says why), then the day", async () => {
  const { api, cart, cartId } = await checkoutSetup({ choices: { delivery_type: 'delivery' } });
  api.addresses.seed(LUCIA.id, { label: 'Casa' });
  api.addresses.seed(LUCIA.id, {
    label: 'Oficina GDL',
    street: 'Avenida Chapultepec',
    neighborhood: 'Americana',
    ...GUADALAJARA,
  });
  const { user, router } = renderApp('/tienda/interna/envio_direccion');

  expect(await heading('¿A dónde te lo llevamos?')).toBeTruthy();
  expect(screen.getByText('Paso 2 de 5')).toBeTruthy();
  const home = screen.getByRole('radio', { name: /^Casa/ });
  expect(home.closest('label')?.textContent).toContain('Predeterminada');
  // A new address leads on to the day.
  expect(screen.getByRole('link', { name: 'Agregar otra dirección' }).getAttribute('href')).toBe(
    '/tienda/interna/set_adress?checkout=1&next=%2Ftienda%2Finterna%2Fenvio_fecha',
  );

  const office = screen.getByRole('radio', { name: /^Oficina GDL/ });
  await user.click(office);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Canasta Roma Sur aún no entrega en esa dirección. Elige otra o recoge en la tienda.',
  );
  expect((office as HTMLInputElement).checked).toBe(false);

  await user.click(home);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await heading('¿Cuándo te lo llevamos?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_fecha');
  expect(screen.getByText('Paso 3 de 5')).toBeTruthy();
  expect(cart.carts.get(cartId)?.address_id).toBe(1);
  // The zone's fee is known while the day is chosen: it is in the total below.
  expect(cart.response(cartId).extra.delivery_fee_cents).toBe(3500);
  expect(screen.getByText('$199.70')).toBeTruthy();
});

it('an address changed from the summary (a day already chosen) leads back to the summary', async () => {
  await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  renderApp('/tienda/interna/envio_direccion');

  expect(await heading('¿A dónde te lo llevamos?')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Agregar otra dirección' }).getAttribute('href')).toBe(
    '/tienda/interna/set_adress?checkout=1&next=%2Ftienda%2Finterna%2Fcart-preview',
  );
});

it('without addresses, the address step offers to add one on the map, then the day', async () => {
  await checkoutSetup({ choices: { delivery_type: 'delivery' } });
  renderApp('/tienda/interna/envio_direccion');

  expect(await screen.findByRole('heading', { name: 'Aún no tienes direcciones' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Agregar dirección' }).getAttribute('href')).toBe(
    '/tienda/interna/set_adress?checkout=1&next=%2Ftienda%2Finterna%2Fenvio_fecha',
  );
});

it('the day waits for the address: envio_fecha without one leads to the address step', async () => {
  await checkoutSetup({ choices: { delivery_type: 'delivery' } });
  const { router } = renderApp('/tienda/interna/envio_fecha');

  expect(await screen.findByRole('heading', { name: 'Aún no tienes direcciones' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_direccion');
});

it("pickup skips the address step: the summary shows the store's address and no fee", async () => {
  await checkoutSetup({
    choices: { delivery_type: 'pickup', delivery_date: '2026-11-24', delivery_slot_id: 9 },
  });
  const { router } = renderApp('/tienda/interna/envio_direccion');

  expect(await heading('¿Cuándo pasas por él?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_fecha');
  expect(screen.getByText('Paso 2 de 4')).toBeTruthy();
  await router.navigate('/tienda/interna/cart-preview');
  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(screen.getByText('Paso 3 de 4')).toBeTruthy();
  expect(screen.getByText('Recoges en').nextElementSibling?.textContent).toBe(
    'Calle Medellín 235, Roma Sur, CDMX',
  );
  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(within(summary).getByText('Envío').nextElementSibling?.textContent).toBe(
    'Sin costo: recoges en la tienda',
  );
});

it('the summary shows how, when and where with "Cambiar", keeps the notes and goes on to pay', async () => {
  const { api, cart, cartId } = await checkoutSetup({ choices: DELIVERY_CHOSEN, address: true });
  const { user, router } = renderApp('/tienda/interna/cart-preview');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(screen.getByText('Paso 4 de 5')).toBeTruthy();
  expect(screen.getByText('3 × Manzana Gala').nextElementSibling?.textContent).toBe('$164.70');
  expect(screen.getByRole('link', { name: 'Cambiar: Forma de entrega' }).getAttribute('href')).toBe(
    '/tienda/interna/envio_tipo',
  );
  expect(screen.getByRole('link', { name: 'Cambiar: Día y horario' }).getAttribute('href')).toBe(
    '/tienda/interna/envio_fecha',
  );
  expect(screen.getByRole('link', { name: 'Cambiar: Entregamos en' }).getAttribute('href')).toBe(
    '/tienda/interna/envio_direccion',
  );
  expect(await screen.findByText('Martes 24 de noviembre, 09:00 a 13:00')).toBeTruthy();
  expect(await screen.findByText('Calle Medellín 235, Roma Sur')).toBeTruthy();
  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$199.70');

  const notes = screen.getByRole('textbox', { name: 'Notas para la tienda (opcional)' });
  expect(notes.getAttribute('rows')).toBe('6');
  await user.type(notes, 'Sin bolsa, por favor.');
  await user.click(screen.getByRole('button', { name: 'Elegir forma de pago' }));

  expect(await heading('¿Cómo quieres pagar?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/payment_method');
  expect(cartPuts(api)).toContainEqual({ notes: 'Sin bolsa, por favor.' });
  expect(cart.carts.get(cartId)?.notes).toBe('Sin bolsa, por favor.');
});

it("payment is reached only above the zone's minimum: below it, the summary says what is missing", async () => {
  await checkoutSetup({ qty: 1, choices: DELIVERY_CHOSEN, address: true });
  const { router } = renderApp('/tienda/interna/payment_method');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/cart-preview');
  expect(screen.getByText('El pedido mínimo es de $150.00. Te faltan $95.10.')).toBeTruthy();
  const next = screen.getByRole('button', { name: 'Elegir forma de pago' });
  expect((next as HTMLButtonElement).disabled).toBe(true);
  expect(next.getAttribute('aria-describedby')).toBe('cart-minimum-order');
});

it('below the delivery minimum the cart still lets the shopper choose a method, and pickup has none', async () => {
  await checkoutSetup({ qty: 1 });
  const { user, router } = renderApp('/tienda/interna/cartlist');

  expect(await heading('Carrito')).toBeTruthy();
  expect(
    screen.getByText(
      'A domicilio, el pedido mínimo es de $150.00 (te faltan $95.10). Si recoges en la tienda, no hay mínimo.',
    ),
  ).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Continuar' }));

  expect(await heading('¿Cómo quieres recibir tu pedido?')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_tipo');
});

it('a pickup order below the delivery minimum reaches payment: no minimum is shown or applied', async () => {
  await checkoutSetup({
    qty: 1,
    choices: { delivery_type: 'pickup', delivery_date: '2026-11-24', delivery_slot_id: 9 },
  });
  const { router } = renderApp('/tienda/interna/cart-preview');

  expect(await heading('Revisa tu pedido')).toBeTruthy();
  expect(screen.queryByText(/pedido mínimo/)).toBeNull();
  const next = screen.getByRole('button', { name: 'Elegir forma de pago' });
  expect((next as HTMLButtonElement).disabled).toBe(false);

  await router.navigate('/tienda/interna/payment_method');
  expect(await heading('¿Cómo quieres pagar?')).toBeTruthy();
});
