import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { apiError, json } from '../../testing/mock-api';
import { ROSA } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { makeWindow, mockSetupConsole } from '../testing/setup-api';

vi.mock('../features/delivery/components/zone-map', () => import('../testing/fake-zone-map'));

async function openDelivery(fakes: Parameters<typeof mockSetupConsole>[0] = {}) {
  const setup = mockSetupConsole(fakes);
  saveSession(setup.api, ROSA);
  const rendered = renderConsole('/admin/interna/entrega');
  expect(await screen.findByRole('heading', { level: 1, name: 'Entrega' })).toBeTruthy();
  return { ...setup, ...rendered };
}

it('lists the zones and draws a new one on the map, sending a closed [longitude, latitude] ring', async () => {
  const { user, sent, state } = await openDelivery();
  const zones = await screen.findByRole('table', { name: 'Zonas de entrega' });
  const row = within(zones).getByText('Roma y Condesa').closest('tr') as HTMLElement;
  expect(row.textContent).toContain('$35.00');
  expect(row.textContent).toContain('$150.00');

  await user.click(screen.getByRole('button', { name: 'Nueva zona' }));
  const form = screen.getByRole('form', { name: 'Nueva zona de entrega' });
  expect(document.activeElement).toBe(
    within(form).getByRole('heading', { name: 'Nueva zona de entrega' }),
  );
  expect(within(form).getByText('otras zonas: Roma y Condesa')).toBeTruthy();
  await user.type(within(form).getByRole('textbox', { name: 'Nombre de la zona' }), 'Del Valle');
  await user.type(within(form).getByRole('textbox', { name: /Costo de envío/ }), '45.50');
  await user.type(within(form).getByRole('textbox', { name: /Pedido mínimo/ }), '200');
  await user.click(within(form).getByRole('button', { name: 'Tocar el mapa' }));
  await user.click(within(form).getByRole('button', { name: 'Tocar el mapa' }));
  // Two points are no zone yet.
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  expect(
    within(form).getByText('Pon al menos 3 puntos en el mapa para formar la zona.'),
  ).toBeTruthy();
  expect(sent['POST /zones']).toBeUndefined();

  await user.click(within(form).getByRole('button', { name: 'Dibujar un cuadro' }));
  expect(within(form).getByText('4 puntos')).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => {
    expect(sent['POST /zones']).toEqual([
      {
        name: 'Del Valle',
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [-99.2, 19.4],
              [-99.1, 19.4],
              [-99.1, 19.5],
              [-99.2, 19.5],
              [-99.2, 19.4],
            ],
          ],
        },
        delivery_fee_cents: 4550,
        min_order_cents: 20000,
      },
    ]);
  });
  expect(await screen.findByText('Del Valle')).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Nueva zona de entrega' })).toBeNull();
  expect(state.zones).toHaveLength(2);
  await waitFor(() => {
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Zonas de entrega' }));
  });
});

