import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { makeItem } from '../../testing/factories';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi, shopCartApi } from '../../testing/shop-api';

function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    open = done;
  });
  return { promise, open };
}

const cartRequests = (requests: string[]) => requests.filter((r) => r.includes('/checkout'));

it('adds from a collection card: the stepper and the counts show at once', async () => {
  const api = mockShopApi();
  const { user } = renderApp('/tienda/interna');
  const card = (await screen.findByRole('link', { name: 'Manzana Gala' })).closest(
    'article',
  ) as HTMLElement;

  await user.click(within(card).getByRole('button', { name: 'Agregar Manzana Gala al carrito' }));

  const stepper = within(card).getByRole('group', { name: 'Cantidad de Manzana Gala' });
  expect(stepper.textContent).toBe('1');
  const footer = screen.getByRole('navigation', { name: 'Navegación principal' });
  expect(within(footer).getByRole('link', { name: 'Carrito, 1 producto' })).toBeTruthy();
  expect(
    within(screen.getByRole('banner')).getByRole('link', { name: 'Carrito, 1 producto' }),
  ).toBeTruthy();

  await waitFor(() => {
    expect(stepper.getAttribute('aria-busy')).toBeNull();
  });
  expect(cartRequests(api.requests)).toEqual([
    'POST /checkout/',
    'POST /checkout/cart-1/items/bulk',
  ]);
  expect(JSON.parse(localStorage.getItem('cart_id') ?? '{}')).toEqual({ '1': 'cart-1' });
  // The card's link still leads to the product.
  expect(within(card).getByRole('link', { name: 'Manzana Gala' }).getAttribute('href')).toBe(
    '/tienda/interna/product/producto-11',
  );
  // Sold-out products offer no button.
  const soldOut = screen.getByRole('link', { name: 'Piña miel' }).closest('article') as HTMLElement;
  expect(within(soldOut).queryByRole('button')).toBeNull();
});

it('never adds twice on a double tap: the stepper waits for the first tap to land', async () => {
  const created = gate();
  const cart = shopCartApi();
  const create = cart.routes['POST /checkout/'];
  const api = mockShopApi(
    {
      'POST /checkout/': async (request) => {
        await created.promise;
        if (!create) throw new Error('no create route');
        return create(request);
      },
    },
    { cart },
  );
  const { user } = renderApp('/tienda/interna');

  await user.click(await screen.findByRole('button', { name: 'Agregar Manzana Gala al carrito' }));
  // The second tap lands where "+" now is.
  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));
  expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('1');

  act(() => {
    created.open();
  });
  await waitFor(() => {
    expect(cart.carts.get('cart-1')?.items[0]?.qty).toBe(1);
  });
  await waitFor(() => {
    expect(
      screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).getAttribute('aria-busy'),
    ).toBeNull();
  });
  expect(cartRequests(api.requests)).toEqual([
    'POST /checkout/',
    'POST /checkout/cart-1/items/bulk',
  ]);
});

it('sends quick taps one after another, each checked first, ending with what was shown', async () => {
  const api = mockShopApi();
  const { user } = renderApp('/tienda/interna/product/producto-11');
  await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  await waitFor(() => {
    expect(
      screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).getAttribute('aria-busy'),
    ).toBeNull();
  });

  const plus = screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' });
  await user.click(plus);
  await user.click(plus);
  await user.click(plus);

  expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('4');
  await waitFor(() => {
    expect(api.cart.carts.get('cart-1')?.items[0]?.qty).toBe(4);
  });
  expect(cartRequests(api.requests)).toEqual([
    'POST /checkout/',
    'POST /checkout/cart-1/items/bulk',
    'POST /checkout/cart-1/items/1/validate',
    'POST /checkout/cart-1/items/bulk',
    'POST /checkout/cart-1/items/1/validate',
    'POST /checkout/cart-1/items/bulk',
    'POST /checkout/cart-1/items/1/validate',
    'POST /checkout/cart-1/items/bulk',
  ]);
  expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe(
    '/tienda/interna/cartlist',
  );
});

it('on the product page "−" at 1 removes the product, with "Deshacer"', async () => {
  const api = mockShopApi();
  const { user } = renderApp('/tienda/interna/product/producto-11');
  await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  await waitFor(() => {
    expect(api.cart.carts.get('cart-1')?.items).toHaveLength(1);
  });

  await user.click(screen.getByRole('button', { name: 'Quitar uno de Manzana Gala' }));

  expect(await screen.findByRole('button', { name: 'Agregar al carrito' })).toBeTruthy();
  expect(await screen.findByText('Quitaste Manzana Gala')).toBeTruthy();
  await waitFor(() => {
    expect(api.cart.carts.get('cart-1')?.items).toEqual([]);
  });
});

