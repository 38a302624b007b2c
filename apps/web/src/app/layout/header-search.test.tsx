import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

// The store search sits in the header of every catalogue page (decision 047).

const headerSearch = async () =>
  within(await screen.findByRole('banner')).findByRole('combobox', { name: 'Buscar productos' });

it.each([
  ['the store home', '/tienda/interna'],
  ['the categories', '/menu/interna/Categories'],
  ['a category', '/menu/interna/Categories/1'],
  ['a collection', '/tienda/interna/collection/1'],
  ['a product', '/tienda/interna/product/producto-100'],
])('%s has the search in its header, sending a plain search to the store home', async (_, path) => {
  mockShopApi();
  renderApp(path);
  const box = await headerSearch();
  expect(box.closest('form')?.getAttribute('action')).toBe('/tienda/interna');
  expect(box.getAttribute('name')).toBe('q');
  // One search on the page: the store home's is the header's too.
  expect(screen.getAllByRole('search')).toHaveLength(1);
});

it('a product page runs the search on the store home, and "back" returns to the product', async () => {
  const api = mockShopApi();
  const { user, router } = renderApp('/tienda/interna/product/producto-100');
  expect(await screen.findByRole('heading', { level: 1, name: 'Artículo 1' })).toBeTruthy();

  await user.type(await headerSearch(), 'Artículo 2{Enter}');
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna');
  });
  expect(router.state.location.search).toBe('?q=Art%C3%ADculo+2');
  expect(
    await screen.findByRole('heading', { name: 'Resultados para “Artículo 2”' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(await screen.findByText('7 productos encontrados')).toBeTruthy();
  expect(api.requests).toContain('GET /stores/1/inventories?q=art%C3%ADculo+2&page=1&per_page=20');
  // The box on the results page holds the search.
  expect((await headerSearch()).getAttribute('value')).toBe('Artículo 2');

  await router.navigate(-1);
  expect(await screen.findByRole('heading', { level: 1, name: 'Artículo 1' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/product/producto-100');
});

it('a category page suggests products as the shopper types, and a tap opens one', async () => {
  mockShopApi();
  const { user, router } = renderApp('/menu/interna/Categories/1');
  await user.type(await headerSearch(), 'Artículo 25');
  await user.click(await screen.findByRole('option', { name: /Artículo 25/ }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/product/producto-124');
  });
});

it('an empty search from another page goes nowhere', async () => {
  mockShopApi();
  const { user, router } = renderApp('/menu/interna/Categories');
  await user.type(await headerSearch(), '   {Enter}');
  expect(router.state.location.pathname).toBe('/menu/interna/Categories');
});

it('the cart, not a catalogue page, has no search', async () => {
  mockShopApi();
  renderApp('/tienda/interna/cartlist');
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: 'Buscar productos' })).toBeNull();
  expect(screen.queryByRole('search')).toBeNull();
});
