import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeUploads } from '../../testing/fake-xhr';
import { type MockRequest, apiError, json } from '../../testing/mock-api';
import { AGUACATE, mockCatalogueConsole, photoOf } from '../testing/catalogue-api';
import { ROSA } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';

const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'mango.png', { type: 'image/png' });

it('creates a product with its photo, then opens it', async () => {
  fakeUploads();
  const sent: MockRequest[] = [];
  const fake = mockCatalogueConsole({
    handlers: {
      'POST /stores/:slug/products': (request) => {
        sent.push(request);
        const product = { ...AGUACATE, id: 77, slug: 'guanabana', ...(request.body as object) };
        fake.products.push(product);
        return json({ data: product }, 201);
      },
    },
  });
  saveSession(fake.api, ROSA);
  const { user, router } = renderConsole('/admin/interna/productos/nuevo');

  expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeTruthy();
  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Guanábana');
  await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'GUA-001');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Frutas');
  await user.clear(screen.getByRole('textbox', { name: 'Unidad' }));
  await user.type(screen.getByRole('textbox', { name: 'Unidad' }), 'kg');
  await user.type(screen.getByRole('textbox', { name: 'Precio' }), '$89.00');
  await user.type(
    screen.getByRole('textbox', { name: 'Precio antes de la oferta (opcional)' }),
    '99',
  );
  await user.clear(screen.getByRole('textbox', { name: 'Existencias' }));
  await user.type(screen.getByRole('textbox', { name: 'Existencias' }), '12');
  await user.upload(screen.getByLabelText('Elegir foto'), photo());
  expect(await screen.findByRole('img', { name: 'Vista previa de la foto' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Crear producto' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Guanábana' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/admin/interna/productos/77');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({
    name: 'Guanábana',
    sku: 'GUA-001',
    category_id: 1,
    unit: 'kg',
    price_cents: 8900,
    compare_at_price_cents: 9900,
    min_price_cents: null,
    stock: 12,
    max_per_order: 20,
    visible: true,
    description: '',
    sold_by: 'unit',
    weight_step_g: null,
    min_weight_g: null,
    max_weight_g: null,
    approx_piece_g: null,
  });
  expect(fake.api.requests).toContain('PUT /admin/stores/interna/products/77/image');
  expect((await screen.findByRole('img', { name: 'Foto de Guanábana' })).getAttribute('src')).toBe(
    '/uploads/products/1/nueva-77-400.webp',
  );
});

it('says what to fix beside each field, the form’s own rules first, then the server’s', async () => {
  const fake = mockCatalogueConsole({
    handlers: {
      'POST /stores/:slug/products': () =>
        apiError(
          422,
          'validation_failed',
          'Otro producto de esta tienda ya tiene el SKU «GUA-001».',
          {
            errors: { sku: ['Otro producto de esta tienda ya tiene el SKU «GUA-001».'] },
          },
        ),
    },
  });
  saveSession(fake.api, ROSA);
  const { user } = renderConsole('/admin/interna/productos/nuevo');

  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Guanábana');
  await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'GUA 001');
  await user.type(screen.getByRole('textbox', { name: 'Precio' }), '12,50');
  await user.click(screen.getByRole('button', { name: 'Crear producto' }));
  expect(await screen.findByText('Usa punto para los centavos, por ejemplo 12.50.')).toBeTruthy();
  expect(screen.getByText('Elige una categoría.')).toBeTruthy();
  expect(
    screen.getByText(
      'El SKU solo admite letras, números, puntos, guiones y diagonales, sin espacios.',
    ),
  ).toBeTruthy();
  // The first field to fix, in the form's order, has the focus.
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'SKU' }));

  const sku = screen.getByRole('textbox', { name: 'SKU' });
  await user.clear(sku);
  await user.type(sku, 'GUA-001');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Frutas');
  const price = screen.getByRole('textbox', { name: 'Precio' });
  await user.clear(price);
  await user.type(price, '12.50');
  await user.click(screen.getByRole('button', { name: 'Crear producto' }));
  expect(
    await screen.findByText('Otro producto de esta tienda ya tiene el SKU «GUA-001».'),
  ).toBeTruthy();
  await waitFor(() => {
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'SKU' }));
  });
});

