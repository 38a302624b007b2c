import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { apiError } from '../../testing/mock-api';
import { JORGE, ROSA } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { makeOperator, mockSetupConsole } from '../testing/setup-api';

const TEAM = [
  makeOperator(),
  makeOperator({ user_id: 5, name: 'Jorge Medina', phone: '+525510000005', role: 'staff' }),
];

async function openTeam() {
  const setup = mockSetupConsole({ operators: TEAM });
  saveSession(setup.api, ROSA);
  const rendered = renderConsole('/admin/interna/equipo');
  expect(await screen.findByRole('heading', { level: 1, name: 'Equipo' })).toBeTruthy();
  return { ...setup, ...rendered };
}

it('lists the team with their roles, changes one in place and takes someone off', async () => {
  const { user, sent } = await openTeam();
  const team = await screen.findByRole('table', { name: 'Equipo de la tienda' });
  expect(within(team).getByText('Rosa Aguilar (tú)')).toBeTruthy();
  const jorge = within(team).getByText('Jorge Medina').closest('tr') as HTMLElement;
  expect(jorge.textContent).toContain('+52 55 1000 0005');

  await user.selectOptions(
    within(jorge).getByRole('combobox', { name: 'Papel de Jorge Medina' }),
    'Dueño',
  );
  await waitFor(() => {
    expect(sent['PUT /operators']).toEqual([{ role: 'owner' }]);
  });

  await user.click(within(jorge).getByRole('button', { name: 'Quitar a Jorge Medina' }));
  const dialog = screen.getByRole('dialog', { name: '¿Quitar a Jorge Medina del equipo?' });
  await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
  await waitFor(() => {
    expect(screen.queryByText('Jorge Medina')).toBeNull();
  });
  expect(sent['PUT /operators']).toEqual([{ role: 'owner' }, { role: null }]);
});

it('says the store needs an owner when the last one would go', async () => {
  const { user } = await openTeam();
  const rosa = (await screen.findByText('Rosa Aguilar (tú)')).closest('tr') as HTMLElement;
  await user.selectOptions(
    within(rosa).getByRole('combobox', { name: 'Papel de Rosa Aguilar' }),
    'Personal',
  );
  expect((await screen.findByRole('alert')).textContent).toBe(
    'La tienda necesita al menos un dueño: nombra otro antes de quitar este.',
  );
});

it('adds someone by phone with a role, and asks for the whole number', async () => {
  const { user, sent, api } = await openTeam();
  const form = await screen.findByRole('form', { name: 'Agregar a alguien' });
  await user.type(within(form).getByRole('textbox', { name: /Celular/ }), '5510000001');
  await user.click(within(form).getByRole('button', { name: 'Agregar al equipo' }));
  await waitFor(() => {
    expect(api.requests).toContain('PUT /admin/stores/interna/operators/%2B525510000001');
  });
  expect(sent['PUT /operators']).toEqual([{ role: 'staff' }]);
  expect(await screen.findByText('Lucía Hernández')).toBeTruthy();

  await user.type(within(form).getByRole('textbox', { name: /Celular/ }), '55123');
  await user.click(within(form).getByRole('button', { name: 'Agregar al equipo' }));
  expect(within(form).getByText('Escribe los 10 dígitos del celular.')).toBeTruthy();
});

it('says when nobody has that phone', async () => {
  const setup = mockSetupConsole({
    operators: TEAM,
    overrides: {
      'PUT /stores/:slug/operators/:phone': () =>
        apiError(404, 'user_not_found', 'No encontramos un usuario con ese celular.'),
    },
  });
  saveSession(setup.api, ROSA);
  const { user } = renderConsole('/admin/interna/equipo');
  const form = await screen.findByRole('form', { name: 'Agregar a alguien' });
  await user.type(within(form).getByRole('textbox', { name: /Celular/ }), '5599999999');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Papel' }), 'Dueño');
  await user.click(within(form).getByRole('button', { name: 'Agregar al equipo' }));
  expect((await within(form).findByRole('alert')).textContent).toBe(
    'No encontramos un usuario con ese celular.',
  );
});

it('is the owner’s: staff are told so', async () => {
  const setup = mockSetupConsole({ operators: TEAM });
  saveSession(setup.api, JORGE);
  renderConsole('/admin/interna/equipo');
  expect(await screen.findByRole('heading', { name: 'Solo para la persona dueña' })).toBeTruthy();
  expect(setup.api.requests.some((request) => request.includes('/operators'))).toBe(false);
});
