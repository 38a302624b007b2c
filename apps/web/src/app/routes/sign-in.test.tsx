import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { TOKEN_KEY, useSessionStore } from '../../features/auth/stores/session-store';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { LUCIA } from '../../testing/auth-api';
import { makeItem } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

const apple = makeItem(11, { name: 'Manzana Gala', price_cents: 5490 });

/** Types the phone, sends the code and types it, as a shopper does. */
async function signInWithPhone(user: UserEvent, nationalNumber: string) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Número de celular' }),
    nationalNumber,
  );
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await user.type(await screen.findByRole('textbox', { name: 'Código de 6 dígitos' }), '123456');
}

it('a guarded route sends a visitor to sign in, and back to it afterwards', async () => {
  mockShopApi();
  const { user, router } = renderApp('/menu/interna/Profile');

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/auth/login');
  });
  expect(router.state.location.search).toBe('?next=%2Fmenu%2Finterna%2FProfile');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Entra con tu celular' }),
  ).toBeTruthy();
  await waitFor(() => {
    expect(document.title).toBe('Entrar · Canasta Roma Sur');
  });

  await signInWithPhone(user, '5510000001');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/Profile');
  expect(await screen.findByText('Hola, Lucía Hernández. Ya entraste a tu cuenta.')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', LUCIA.name);
  expect(screen.getByText('+52 55 1000 0001')).toBeTruthy();
  // The header now leads to the account instead of "Entrar".
  const header = screen.getByRole('banner');
  expect(within(header).queryByRole('link', { name: 'Entrar' })).toBeNull();
  expect(within(header).getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe(
    '/menu/interna/Profile',
  );
});

it('"Entrar" in the header signs in from where the visitor is, and returns there', async () => {
  mockShopApi();
  const { user, router } = renderApp('/menu/interna/Categories');

  const header = await screen.findByRole('banner');
  const signIn = await within(header).findByRole('link', { name: 'Entrar' });
  expect(signIn.getAttribute('href')).toBe(
    '/menu/interna/auth/login?next=%2Fmenu%2Finterna%2FCategories',
  );
  await user.click(signIn);
  // No "Entrar" on the sign-in screens themselves.
  await screen.findByRole('heading', { level: 1, name: 'Entra con tu celular' });
  expect(within(header).queryByRole('link', { name: 'Entrar' })).toBeNull();

  await signInWithPhone(user, '5510000001');

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/Categories');
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
});

it('ignores a ?next= that leads off the site and goes to the store', async () => {
  mockShopApi();
  const { user, router } = renderApp('/menu/interna/auth/login?next=https://evil.example/');

  await signInWithPhone(user, '5510000001');

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
});

it('from the cart: signs in, keeps the anonymous cart (claimed for the user) and returns to it', async () => {
  const cart = shopCartApi();
  // $164.70: past the $150 the store's cheapest zone asks, so "Continuar" is open.
  const cartId = cart.seed([[apple, 3]]);
  useCartStore.getState().saveCart(1, cart.response(cartId));
  const api = mockShopApi({}, { cart });
  const { user, router } = renderApp('/tienda/interna/cartlist');

  await user.click(await screen.findByRole('link', { name: 'Continuar' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Entra con tu celular' }),
  ).toBeTruthy();
  expect(
    screen.getByText(
      'Para continuar con tu pedido, confirma tu número de celular. Te enviaremos un código.',
    ),
  ).toBeTruthy();
  await signInWithPhone(user, '5510000001');

  // On to the checkout's next step, the delivery method.
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/envio_tipo');
  });
  await waitFor(() => {
    expect(cart.carts.get(cartId)?.user_id).toBe(LUCIA.id);
  });
  expect(useCartStore.getState().cartIds).toEqual({ '1': cartId });
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres recibir tu pedido?' }),
  ).toBeTruthy();
  const claim = api.fetch.mock.calls.find(
    ([url, init]) => url === `/api/shop/checkout/${cartId}` && init?.method === 'PUT',
  );
  expect(claim?.[1]?.body).toBe(JSON.stringify({ user_id: LUCIA.id }));
  expect(new Headers(claim?.[1]?.headers).get('Authorization')).toMatch(/^Bearer token-/);
});

it('a signed-in shopper who adds a first product gets a cart bound to them', async () => {
  const api = mockShopApi();
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  const { user } = renderApp('/tienda/interna');

  await user.click(await screen.findByRole('button', { name: 'Agregar Manzana Gala al carrito' }));

  await waitFor(() => {
    expect([...api.cart.carts.values()].map((c) => c.user_id)).toEqual([LUCIA.id]);
  });
});

it('logout ends the session, lands on the store and starts a fresh, empty cart', async () => {
  const cart = shopCartApi();
  const api = mockShopApi({}, { cart });
  const token = api.auth.sessionFor(LUCIA.id);
  const cartId = cart.seed([[apple, 3]], 1, LUCIA.id);
  useCartStore.getState().saveCart(1, cart.response(cartId));
  useSessionStore.getState().signIn({ token, user: LUCIA });
  const { user, router } = renderApp('/menu/interna/Profile');

  await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
  await waitFor(() => {
    expect(useCartStore.getState().cartIds['1']).toBeDefined();
  });
  const fresh = useCartStore.getState().cartIds['1'] ?? '';
  expect(fresh).not.toBe(cartId);
  expect(cart.carts.get(fresh)).toMatchObject({ user_id: null, items: [] });
  expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(api.requests).toContain('POST /auth/logout');
  expect(
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Carrito, vacío' }),
  ).toBeTruthy();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Entrar' })).toBeTruthy();
});

it('a session the server refuses on a guarded route sends the shopper to sign in', async () => {
  mockShopApi();
  useSessionStore.getState().signIn({ token: 'expired-token-0123456789', user: LUCIA });
  const { router } = renderApp('/menu/interna/Profile');

  // Any call with the refused token (the store's, the default address's) ends the session.
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/auth/login');
  });
  expect(useSessionStore.getState().token).toBeNull();
});
