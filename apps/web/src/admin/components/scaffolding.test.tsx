import { useQuery } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { AdminPage } from './admin-page';
import { AdminQuery } from './admin-query';
import { DataList } from './data-list';

interface Product {
  id: number;
  name: string;
  stock: number;
}

function renderWith(ui: ReactNode) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  return {
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

function Products({ load }: { load: () => Promise<Product[]> }) {
  const query = useQuery({ queryKey: ['products'], queryFn: load });
  return (
    <AdminPage title="Productos" back={{ to: '/admin/interna', label: 'Hoy' }}>
      <AdminQuery
        query={query}
        isEmpty={(products) => products.length === 0}
        empty={{ title: 'Aún no hay productos' }}
      >
        {(products) => (
          <DataList
            caption="Productos de la tienda"
            items={products}
            getKey={(product) => product.id}
            rowHref={(product) => `/admin/interna/productos/${product.id}`}
            rowTone={(product) => (product.stock === 0 ? 'negative' : null)}
            columns={[
              { header: 'Producto', primary: true, cell: (product) => product.name },
              { header: 'Existencias', align: 'end', cell: (product) => product.stock },
            ]}
          />
        )}
      </AdminQuery>
    </AdminPage>
  );
}

it('lists what loaded as a table whose rows open the item', async () => {
  renderWith(
    <Products
      load={() =>
        Promise.resolve([
          { id: 7, name: 'Aguacate Hass', stock: 12 },
          { id: 8, name: 'Mango Ataulfo', stock: 0 },
        ])
      }
    />,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeTruthy();
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Productos de la tienda' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'ProductoExistencias',
    'Aguacate HassExistencias12',
    'Mango AtaulfoExistencias0',
  ]);
  expect(within(table).getByRole('link', { name: 'Mango Ataulfo' }).getAttribute('href')).toBe(
    '/admin/interna/productos/8',
  );
  expect(rows[2]?.className).toContain('border-l-negative');
  expect(screen.getByRole('link', { name: 'Hoy' }).getAttribute('href')).toBe('/admin/interna');
});

it('shows the empty state, and a refusal with the API’s own words', async () => {
  const { unmount } = renderWith(<Products load={() => Promise.resolve([])} />);
  expect(await screen.findByRole('heading', { name: 'Aún no hay productos' })).toBeTruthy();
  unmount();

  renderWith(
    <Products
      load={() =>
        Promise.reject(new ApiError(403, 'forbidden', 'Solo la persona dueña puede ver esto.'))
      }
    />,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Solo la persona dueña puede ver esto.');
  expect(within(alert).queryByRole('button', { name: 'Reintentar' })).toBeNull();
});

it('offers to try again after a failure that may pass', async () => {
  let calls = 0;
  const { user } = renderWith(
    <Products
      load={() => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new ApiError(503, 'unavailable', 'Servicio no disponible.'))
          : Promise.resolve([{ id: 7, name: 'Aguacate Hass', stock: 12 }]);
      }}
    />,
  );

  await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('link', { name: 'Aguacate Hass' })).toBeTruthy();
});