it('on the product page "+" stops at the stock left, saying so, and sends nothing more', async () => {
  const cart = shopCartApi();
  const scarce = makeItem(11, { name: 'Manzana Gala', price_cents: 5490, stock: 2 });
  cart.setItem(scarce);
  const api = mockShopApi(
    { 'GET /stores/:storeId/inventories/:productSlug': () => json({ data: scarce }) },
    { cart },
  );
  const { user } = renderApp('/tienda/interna/product/producto-11');
  await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  const plus = screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' });
  await waitFor(() => {
    expect(plus.getAttribute('aria-disabled')).toBeNull();
  });
  expect(screen.queryByText('Puedes llevar como máximo 2 piezas.')).toBeNull();

  await user.click(plus);
  await waitFor(() => {
    expect(cart.carts.get('cart-1')?.items[0]?.qty).toBe(2);
  });
  const sent = cartRequests(api.requests).length;

  expect(plus).toHaveProperty('disabled', true);
  expect(screen.getByText('Puedes llevar como máximo 2 piezas.')).toBeTruthy();
  await user.click(plus);
  expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('2');
  expect(cartRequests(api.requests)).toHaveLength(sent);
});

it('moves focus from "Agregar" to the stepper\'s "+" and back', async () => {
  mockShopApi();
  const { user } = renderApp('/tienda/interna/product/producto-11');
  const add = await screen.findByRole('button', { name: 'Agregar al carrito' });
  add.focus();

  await user.keyboard('{Enter}');

  const plus = screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' });
  expect(document.activeElement).toBe(plus);
  await waitFor(() => {
    expect(plus.getAttribute('aria-disabled')).toBeNull();
  });
  screen.getByRole('button', { name: 'Quitar uno de Manzana Gala' }).focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar al carrito' }));
});

it('starts a new cart when the server lost the old one, and the change still lands', async () => {
  const api = mockShopApi();
  const { user } = renderApp('/tienda/interna/product/producto-11');
  await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  await waitFor(() => {
    expect(api.cart.carts.get('cart-1')?.items).toHaveLength(1);
  });
  // Deleted on the server (expired, or removed by support).
  api.cart.carts.delete('cart-1');

  await user.click(screen.getByRole('button', { name: 'Agregar uno de Manzana Gala' }));

  await waitFor(() => {
    expect(api.cart.carts.get('cart-2')?.items[0]?.qty).toBe(2);
  });
  expect(screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).textContent).toBe('2');
  expect(JSON.parse(localStorage.getItem('cart_id') ?? '{}')).toEqual({ '1': 'cart-2' });
  expect(cartRequests(api.requests).slice(2)).toEqual([
    'POST /checkout/cart-1/items/1/validate',
    'POST /checkout/',
    'POST /checkout/cart-2/items/bulk',
  ]);
  // No error toast: the shopper just carries on.
  expect(screen.queryByText(/No encontramos tu carrito/)).toBeNull();
});

it('keeps a separate cart per store', async () => {
  mockShopApi();
  useCartStore.setState({ cartIds: { '2': 'cart-of-another-store' } });
  const { user } = renderApp('/tienda/interna/product/producto-11');

  await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));

  await waitFor(() => {
    expect(JSON.parse(localStorage.getItem('cart_id') ?? '{}')).toEqual({
      '1': 'cart-1',
      '2': 'cart-of-another-store',
    });
  });
});

it('offline, "Agregar" says at once that it needs the connection, and nothing stays pending', async () => {
  const api = mockShopApi({ 'POST /checkout/': () => 'network-error' });
  const { user } = renderApp('/tienda/interna');
  const add = await screen.findByRole('button', { name: 'Agregar Manzana Gala al carrito' });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });

  await user.click(add);

  expect(
    await screen.findByText('Necesitas conexión para agregar productos al carrito.'),
  ).toBeTruthy();
  // The tap is undone: "Agregar" is back, not a stepper waiting for an answer.
  expect(
    await screen.findByRole('button', { name: 'Agregar Manzana Gala al carrito' }),
  ).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Cantidad de Manzana Gala' })).toBeNull();
  expect(cartRequests(api.requests)).toEqual(['POST /checkout/']);
});
