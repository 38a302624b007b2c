import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { JORGE } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { makeEntry, mockSetupConsole } from '../testing/setup-api';

const ENTRIES = [
  makeEntry({
    id: 3,
    action: 'coupon.end',
    entity: 'coupon',
    entity_id: '12',
    actor: { user_id: null, name: 'sistema' },
    before: { code: 'ENVIO20', value: 20, active: true },
    after: { code: 'ENVIO20', value: 20, active: false },
  }),
  makeEntry({
    id: 2,
    action: 'closed_date.create',
    entity: 'closed_date',
    entity_id: '2026-12-25',
    before: null,
    after: { date: '2026-12-25', reason: 'Navidad' },
  }),
  makeEntry({ id: 1 }),
];

it('shows each change readably, the changed fields marked, and filters by kind', async () => {
  const setup = mockSetupConsole({ audit: ENTRIES });
  saveSession(setup.api, JORGE);
  const { user } = renderConsole('/admin/interna/historial');
  expect(await screen.findByRole('heading', { level: 1, name: 'Historial' })).toBeTruthy();

  const ended = await screen.findByRole('article', { name: 'Terminó un cupón' });
  expect(within(ended).getByText(/Cupón 12 ·/)).toBeTruthy();
  expect(within(ended).getByText(/por sistema/)).toBeTruthy();
  // Only what changed, until asked for the rest.
  const changed = within(ended).getByRole('rowheader', { name: 'Activo (Cambió)' }).closest('tr');
  expect(changed?.textContent).toBe('Activo (Cambió)SíNo');
  expect(within(ended).queryByRole('rowheader', { name: 'Código' })).toBeNull();
  await user.click(within(ended).getByRole('button', { name: 'Ver los 3 datos' }));
  expect(within(ended).getByRole('rowheader', { name: 'Código' }).closest('tr')?.textContent).toBe(
    'CódigoENVIO20ENVIO20',
  );

  const created = screen.getByRole('article', { name: 'Cerró un día' });
  expect(within(created).getByRole('columnheader', { name: 'Se creó con' })).toBeTruthy();
  expect(
    within(created).getByRole('rowheader', { name: 'Motivo' }).closest('tr')?.textContent,
  ).toBe('MotivoNavidad');
  const zone = screen.getByRole('article', { name: 'Cambió una zona de entrega' });
  expect(
    within(zone).getByRole('rowheader', { name: 'Costo de envío (Cambió)' }).closest('tr')
      ?.textContent,
  ).toBe('Costo de envío (Cambió)$35.00$0.00');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'Cupón');
  await waitFor(() => {
    expect(screen.queryByRole('article', { name: 'Cerró un día' })).toBeNull();
  });
  expect(setup.api.requests).toContain(
    'GET /admin/stores/interna/audit?entity=coupon&page=1&per_page=20',
  );
});

it('goes through the pages', async () => {
  const many = Array.from({ length: 25 }, (_, index) =>
    makeEntry({ id: 100 - index, entity_id: String(index + 1) }),
  );
  const setup = mockSetupConsole({ audit: many });
  saveSession(setup.api, JORGE);
  const { user } = renderConsole('/admin/interna/historial');
  expect(await screen.findByText('Página 1 de 2')).toBeTruthy();
  expect(screen.getAllByRole('article')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(await screen.findByText('Página 2 de 2')).toBeTruthy();
  await waitFor(() => {
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});