it('edits a product, sending only what changed, and replaces its photo', async () => {
  fakeUploads();
  const patches: unknown[] = [];
  const fake = mockCatalogueConsole({
    products: [{ ...AGUACATE, images: [photoOf('/uploads/demo/3/products/aguacate', 'Aguacate')] }],
    handlers: {
      'PATCH /stores/:slug/products/:id': ({ body }) => {
        patches.push(body);
        const product = fake.products[0];
        if (product) Object.assign(product, body);
        return json({ data: product });
      },
    },
  });
  saveSession(fake.api, ROSA);
  const { user } = renderConsole('/admin/interna/productos/11');

  expect(await screen.findByRole('heading', { level: 1, name: 'Aguacate Hass' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver en la tienda' }).getAttribute('href')).toBe(
    '/tienda/interna/product/aguacate-hass-kg',
  );
  const price = screen.getByRole('textbox', { name: 'Precio' });
  expect((price as HTMLInputElement).value).toBe('79.90');
  await user.clear(price);
  await user.type(price, '84.90');
  await user.click(screen.getByRole('switch', { name: /Visible en la tienda/ }));
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => {
    expect(patches).toEqual([{ price_cents: 8490, visible: false }]);
  });

  await user.upload(screen.getByLabelText('Cambiar foto'), photo());
  expect(
    await screen.findByRole('img', { name: 'Foto de Aguacate Hass' }, { timeout: 3000 }),
  ).toBeTruthy();
  await waitFor(() => {
    expect(screen.getByRole('img', { name: 'Foto de Aguacate Hass' }).getAttribute('src')).toBe(
      '/uploads/products/1/nueva-11-400.webp',
    );
  });
});

it('creates a product sold by weight: price per kg, stock in grams and its weight rules', async () => {
  const sent: unknown[] = [];
  const fake = mockCatalogueConsole({
    handlers: {
      'POST /stores/:slug/products': ({ body }) => {
        sent.push(body);
        const product = { ...AGUACATE, id: 78, ...(body as object) };
        fake.products.push(product);
        return json({ data: product }, 201);
      },
    },
  });
  saveSession(fake.api, ROSA);
  const { user } = renderConsole('/admin/interna/productos/nuevo');

  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Jitomate saladet');
  await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'JIT-001');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Frutas');
  await user.click(screen.getByRole('radio', { name: /Peso/ }));
  expect(screen.queryByRole('textbox', { name: 'Precio' })).toBeNull();
  await user.type(screen.getByRole('textbox', { name: /Precio por kg/ }), '32.50');
  const stock = screen.getByRole('textbox', { name: /Existencia \(g\)/ });
  await user.clear(stock);
  await user.type(stock, '25000');
  expect(screen.queryByRole('textbox', { name: 'Máximo por pedido' })).toBeNull();
  const min = screen.getByRole('textbox', { name: /Mínimo \(g\)/ });
  await user.clear(min);
  await user.type(min, '300');
  await user.click(screen.getByRole('button', { name: 'Crear producto' }));
  expect(await screen.findByText('El peso mínimo debe ser un múltiplo de 250 g.')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.clear(min);
  await user.type(min, '500');
  await user.type(screen.getByRole('textbox', { name: /1 pieza ≈ \(g\)/ }), '180');
  await user.click(screen.getByRole('button', { name: 'Crear producto' }));
  await waitFor(() => {
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Jitomate saladet',
        price_cents: 3250,
        stock: 25_000,
        sold_by: 'weight',
        weight_step_g: 250,
        min_weight_g: 500,
        max_weight_g: 5000,
        approx_piece_g: 180,
      }),
    ]);
  });
});

it('edits a weight offer’s rules, sending only what changed', async () => {
  const patches: unknown[] = [];
  const fake = mockCatalogueConsole({
    products: [
      {
        ...AGUACATE,
        sold_by: 'weight',
        price_cents: 5_500,
        stock: 12_000,
        max_per_order: 3_000,
        weight_step_g: 250,
        min_weight_g: 250,
        max_weight_g: 3_000,
        approx_piece_g: 200,
      },
    ],
    handlers: {
      'PATCH /stores/:slug/products/:id': ({ body }) => {
        patches.push(body);
        const product = fake.products[0];
        if (product) Object.assign(product, body);
        return json({ data: product });
      },
    },
  });
  saveSession(fake.api, ROSA);
  const { user } = renderConsole('/admin/interna/productos/11');

  const max = await screen.findByRole('textbox', { name: /Máximo \(g\)/ });
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Precio por kg/ }).value).toBe(
    '55.00',
  );
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Existencia \(g\)/ }).value).toBe(
    '12000',
  );
  await user.clear(max);
  await user.type(max, '4000');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => {
    expect(patches).toEqual([{ max_weight_g: 4000 }]);
  });
});
