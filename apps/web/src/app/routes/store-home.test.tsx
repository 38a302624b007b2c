import { SEARCH_QUERY_MAX_LENGTH } from '@canasta/contract';
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { pageMeta } from '../../testing/factories';
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
    '/uploads/demo/banners/interna-1-1200.webp',
    '/uploads/demo/banners/interna-2-1200.webp',
  ]);
  // Each banner offers its widths as AVIF first, at the width the carousel gives it.
  const avif = images[0]?.parentElement?.querySelector('source[type="image/avif"]');
  expect(avif?.getAttribute('srcset')).toMatch(/interna-1-480\.avif 480w, .+ 1200w$/);
  expect(avif?.getAttribute('sizes')).toContain('88vw');
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
  const api = mockShopApi();
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
  expect(screen.queryByRole('link', { name: 'Volver' })).toBeNull();
  // The 404 answers for the screen too: the store is asked for once.
  expect(api.requests.filter((request) => request.includes('no-existe'))).toHaveLength(1);
});

it('runs the full search on Enter and, when nothing matches, says what was searched and where to go', async () => {
  const api = mockShopApi();
  const { user, router } = renderApp('/tienda/interna');

  const field = await screen.findByRole('combobox', { name: 'Buscar productos' });
  await user.type(field, 'Artículo 2{Enter}');

  // The results are a lazy chunk: its first load (and transform) may take longer on a busy machine.
  expect(
    await screen.findByRole('heading', { name: 'Resultados para “Artículo 2”' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(await screen.findByText('7 productos encontrados')).toBeTruthy();
  expect(router.state.location.search).toBe('?q=Art%C3%ADculo+2');
  // Search results can go straight into the cart.
  expect(screen.getByRole('button', { name: 'Agregar Artículo 2 al carrito' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Ofertas de la semana' })).toBeNull();

  await user.clear(field);
  // Clearing the box ends the search.
  expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
  await user.type(field, 'kiwi{Enter}');
  expect(
    await screen.findByRole('heading', { name: 'No encontramos productos para “kiwi”' }),
  ).toBeTruthy();
  expect(screen.getByText(/Revisa la ortografía o prueba con menos palabras/)).toBeTruthy();
  const browse = (await screen.findByText('O busca por categoría:')).parentElement;
  expect(
    within(browse ?? document.body)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Frutas', '/menu/interna/Categories/1'],
    ['Verduras', '/menu/interna/Categories/2'],
  ]);
  expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna',
  );
  // The full search asks for a page of 20; suggestions while typing ask for a few.
  expect(
    api.requests.filter((r) => r.includes('per_page=20&') || r.endsWith('per_page=20')),
  ).toEqual([
    'GET /stores/1/inventories?q=art%C3%ADculo+2&page=1&per_page=20',
    'GET /stores/1/inventories?q=kiwi&page=1&per_page=20',
  ]);
});

it('suggests products as the shopper types: a combobox driven by the arrows, Enter opens the product', async () => {
  const api = mockShopApi();
  const { user, router } = renderApp('/tienda/interna');

  const field = await screen.findByRole('combobox', { name: 'Buscar productos' });
  expect(field.getAttribute('aria-expanded')).toBe('false');
  await user.type(field, 'Artículo 1');

  const listbox = await screen.findByRole('listbox', { name: 'Sugerencias' });
  expect(field.getAttribute('aria-controls')).toBe(listbox.id);
  expect(field.getAttribute('aria-expanded')).toBe('true');
  const options = within(listbox).getAllByRole('option');
  expect(options.map((option) => option.textContent?.replace(/\$.*/, ''))).toEqual([
    'Artículo 1',
    'Artículo 10',
    'Artículo 11',
    'Artículo 12',
    'Artículo 13',
    'Artículo 14',
  ]);
  expect(await screen.findByText('6 sugerencias. Usa las flechas para elegir una.')).toBeTruthy();
  // Debounced: one request for the settled text, not one per key.
  expect(api.requests.filter((r) => r.includes('/inventories?'))).toEqual([
    'GET /stores/1/inventories?q=art%C3%ADculo+1&page=1&per_page=6',
  ]);

  expect(field.getAttribute('aria-activedescendant')).toBeNull();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
  expect(options[1]?.getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  // Up from the first wraps to the last.
  expect(field.getAttribute('aria-activedescendant')).toBe(options[5]?.id);
  await user.keyboard('{Escape}');
  expect(field.getAttribute('aria-expanded')).toBe('false');
  expect(field.getAttribute('aria-activedescendant')).toBeNull();

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await vi.waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/product/producto-100');
  });
});

it('opens the product of a tapped suggestion', async () => {
  mockShopApi();
  const { user, router } = renderApp('/tienda/interna');
  await user.type(await screen.findByRole('combobox', { name: 'Buscar productos' }), 'Artículo 25');
  await user.click(await screen.findByRole('option', { name: /Artículo 25/ }));
  await vi.waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/product/producto-124');
  });
});

it('cancels the suggestions request of text the shopper has typed on from', async () => {
  const first = deferred();
  const api = mockShopApi({
    'GET /stores/:id/inventories': ({ query }) =>
      query.get('q') === 'art' ? first.promise : json({ data: [], meta: pageMeta(1, 0, 6) }),
  });
  const { user } = renderApp('/tienda/interna');
  const field = await screen.findByRole('combobox', { name: 'Buscar productos' });
  await user.type(field, 'Art');
  await vi.waitFor(() => {
    expect(api.requests).toContain('GET /stores/1/inventories?q=art&page=1&per_page=6');
  });
  await user.type(field, 'ículo 99');
  expect(await screen.findByText('Sin sugerencias. Pulsa Intro para buscar.')).toBeTruthy();
  const firstCall = api.fetch.mock.calls.find(
    ([url]) => typeof url === 'string' && url.includes('q=art&'),
  );
  expect(firstCall?.[1]?.signal?.aborted).toBe(true);
  expect(screen.queryByRole('option')).toBeNull();
});

it('clips a linked search longer than the API takes, instead of failing', async () => {
  const api = mockShopApi();
  const linked = 'a'.repeat(300);
  renderApp(`/tienda/interna?q=${linked}`);

  const clipped = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH);
  expect(
    await screen.findByRole('heading', { name: `No encontramos productos para “${clipped}”` }),
  ).toBeTruthy();
  expect(screen.queryByText('Algo salió mal')).toBeNull();
  expect(api.requests.filter((r) => r.includes('/inventories?'))).toEqual([
    `GET /stores/1/inventories?q=${clipped}&page=1&per_page=20`,
  ]);
  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Buscar productos' }).value).toBe(
    clipped,
  );
});
