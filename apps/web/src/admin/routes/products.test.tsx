import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { apiError } from '../../testing/mock-api';
import { AGUACATE, mockCatalogueConsole } from '../testing/catalogue-api';
import { JORGE } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

it('lists the products with their state, finds them and filters the sold out', async () => {
  const { api } = mockCatalogueConsole();
  saveSession(api, JORGE);
  const { user } = renderConsole('/admin/interna/productos');

  expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: /Aguacate Hass/ })).toBeTruthy();
  expect(screen.getByText('3 productos')).toBeTruthy();
  expect(within(rowOf('Queso panela')).getByText('SKU queso-panela-400g · Agotado')).toBeTruthy();
  expect(
    within(rowOf('Mango Ataúlfo')).getByText('SKU mango-ataulfo-kg · Oculto · Por agotarse'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Nuevo producto' }).getAttribute('href')).toBe(
    '/admin/interna/productos/nuevo',
  );
  expect(rowOf('Aguacate Hass').querySelector('a')?.getAttribute('href')).toBe(
    '/admin/interna/productos/11',
  );

  await user.click(screen.getByRole('button', { name: 'Agotados' }));
  await waitFor(() => {
    expect(screen.queryByRole('link', { name: /Aguacate Hass/ })).toBeNull();
  });
  expect(screen.getByRole('button', { name: 'Agotados' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(api.requests).toContain('GET /admin/stores/interna/products?stock=out&page=1&per_page=50');

  await user.click(screen.getByRole('button', { name: 'Agotados' }));
  await user.type(
    screen.getByRole('searchbox', { name: 'Buscar productos por nombre o SKU' }),
    'mango',
  );
  await waitFor(() => {
    expect(screen.queryByRole('link', { name: /Aguacate Hass/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Mango Ataúlfo/ })).toBeTruthy();
  });

  await user.type(
    screen.getByRole('searchbox', { name: 'Buscar productos por nombre o SKU' }),
    'zzz',
  );
  expect(await screen.findByRole('heading', { name: 'Ningún producto coincide' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
  expect(await screen.findByRole('link', { name: /Aguacate Hass/ })).toBeTruthy();
});

it('changes a price in place at once, and puts it back with the server’s message if refused', async () => {
  let release: () => void = () => undefined;
  const fake = mockCatalogueConsole({
    handlers: {
      'PATCH /stores/:slug/products/:id': async ({ body }) => {
        const { price_cents } = body as { price_cents: number };
        if (price_cents === 1000) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return apiError(422, 'validation_failed', 'Algunos datos no son válidos.', {
            errors: { min_price_cents: ['El precio mínimo no puede pasar del precio ($10.00).'] },
          });
        }
        const product = fake.products.find((p) => p.id === AGUACATE.id);
        if (product) product.price_cents = price_cents;
        return { status: 200, body: { data: product } };
      },
    },
  });
  const { api } = fake;
  saveSession(api, JORGE);
  const { user } = renderConsole('/admin/interna/productos');

  const price = await screen.findByRole('textbox', { name: 'Precio de Aguacate Hass' });
  expect((price as HTMLInputElement).value).toBe('79.90');
  await user.clear(price);
  await user.type(price, '89.50{Enter}');
  await waitFor(() => {
    expect(api.requests).toContain('PATCH /admin/stores/interna/products/11');
  });
  expect((price as HTMLInputElement).value).toBe('89.50');

  // A refused price shows at once, then goes back, with the server's words.
  await user.clear(price);
  await user.type(price, '10{Enter}');
  expect((price as HTMLInputElement).value).toBe('10.00');
  expect(within(rowOf('Aguacate Hass')).getByRole('status').textContent).toBe('Guardando…');
  release();
  expect(
    await within(rowOf('Aguacate Hass')).findByText(
      'El precio mínimo no puede pasar del precio ($10.00).',
    ),
  ).toBeTruthy();
  await waitFor(() => {
    expect((price as HTMLInputElement).value).toBe('89.50');
  });
  expect(price.getAttribute('aria-invalid')).toBe('true');

  // What can't be a price is said before anything is sent.
  const sent = api.requests.length;
  await user.clear(price);
  await user.type(price, '12,50{Enter}');
  expect(await screen.findByText('Usa punto para los centavos, por ejemplo 12.50.')).toBeTruthy();
  expect(api.requests.length).toBe(sent);
});

it('marks sold out, restocks, hides and edits the stock with the switches and the field', async () => {
  const { api, products } = mockCatalogueConsole();
  saveSession(api, JORGE);
  const { user } = renderConsole('/admin/interna/productos');

  const soldOut = await screen.findByRole('switch', { name: 'Aguacate Hass agotado' });
  expect((soldOut as HTMLInputElement).checked).toBe(false);
  await user.click(soldOut);
  await waitFor(() => {
    expect(products.find((p) => p.id === 11)?.stock).toBe(0);
  });
  expect(
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Existencias de Aguacate Hass' }).value,
  ).toBe('0');
  // Switched back, it gets the stock it had.
  await user.click(screen.getByRole('switch', { name: 'Aguacate Hass agotado' }));
  await waitFor(() => {
    expect(products.find((p) => p.id === 11)?.stock).toBe(25);
  });

  // A product sold out before: the switch asks for the new stock.
  await user.click(screen.getByRole('switch', { name: 'Queso panela agotado' }));
  expect(await screen.findByText('Escribe cuántas hay para volver a venderlo.')).toBeTruthy();
  const stock = screen.getByRole('textbox', { name: 'Existencias de Queso panela' });
  await user.clear(stock);
  await user.type(stock, '12{Enter}');
  await waitFor(() => {
    expect(products.find((p) => p.id === 12)?.stock).toBe(12);
  });

  await user.click(screen.getByRole('switch', { name: 'Aguacate Hass visible en la tienda' }));
  await waitFor(() => {
    expect(products.find((p) => p.id === 11)?.visible).toBe(false);
  });
});
