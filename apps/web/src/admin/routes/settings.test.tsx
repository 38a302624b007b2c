import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json } from '../../testing/mock-api';
import { ROSA } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { SETTINGS, mockSetupConsole } from '../testing/setup-api';

async function openSettings(fakes: Parameters<typeof mockSetupConsole>[0] = {}) {
  const setup = mockSetupConsole(fakes);
  saveSession(setup.api, ROSA);
  const rendered = renderConsole('/admin/interna/ajustes');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeTruthy();
  return { ...setup, ...rendered };
}

it('saves the store’s settings together, as the API takes them', async () => {
  const { user, sent } = await openSettings();
  const lead = await screen.findByRole('textbox', { name: /Días de anticipación/ });
  await user.clear(lead);
  await user.type(lead, '1');
  await user.click(screen.getByRole('checkbox', { name: /Tarjeta de crédito o débito/ }));
  // OXXO and SPEI (issue 27) are the store's choice too.
  await user.click(screen.getByRole('checkbox', { name: /^Efectivo en OXXO/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Transferencia SPEI/ }));
  const whatsapp = screen.getByRole('textbox', { name: /WhatsApp de la tienda/ });
  expect((whatsapp as HTMLInputElement).value).toBe('55 1000 0100');
  await user.clear(whatsapp);
  await user.click(screen.getByRole('switch', { name: /Tienda en mantenimiento/ }));
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  await waitFor(() => {
    expect(sent['PUT /settings']).toEqual([
      {
        cutoff_time: '18:00',
        lead_days: 1,
        days_ahead: 7,
        payment_methods: ['cash', 'oxxo', 'spei'],
        whatsapp: null,
        maintenance: true,
        weight_hold_margin_percent: 10,
        substitution_answer_minutes: 10,
        edit_cutoff_minutes: 120,
      },
    ]);
  });
  expect(
    await screen.findByText('Tu tienda está en mantenimiento: tus clientes ven el aviso.'),
  ).toBeTruthy();
});

it('says which methods the shop can’t take now, and shows the server’s refusal', async () => {
  const message =
    'Canasta no está cobrando así por ahora: activa también el efectivo para que tus clientes puedan pagar.';
  const { user } = await openSettings({
    settings: { ...SETTINGS, available_payment_methods: ['cash'] },
    overrides: {
      'PUT /stores/:slug/settings': () =>
        json(
          {
            message: 'Algunos datos no son válidos. Revisa los campos marcados.',
            code: 'validation_failed',
            errors: { payment_methods: [message] },
          },
          422,
        ),
    },
  });
  const card = await screen.findByRole('checkbox', { name: /Tarjeta de crédito o débito/ });
  expect(card.getAttribute('aria-describedby')).toBeTruthy();
  // Card, OXXO and SPEI all go through the card provider the shop lacks here.
  expect(
    screen.getAllByText('Canasta no está cobrando así por ahora: tus clientes no la verán.'),
  ).toHaveLength(3);
  await user.click(screen.getByRole('checkbox', { name: /^Efectivo \(al entregar/ }));
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  const payment = screen.getByRole('group', { name: 'Formas de pago' });
  expect((await within(payment).findByRole('alert')).textContent).toBe(message);
});

it('refuses a half-typed WhatsApp before sending', async () => {
  const { user, sent } = await openSettings();
  const whatsapp = await screen.findByRole('textbox', { name: /WhatsApp de la tienda/ });
  await user.clear(whatsapp);
  await user.type(whatsapp, '5512');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Escribe los 10 dígitos o déjalo vacío.')).toBeTruthy();
  expect(sent['PUT /settings']).toBeUndefined();
});

it('saves the card hold’s margin for weighed products and the minutes to answer a substitute', async () => {
  const { user, sent } = await openSettings();
  const margin = await screen.findByRole('textbox', {
    name: /Margen de reserva en tarjeta para productos por peso \(%\)/,
  });
  expect((margin as HTMLInputElement).value).toBe('10');
  const minutes = screen.getByRole('textbox', {
    name: /Minutos para que el cliente responda un cambio/,
  });
  await user.clear(margin);
  await user.type(margin, '60');
  await user.clear(minutes);
  await user.type(minutes, '0');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Escribe un porcentaje entero de 0 a 50.')).toBeTruthy();
  expect(screen.getByText('Escribe de 1 a 120 minutos.')).toBeTruthy();
  expect(sent['PUT /settings']).toBeUndefined();

  await user.clear(margin);
  await user.type(margin, '15');
  await user.clear(minutes);
  await user.type(minutes, '20');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => {
    expect(sent['PUT /settings']).toEqual([
      expect.objectContaining({ weight_hold_margin_percent: 15, substitution_answer_minutes: 20 }),
    ]);
  });
});

it('saves until when before the slot customers may change their order (issue 27)', async () => {
  const { user, sent } = await openSettings();
  const cutoff = await screen.findByRole('textbox', {
    name: /Minutos antes del horario para cerrar cambios al pedido/,
  });
  expect((cutoff as HTMLInputElement).value).toBe('120');
  await user.clear(cutoff);
  await user.type(cutoff, '2000');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Escribe de 0 a 1440 minutos.')).toBeTruthy();
  expect(sent['PUT /settings']).toBeUndefined();
  await user.clear(cutoff);
  await user.type(cutoff, '90');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => {
    expect(sent['PUT /settings']).toEqual([expect.objectContaining({ edit_cutoff_minutes: 90 })]);
  });
});
