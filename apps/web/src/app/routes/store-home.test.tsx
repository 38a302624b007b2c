import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json, apiError, type MockAnswer } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

function deferred() {
  let resolve: (answer: MockAnswer) => void = () => undefined;
  const promise = new Promise<MockAnswer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

it('shows skeletons while loading, then banners, categories and collections (first on top)', async () => {
  const collections = deferred();
  mockShopApi({ 'GET /stores/:storeId/product-collection/': () => collections.promise });
  renderApp('/tienda/interna');

  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeTruthy();
  const banners = await screen.findByRole('region', { name: 'Promociones' });
  const images = within(banners).getAllByRole('presentation');
  expect(images.map((image) => image.getAttribute('src'))).toEqual([
    '/uploads/demo/banners/interna-1.webp',
    '/uploads/demo/banners/interna-2.webp',
  ]);
  expect(images[0]?.getAttribute('loading')).toBe('eager');
  expect(images[1]?.getAttribute('loading')).toBe('lazy');
  expect(within(banners).getAllByRole('link')[0]?.getAttribute('href')).toBe(
    '/tienda/interna/collection/1',
  );
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeTruthy();

  collections.resolve(
    json({
      data: [
        { id: 2, name: 'Lo más vendido', position: 2, items: [] },
        { id: 1, name: 'Ofertas de la semana', position: 1, items: [] },
      ],
    }),
  );
  // Collections without items are left out; here both are empty, so the empty state shows.
  expect(
    await screen.findByRole('heading', {
      name: 'Esta tienda todavía no tiene productos destacados.',
    }),
  ).toBeTruthy();
});

it("writes each banner's offer as text over its picture, and the whole banner is the link", async () => {
  mockShopApi();
  renderApp('/tienda/interna');

  const banners = await screen.findByRole('region', { name: 'Promociones' });
  const links = within(banners).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/tienda/interna/collection/1',
    '/tienda/interna/collection/2',
  ]);
  // Real text, not just the picture's alt: it can be read, zoomed and is the link's name.
  expect(within(links[0] as HTMLElement).getByText('Ofertas')).toBeTruthy();
  expect(within(links[1] as HTMLElement).getByText('Frutas frescas')).toBeTruthy();
  expect(within(banners).getByRole('link', { name: 'Frutas frescas' })).toBe(links[1]);
});

it('lists the visible categories and the collections in their order, with "Ver todo"', async () => {
  mockShopApi();
  renderApp('/tienda/interna');

  const rows = await screen.findAllByRole('heading', { level: 2 });
  expect(rows.map((heading) => heading.textContent)).toEqual([
    'Ofertas de la semana',
    'Lo más vendido',
  ]);
  const seeAll = screen.getByRole('link', { name: 'Ver todo: Ofertas de la semana' });
  expect(seeAll.getAttribute('href')).toBe('/tienda/interna/collection/1');

  const shortcuts = screen.getByRole('navigation', { name: 'Categorías' });
  expect(
    within(shortcuts)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Ver todas', 'Frutas', 'Verduras']);
  expect(screen.getByRole('link', { name: 'Manzana Gala' }).getAttribute('href')).toBe(
    '/tienda/interna/product/producto-11',
  );
  expect(screen.getByText('Agotado')).toBeTruthy();
  expect(document.title).toBe('Inicio · Canasta Roma Sur');
  expect(screen.getByRole('heading', { level: 1, name: 'Canasta Roma Sur' })).toBeTruthy();
});

it('shows an error with "Reintentar" when the collections fail, and recovers on retry', async () => {
  let failing = true;
  mockShopApi({
    'GET /stores/:storeId/product-collection/': () =>
      failing
        ? apiError(500, 'internal_error', 'Ocurrió un error.')
        : json({ data: [{ id: 1, name: 'Ofertas de la semana', position: 1, items: [] }] }),
  });
  const { user } = renderApp('/tienda/interna');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

  expect(
    await screen.findByRole('heading', {
      name: 'Esta tienda todavía no tiene productos destacados.',
    }),
  ).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows "store not found" with a link to the main store for an unknown store', async () => {
  mockShopApi();
  renderApp('/tienda/no-existe');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esta tienda' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a la tienda principal' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
  expect(screen.queryByRole('region', { name: 'Promociones' })).toBeNull();
  // Links into a store that doesn't exist would lead nowhere.
  expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull();
});

it('searches the store as the shopper types and says when nothing matches', async () => {
  const api = mockShopApi();
  const { user, router } = renderApp('/tienda/interna');

  const field = await screen.findByRole('searchbox', { name: 'Buscar productos' });
  await user.type(field, 'Artículo 2');

  expect(await screen.findByRole('heading', { name: 'Resultados para “Artículo 2”' })).toBeTruthy();
  expect(await screen.findByText('7 productos encontrados')).toBeTruthy();
  expect(router.state.location.search).toBe('?q=Art%C3%ADculo+2');
  // Search results can go straight into the cart.
  expect(screen.getByRole('button', { name: 'Agregar Artículo 2 al carrito' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Ofertas de la semana' })).toBeNull();

  await user.clear(field);
  await user.type(field, 'kiwi');
  expect(
    await screen.findByRole('heading', { name: 'No encontramos productos para “kiwi”' }),
  ).toBeTruthy();
  // Typing is debounced: one request per settled query, not one per key.
  expect(api.requests.filter((r) => r.includes('/inventories?'))).toEqual([
    'GET /stores/1/inventories?q=art%C3%ADculo+2&page=1&per_page=20',
    'GET /stores/1/inventories?q=kiwi&page=1&per_page=20',
  ]);
});
