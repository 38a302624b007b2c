import type { CreateAddressBody } from '@canasta/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ROMA_SUR } from '../../../testing/addresses-api';
import { renderWithProviders } from '../../../testing/render';
import { mockShopApi } from '../../../testing/shop-api';
import { initialFormValues } from '../utils/address-form-values';
import { AddressForm } from './address-form';

const receiver = { name: 'Lucía Hernández', phone: '+525510000001' };
const blank = () => initialFormValues({ pin: ROMA_SUR, draft: null, address: null, receiver });

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Guardar dirección' });

type Submit = (body: CreateAddressBody) => Promise<void>;

function renderForm(onSubmit = vi.fn<Submit>(async () => undefined)) {
  // The form asks which state the pin is in.
  mockShopApi();
  const view = renderWithProviders(
    <AddressForm defaultValues={blank()} offerDefault={false} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

async function fillValid(user: ReturnType<typeof renderForm>['user']) {
  await user.type(field('Calle'), 'Calle Medellín');
  await user.type(field('Número exterior'), '235');
  await user.type(field('Colonia'), 'Roma Sur');
  await user.type(field('Código postal'), '06760');
  await user.type(field('Alcaldía o municipio'), 'Cuauhtémoc');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Ciudad de México');
}

it('prefills who receives from the signed-in user, the phone behind a fixed +52', () => {
  renderForm();
  expect(field('Nombre de quien recibe')).toHaveProperty('value', 'Lucía Hernández');
  expect(field('Celular de quien recibe')).toHaveProperty('value', '55 1000 0001');
  const postalCode = field('Código postal');
  expect(postalCode.getAttribute('inputmode')).toBe('numeric');
  expect(postalCode.getAttribute('type')).toBe('text');
  const state = screen.getByRole('combobox', { name: 'Estado' });
  expect(within(state).getAllByRole('option')).toHaveLength(33);
});

it("shows the contract's Spanish messages beside each field, and sends nothing", async () => {
  const { user, onSubmit } = renderForm();
  // The state the pin is in comes chosen; the shopper may still leave it blank.
  const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado' });
  await waitFor(() => {
    expect(state.value).toBe('Ciudad de México');
  });
  await user.selectOptions(state, '');
  await user.clear(field('Nombre de quien recibe'));
  await user.clear(field('Celular de quien recibe'));
  await user.click(save());

  for (const message of [
    'Escribe la calle.',
    'Escribe el número exterior (o «S/N»).',
    'Escribe la colonia.',
    'El código postal tiene 5 dígitos.',
    'Escribe la alcaldía o municipio.',
    'Elige el estado.',
    'Escribe quién recibe.',
    'Escribe un celular válido de 10 dígitos para quien recibe.',
  ]) {
    expect(await screen.findByText(message)).toBeTruthy();
  }
  expect(field('Calle').getAttribute('aria-invalid')).toBe('true');
  // Focus goes to the first field to fix.
  expect(document.activeElement).toBe(field('Calle'));
  expect(onSubmit).not.toHaveBeenCalled();
});

it('a 4-digit postal code is refused until it is corrected; leading zeros are kept', async () => {
  const { user, onSubmit } = renderForm();
  await fillValid(user);
  await user.clear(field('Código postal'));
  await user.type(field('Código postal'), '0676');
  await user.click(save());
  expect(await screen.findByText('El código postal tiene 5 dígitos.')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();

  // Letters never get in; the fifth digit fixes it as it is typed.
  await user.type(field('Código postal'), 'a0');
  expect(field('Código postal')).toHaveProperty('value', '06760');
  expect(screen.queryByText('El código postal tiene 5 dígitos.')).toBeNull();
  await user.click(save());

  expect(onSubmit).toHaveBeenCalledOnce();
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({
    label: null,
    street: 'Calle Medellín',
    exterior_number: '235',
    internal_number: null,
    neighborhood: 'Roma Sur',
    postal_code: '06760',
    municipality: 'Cuauhtémoc',
    city: null,
    state: 'Ciudad de México',
    between_streets: null,
    references: null,
    lat: ROMA_SUR.lat,
    lng: ROMA_SUR.lng,
    receiver_name: 'Lucía Hernández',
    receiver_phone: '+525510000001',
    is_default: false,
  });
});

it('sends the receiver phone as E.164, whatever was typed', async () => {
  const { user, onSubmit } = renderForm();
  await fillValid(user);
  await user.clear(field('Celular de quien recibe'));
  await user.type(field('Celular de quien recibe'), '3312345678');
  expect(field('Celular de quien recibe')).toHaveProperty('value', '33 1234 5678');
  await user.click(save());
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ receiver_phone: '+523312345678' });
});

it("puts the server's 422 messages on their fields, and the rest above the button", async () => {
  const onSubmit = vi.fn<Submit>(async () => {
    throw new ApiError(422, 'validation_failed', 'Algunos datos no son válidos.', {
      receiver_phone: ['Ese número no es un celular válido.'],
      postal_code: ['Ese código postal no existe.'],
      body: ['Puedes guardar como máximo 20 direcciones.'],
    });
  });
  const { user } = renderForm(onSubmit);
  await fillValid(user);
  await user.click(save());

  expect(await screen.findByText('Ese número no es un celular válido.')).toBeTruthy();
  expect(screen.getByText('Ese código postal no existe.')).toBeTruthy();
  expect(field('Celular de quien recibe').getAttribute('aria-invalid')).toBe('true');
  const summary = screen.getByText('Revisa lo siguiente:').closest('[role="alert"]') as HTMLElement;
  expect(within(summary).getByRole('listitem').textContent).toBe(
    'Puedes guardar como máximo 20 direcciones.',
  );
  // The first refused field, in the form's order, takes the focus.
  expect(document.activeElement).toBe(field('Código postal'));
});

it('cannot be sent twice while saving', async () => {
  let finish: () => void = () => undefined;
  const onSubmit = vi.fn<Submit>(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  const { user } = renderForm(onSubmit);
  await fillValid(user);
  await user.click(save());
  const busy = await screen.findByRole('button', { name: 'Guardando…' });
  expect(busy.getAttribute('aria-disabled')).toBe('true');
  await user.click(busy);
  await user.type(field('Calle'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledOnce();
  finish();
  expect(await screen.findByRole('button', { name: 'Guardar dirección' })).toBeTruthy();
});
