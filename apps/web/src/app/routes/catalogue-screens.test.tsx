import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeItem } from '../../testing/factories';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

it('pages a collection 20 at a time with "Ver más" and says when the list ends', async () => {
  const api = mockShopApi();
  const { user } = renderApp('/tienda/interna/collection/1');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ofertas de la semana' }),
  ).toBeTruthy();
  expect(await screen.findAllByRole('article')).toHaveLength(20);

  await user.click(screen.getByRole('button', { name: 'Ver más' }));

  await waitFor(() => {
    expect(screen.getAllByRole('article')).toHaveLength(25);
  });
  expect(screen.getByText('Ya viste todo.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  expect(api.requests.filter((r) => r.includes('/product-collection/1?'))).toEqual([
    'GET /stores/1/product-collection/1?page=1&per_page=20',
    'GET /stores/1/product-collection/1?page=2&per_page=20',
  ]);
});

it('shows "Colección no encontrada" for an unknown collection', async () => {
  mockShopApi();
  renderApp('/tienda/interna/collection/999');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Colección no encontrada' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
});

it('shows a product with its discount, low stock and full-size picture', async () => {
  mockShopApi({
    'GET /stores/:storeId/inventories/:productSlug': () =>
      json({
        data: makeItem(5, {
          name: 'Aguacate Hass',
          price_cents: 7990,
          compare_at_price_cents: 9990,
          stock: 3,
        }),
      }),
  });
  renderApp('/tienda/interna/product/producto-5');

  expect(await screen.findByRole('heading', { level: 1, name: 'Aguacate Hass' })).toBeTruthy();
  expect(screen.getByText('¡Últimas 3 piezas!')).toBeTruthy();
  expect(screen.getByText('-20%')).toBeTruthy();
  expect(screen.getByRole('main').querySelector('s')?.textContent).toBe('Precio anterior: $99.90');
  const image = screen.getByRole('img', { name: 'Aguacate Hass' });
  expect(image.getAttribute('src')).toBe('/uploads/demo/products/producto-5-800.webp');
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '800']);
  expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeTruthy();
});

it('shows "Producto no encontrado" with a way back to the store', async () => {
  mockShopApi();
  renderApp('/tienda/interna/product/no-existe');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
});

it('lists only visible categories in the grid', async () => {
  mockShopApi();
  renderApp('/menu/interna/Categories');

  const main = await screen.findByRole('main');
  await waitFor(() => {
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Frutas', 'Verduras']);
  });
  expect(within(main).getByRole('link', { name: 'Frutas' }).getAttribute('href')).toBe(
    '/menu/interna/Categories/1',
  );
});

it("pages a category's products", async () => {
  const api = mockShopApi();
  renderApp('/menu/interna/Categories/1');

  expect(await screen.findByRole('heading', { level: 1, name: 'Frutas' })).toBeTruthy();
  expect(await screen.findAllByRole('article')).toHaveLength(20);
  expect(screen.getByText('25 productos')).toBeTruthy();
  expect(api.requests).toContain('GET /stores/1/inventories?category_id=1&page=1&per_page=20');
  expect(screen.getByRole('button', { name: 'Agregar Artículo 1 al carrito' })).toBeTruthy();
});

it.each([
  ['hidden', '3'],
  ['unknown', '404'],
  ['malformed', 'abc'],
])('treats a %s category as not found', async (_, id) => {
  mockShopApi();
  renderApp(`/menu/interna/Categories/${id}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Categoría no encontrada' }),
  ).toBeTruthy();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});
