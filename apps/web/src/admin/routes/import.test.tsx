import type { ImportPreview } from '@canasta/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { fakeUploads } from '../../testing/fake-xhr';
import { type MockAnswer, apiError, json } from '../../testing/mock-api';
import { mockCatalogueConsole } from '../testing/catalogue-api';
import { JORGE } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';

const csv = (name: string) =>
  new File(['sku,nombre,categoria,precio,existencias\n'], name, { type: 'text/csv' });

const ERRORS = [
  {
    row: 14,
    column: 'precio',
    message: 'Fila 14, precio: «12,5O» no es un precio (escríbelo como 23.50).',
  },
  {
    row: 42,
    column: 'categoria',
    message: 'Fila 42, categoria: «Ferretería» no es una categoría de la tienda.',
  },
  { row: 101, column: 'visible', message: 'Fila 101, visible: «quizá» no es «sí» ni «no».' },
] as const;

function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  const good = (row: number) => ({
    row,
    action: 'create' as const,
    cells: {
      sku: `P-${row}`,
      nombre: `Producto ${row}`,
      categoria: 'Abarrotes',
      precio: '10.50',
      existencias: '3',
    },
  });
  return {
    id: 'vista-previa-0123456789ab',
    total: 200,
    valid: 197,
    invalid: 3,
    create: 190,
    update: 7,
    unchanged: 0,
    errors: [...ERRORS],
    error_count: 3,
    columns: ['sku', 'nombre', 'categoria', 'precio', 'existencias'],
    rows: [
      good(2),
      good(3),
      { ...good(14), action: 'invalid', cells: { ...good(14).cells, precio: '12,5O' } },
      { ...good(42), action: 'invalid', cells: { ...good(42).cells, categoria: 'Ferretería' } },
      { ...good(101), action: 'invalid', cells: { ...good(101).cells } },
    ],
    expires_at: '2026-11-23T17:00:00.000Z',
    ...overrides,
  };
}

it('checks a file, shows each bad row in red with its messages, takes the fixed file and commits once', async () => {
  fakeUploads();
  let uploads = 0;
  let commits = 0;
  let release: () => void = () => undefined;
  const { api } = mockCatalogueConsole({
    handlers: {
      'POST /stores/:slug/imports': ({ body }) => {
        uploads += 1;
        expect((body as FormData).get('file')).toBeInstanceOf(File);
        return json({
          data:
            uploads === 1
              ? preview()
              : preview({
                  id: 'vista-previa-corregida-0001',
                  valid: 200,
                  invalid: 0,
                  errors: [],
                  error_count: 0,
                  create: 193,
                  rows: [],
                }),
        });
      },
      'POST /stores/:slug/imports/:id/commit': async ({ params }): Promise<MockAnswer> => {
        commits += 1;
        expect(params.id).toBe('vista-previa-corregida-0001');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return json({
          data: { created: 193, updated: 7, unchanged: 0 },
          message: 'Listo: 193 productos nuevos, 7 productos actualizados.',
        });
      },
    },
  });
  saveSession(api, JORGE);
  const { user } = renderConsole('/admin/interna/importar');

  expect(await screen.findByRole('heading', { level: 1, name: 'Importar' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeTruthy();
  await user.upload(screen.getByLabelText('Elegir archivo'), csv('productos.csv'));

  expect(await screen.findByRole('heading', { name: 'Revisión de productos.csv' })).toBeTruthy();
  const summary = screen.getByRole('region', { name: 'Resumen' });
  expect(within(summary).getByText('Con errores').nextElementSibling?.textContent).toBe('3');
  expect(within(summary).getByText('Correctas').nextElementSibling?.textContent).toBe('197');
  const errors = screen.getByRole('region', { name: '3 errores por corregir' });
  expect(
    within(errors)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(ERRORS.map((error) => error.message));
  const table = screen.getByRole('table', { name: 'Filas del archivo' });
  const badRow = within(table).getByText('Fila 14 · Producto 14').closest('tr');
  expect(badRow?.className).toContain('border-l-negative');
  expect(within(badRow as HTMLElement).getByText(ERRORS[0].message)).toBeTruthy();
  expect(within(badRow as HTMLElement).getByText('12,5O')).toBeTruthy();
  expect(within(table).getByText('Fila 2 · Producto 2').closest('tr')?.className).not.toContain(
    'border-l-negative',
  );
  expect(
    screen.getByText('Se muestran 5 de 200 filas: primero las que tienen errores.'),
  ).toBeTruthy();

  // The fixed file replaces the preview.
  await user.upload(screen.getByLabelText('Subir el archivo corregido'), csv('productos-bien.csv'));
  expect(
    await screen.findByRole('heading', { name: 'Revisión de productos-bien.csv' }),
  ).toBeTruthy();
  expect(screen.queryByRole('region', { name: /errores por corregir/ })).toBeNull();

  const commit = screen.getByRole('button', { name: 'Importar 200 productos' });
  await user.dblClick(commit);
  expect(await screen.findByText('Importando 200 productos…')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Importar 200 productos' })).toBeNull();
  release();
  expect(await screen.findByRole('heading', { name: 'Importación terminada' })).toBeTruthy();
  expect(screen.getByText('Listo: 193 productos nuevos, 7 productos actualizados.')).toBeTruthy();
  expect(commits).toBe(1);
  expect(screen.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe(
    '/admin/interna/productos',
  );
  await user.click(screen.getByRole('button', { name: 'Importar otro archivo' }));
  expect(screen.getByLabelText('Elegir archivo')).toBeTruthy();
});

it('says why a file was refused, and refuses what is not a CSV before sending it', async () => {
  fakeUploads();
  const { api } = mockCatalogueConsole({
    handlers: {
      'POST /stores/:slug/imports': () =>
        apiError(422, 'validation_failed', 'Falta la columna «precio».', {
          errors: {
            file: [
              'Falta la columna «precio». Descarga la plantilla para ver las columnas.',
              'La columna «color» no es de la plantilla.',
            ],
          },
        }),
    },
  });
  saveSession(api, JORGE);
  const { user } = renderConsole('/admin/interna/importar');

  await user.upload(await screen.findByLabelText('Elegir archivo'), csv('lista.csv'));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('No pudimos revisar el archivo')).toBeTruthy();
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Falta la columna «precio». Descarga la plantilla para ver las columnas.',
    'La columna «color» no es de la plantilla.',
  ]);

  const sent = api.requests.length;
  // The picker offers CSV files only; one picked anyway (a phone's "all files") is refused here.
  fireEvent.change(screen.getByLabelText('Elegir archivo'), {
    target: {
      files: [
        new File(['PK'], 'lista.xlsx', {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      ],
    },
  });
  expect(
    await screen.findByText('Elige un archivo .csv (en Excel: Guardar como → CSV UTF-8).'),
  ).toBeTruthy();
  expect(api.requests.length).toBe(sent);
});

it('downloads the template with the session', async () => {
  const { api } = mockCatalogueConsole({
    handlers: {
      'GET /stores/:slug/imports/template': () => json('sku,nombre\r\n'),
    },
  });
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:plantilla');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  saveSession(api, JORGE);
  const { user } = renderConsole('/admin/interna/importar');

  await user.click(await screen.findByRole('button', { name: 'Descargar plantilla' }));
  await waitFor(() => {
    expect(created).toHaveBeenCalledTimes(1);
  });
  const call = api.fetch.mock.calls.find(
    ([url]) => typeof url === 'string' && url.includes('/imports/template'),
  );
  expect(new Headers(call?.[1]?.headers).get('Authorization')).toMatch(/^Bearer token-/);
});