it('says when the outline crosses itself before sending, and shows what the server refuses', async () => {
  const { user, sent } = await openDelivery({
    overrides: {
      'PUT /stores/:slug/zones/:id': () =>
        json(
          {
            message: 'La zona de entrega no es válida.',
            code: 'validation_failed',
            errors: {
              polygon: [
                'La zona «Roma y Condesa» no es válida: el hueco 1 toca o cruza el contorno.',
              ],
            },
          },
          422,
        ),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Editar Roma y Condesa' }));
  const form = screen.getByRole('form', { name: 'Editar «Roma y Condesa»' });
  expect(within(form).getByText('4 esquinas')).toBeTruthy();
  expect(
    within(form).getByRole<HTMLInputElement>('textbox', { name: /Costo de envío/ }).value,
  ).toBe('35');

  await user.click(within(form).getByRole('button', { name: 'Dibujar un moño' }));
  expect(within(form).getByText('4 esquinas, cruzadas')).toBeTruthy();
  expect(within(form).getByRole('alert').textContent).toBe(
    'Las líneas del contorno se cruzan (lados 1 y 3). Mueve los puntos para que no se crucen.',
  );
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  expect(sent['PUT /zones']).toBeUndefined();

  await user.click(within(form).getByRole('button', { name: 'Dibujar un cuadro' }));
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  expect(
    await within(form).findByText(
      'La zona «Roma y Condesa» no es válida: el hueco 1 toca o cruza el contorno.',
    ),
  ).toBeTruthy();
});

it('shows the week of each type and adds a window', async () => {
  const { user, sent } = await openDelivery({
    windows: [
      makeWindow({ id: 1, weekday: 1, start: '09:00', end: '13:00', pending_orders: 2 }),
      makeWindow({ id: 2, type: 'pickup', weekday: 0, start: '10:00', end: '20:00', capacity: 80 }),
    ],
  });
  const week = await screen.findByRole('table', {
    name: 'Horarios de entrega a domicilio por día',
  });
  const monday = within(week)
    .getByRole('rowheader', { name: 'Lunes' })
    .closest('tr') as HTMLElement;
  expect(monday.textContent).toContain('09:00 a 13:00');
  expect(monday.textContent).toContain('cupo 60 · 2 pedidos por entregar');
  expect(
    within(week).getByRole('rowheader', { name: 'Domingo' }).closest('tr')?.textContent,
  ).toContain('Sin horarios');

  await user.click(screen.getByRole('radio', { name: 'Recoger en tienda' }));
  const pickup = screen.getByRole('table', { name: 'Horarios de recoger en tienda por día' });
  expect(
    within(pickup).getByRole('rowheader', { name: 'Domingo' }).closest('tr')?.textContent,
  ).toContain('10:00 a 20:00');

  await user.click(screen.getByRole('button', { name: 'Agregar horario' }));
  const form = screen.getByRole('form', { name: 'Nuevo horario' });
  expect(
    within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Tipo de horario' }).value,
  ).toBe('pickup');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Día' }), 'Sábado');
  const capacity = within(form).getByRole('textbox', { name: /Cupo/ });
  await user.clear(capacity);
  await user.type(capacity, '25');
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => {
    expect(sent['POST /delivery-windows']).toEqual([
      { type: 'pickup', weekday: 6, start: '09:00', end: '13:00', capacity: 25 },
    ]);
  });
});

it('keeps a window with orders to hand over, with the server’s reason in the dialog', async () => {
  const message =
    'Este horario tiene 2 pedidos por entregar (el primero el lunes, 23 de noviembre de 2026). Entrégalos o cancélalos antes de quitarlo; para dejar de recibir pedidos ese día, ciérralo en «Días cerrados».';
  const { user } = await openDelivery({
    windows: [makeWindow({ pending_orders: 2 })],
    overrides: {
      'DELETE /stores/:slug/delivery-windows/:id': () => apiError(409, 'conflict', message),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Borrar lunes de 09:00 a 13:00' }));
  const dialog = screen.getByRole('dialog', {
    name: '¿Quitar el horario del lunes de 09:00 a 13:00?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.getByText('09:00 a 13:00')).toBeTruthy();
});

it('closes a day with its reason, warns of the orders it holds, and opens it again', async () => {
  const { user, sent } = await openDelivery({
    closed: [{ date: '2026-12-25', reason: 'Navidad', pending_orders: 0 }],
    overrides: {
      'POST /stores/:slug/closed-dates': ({ body }) => {
        const { date, reason } = body as { date: string; reason: string | null };
        sent['POST /closed-dates'] = [body];
        return json({ data: { date, reason, pending_orders: 3 } }, 201);
      },
    },
  });
  const list = await screen.findByRole('table', { name: 'Días cerrados' });
  expect(within(list).getByText('Viernes 25 de diciembre de 2026')).toBeTruthy();

  const form = screen.getByRole('form', { name: 'Cerrar este día' });
  await user.type(within(form).getByLabelText('Fecha'), '2026-12-12');
  await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), ' Inventario ');
  await user.click(within(form).getByRole('button', { name: 'Cerrar este día' }));
  await waitFor(() => {
    expect(sent['POST /closed-dates']).toEqual([{ date: '2026-12-12', reason: 'Inventario' }]);
  });
  expect(
    await screen.findByText(
      'Ese día ya tiene 3 pedidos: cámbialos de día o cancélalos desde Pedidos.',
    ),
  ).toBeTruthy();

  await user.click(
    screen.getByRole('button', { name: 'Abrir de nuevo el viernes 25 de diciembre de 2026' }),
  );
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Abrir de nuevo' }));
  await waitFor(() => {
    expect(sent['DELETE /closed-dates']).toHaveLength(1);
  });
});
