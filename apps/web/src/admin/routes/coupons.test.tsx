import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { apiError } from '../../testing/mock-api';
import { JORGE } from '../testing/console-api';
import { renderConsole, saveSession } from '../testing/render-console';
import { makeCoupon, mockSetupConsole } from '../testing/setup-api';

const COUPONS = [
  makeCoupon({
    id: 3,
    code: 'DICIEMBRE',
    description: '$50 en diciembre',
    kind: 'fixed',
    value: 5000,
    min_subtotal_cents: 30000,
    starts_at: '2026-12-01T06:00:00.000Z',
    ends_at: '2027-01-01T06:00:00.000Z',
    max_uses: 100,
    uses: 12,
    status: 'scheduled',
  }),
  makeCoupon({ id: 2, code: 'ENVIO20', uses: 0 }),
  makeCoupon({
    id: 1,
    code: 'BIENVENIDA10',
    description: '10% de descuento en tu compra',
    value: 10,
    all_stores: true,
    uses: 4,
  }),
];

async function openCoupons(fakes: Parameters<typeof mockSetupConsole>[0] = {}) {
  const setup = mockSetupConsole({ coupons: COUPONS, ...fakes });
  // Staff work coupons too.
  saveSession(setup.api, JORGE);
  const rendered = renderConsole('/admin/interna/cupones');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cupones' })).toBeTruthy();
  return { ...setup, ...rendered };
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

it('lists each coupon’s discount, days, uses and state; the shared ones can’t be changed', async () => {
  await openCoupons();
  const december = await rowOf('DICIEMBRE');
  expect(december.textContent).toContain('$50.00 · desde $300.00');
  expect(december.textContent).toContain('Del 1 dic 2026 al 31 dic 2026');
  expect(december.textContent).toContain('12 de 100');
  expect(within(december).getByText('Programado')).toBeTruthy();
  // Used: it can be ended, not deleted.
  expect(within(december).queryByRole('button', { name: 'Borrar DICIEMBRE' })).toBeNull();
  expect(within(december).getByRole('button', { name: 'Terminar DICIEMBRE' })).toBeTruthy();

  const shared = await rowOf('BIENVENIDA10');
  expect(within(shared).getByText('Todas las tiendas')).toBeTruthy();
  expect(within(shared).queryByRole('button')).toBeNull();
});

it('creates a coupon: the code upper-cased, the store’s days sent as instants', async () => {
  const { user, sent } = await openCoupons();
  await user.click(await screen.findByRole('button', { name: 'Nuevo cupón' }));
  const form = screen.getByRole('form', { name: 'Nuevo cupón' });
  await user.type(within(form).getByRole('textbox', { name: /^Código/ }), 'finde-15');
  await user.type(
    within(form).getByRole('textbox', { name: 'Descripción' }),
    '15% el fin de semana',
  );
  await user.type(within(form).getByRole('textbox', { name: /Porcentaje de descuento/ }), '15');
  await user.type(within(form).getByLabelText('Válido desde'), '2026-12-05');
  await user.type(within(form).getByLabelText('Válido hasta (incluido)'), '2026-12-06');
  await user.type(within(form).getByRole('textbox', { name: /Límite de usos por cliente/ }), '1');
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));

  await waitFor(() => {
    expect(sent['POST /coupons']).toEqual([
      {
        code: 'FINDE-15',
        description: '15% el fin de semana',
        kind: 'percent',
        value: 15,
        min_subtotal_cents: 0,
        starts_at: '2026-12-05T06:00:00.000Z',
        ends_at: '2026-12-07T06:00:00.000Z',
        max_uses: null,
        max_uses_per_user: 1,
        active: true,
      },
    ]);
  });
  expect(await screen.findByText('FINDE-15')).toBeTruthy();
});

it('shows the server’s refusal beside the code, and a fixed amount in pesos', async () => {
  const { user, sent } = await openCoupons();
  await user.click(await screen.findByRole('button', { name: 'Nuevo cupón' }));
  const form = screen.getByRole('form', { name: 'Nuevo cupón' });
  await user.type(within(form).getByRole('textbox', { name: /^Código/ }), 'envio20');
  await user.type(within(form).getByRole('textbox', { name: 'Descripción' }), 'Otro');
  await user.click(within(form).getByRole('radio', { name: 'Monto fijo' }));
  await user.type(within(form).getByRole('textbox', { name: /Descuento en pesos/ }), '25.5');
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));

  expect(
    await within(form).findByText('Ya hay un cupón ENVIO20 en tu tienda. Usa otro código.'),
  ).toBeTruthy();
  expect(sent['POST /coupons']?.[0]).toMatchObject({ kind: 'fixed', value: 2550 });
  expect(
    within(form)
      .getByRole('textbox', { name: /^Código/ })
      .getAttribute('aria-invalid'),
  ).toBe('true');
});

it('ends a coupon, sending it whole with active false', async () => {
  const { user, sent } = await openCoupons();
  await user.click(await screen.findByRole('button', { name: 'Terminar ENVIO20' }));
  const dialog = screen.getByRole('dialog', { name: '¿Terminar el cupón ENVIO20?' });
  await user.click(within(dialog).getByRole('button', { name: 'Terminar' }));
  await waitFor(() => {
    expect(sent['PUT /coupons']).toEqual([
      expect.objectContaining({ code: 'ENVIO20', value: 20, active: false }),
    ]);
  });
  const row = await rowOf('ENVIO20');
  expect(await within(row).findByText('Terminado')).toBeTruthy();
});

it('says why a coupon can’t be deleted', async () => {
  const message =
    'Este cupón ya se usó (1 vez) y queda en el historial de pedidos: termínalo en vez de borrarlo.';
  const { user } = await openCoupons({
    overrides: { 'DELETE /stores/:slug/coupons/:id': () => apiError(409, 'conflict', message) },
  });
  await user.click(await screen.findByRole('button', { name: 'Borrar ENVIO20' }));
  const dialog = screen.getByRole('dialog', { name: '¿Borrar el cupón ENVIO20?' });
  await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
});

it('finds coupons by code or description', async () => {
  const { user, api } = await openCoupons();
  await user.type(await screen.findByRole('searchbox', { name: 'Buscar cupón' }), 'dic');
  await waitFor(() => {
    expect(screen.queryByText('ENVIO20')).toBeNull();
  });
  expect(screen.getByText('DICIEMBRE')).toBeTruthy();
  expect(api.requests).toContain('GET /admin/stores/interna/coupons?q=dic&page=1&per_page=20');
});
