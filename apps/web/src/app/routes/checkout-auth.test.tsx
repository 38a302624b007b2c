import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { cartKeys } from '../../features/cart/api/query-keys';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { checkoutSetup } from '../../testing/checkout-setup';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

it('a session that ends mid-checkout is signed in again by code, back on the same step with every choice', async () => {
  const { api, cartId } = await checkoutSetup({
    choices: { delivery_type: 'delivery' },
    address: true,
  });
  const { user, router, queryClient } = renderApp('/tienda/interna/envio_fecha');
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cuándo te lo llevamos?' }),
  ).toBeTruthy();

  // The token expires; the next read of the cart is refused (401), which ends the session, and
  // the cart (now only reachable with a token) is forgotten on this device.
  act(() => {
    useSessionStore.getState().setToken('token-that-expired-abcdefghijklmnopqrstuvwxyz');
  });
  await act(() => queryClient.invalidateQueries({ queryKey: cartKeys.cart(1) }));

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/checkout_auth');
  });
  expect(router.state.location.search).toBe('?next=%2Ftienda%2Finterna%2Fenvio_fecha');
  expect(await screen.findByText('Tu sesión expiró. Vuelve a entrar con tu celular.')).toBeTruthy();
  // The screen's intro renders after its lazy chunk, which may land after the toast.
  expect(
    await screen.findByText(
      'Tu sesión terminó. Confirma tu celular con un código y seguimos con tu pedido donde lo dejaste.',
    ),
  ).toBeTruthy();
  expect(useCartStore.getState().cartIds).toEqual({});
  // The phone she was checking out with is offered again.
  expect(screen.getByRole('textbox', { name: 'Número de celular' })).toHaveProperty(
    'value',
    '55 1000 0001',
  );
  expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Escribe el código' })).toBeTruthy();
  expect(router.state.location.search).toBe('?paso=codigo&next=%2Ftienda%2Finterna%2Fenvio_fecha');
  await user.type(screen.getByRole('textbox', { name: 'Código de 6 dígitos' }), '123456');

  // Back on the date step: her cart (found again through her session) still says "delivery".
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cuándo te lo llevamos?' }),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/envio_fecha');
  expect(useCartStore.getState().cartIds).toEqual({ '1': cartId });
  expect(api.cart.carts.size).toBe(1);
  await user.click(
    within(screen.getByRole('group', { name: 'Horario' })).getByRole('radio', {
      name: '17:00 a 21:00',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cart-preview');
  });
  expect(api.cart.carts.get(cartId)).toMatchObject({
    delivery_type: 'delivery',
    delivery_slot_id: 3,
  });
});

it('a visitor who opens a checkout step without a session signs in there first, told just that', async () => {
  // Never signed in on this page: nothing ended, so nothing says it did.
  mockShopApi();
  const { router } = renderApp('/tienda/interna/cart-preview');

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/checkout_auth');
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Entra con tu celular' }),
  ).toBeTruthy();
  expect(router.state.location.search).toBe('?next=%2Ftienda%2Finterna%2Fcart-preview');
  expect(
    screen.getByText(
      'Para continuar con tu pedido, confirma tu número de celular. Te enviaremos un código.',
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/Tu sesión terminó/)).toBeNull();
});
