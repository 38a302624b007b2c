import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ROMA_SUR } from '../../../testing/addresses-api';
import { renderWithProviders } from '../../../testing/render';
import { mockShopApi } from '../../../testing/shop-api';
import { initialFormValues } from '../utils/address-form-values';
import { AddressForm } from './address-form';

const receiver = { name: 'Lucía Hernández', phone: '+525510000001' };
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const stateField = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado' });

function renderForm({ postalCodes = true, state = '' } = {}) {
  const api = mockShopApi();
  const defaults = initialFormValues({
    pin: ROMA_SUR,
    draft: state ? { state } : null,
    address: null,
    receiver,
  });
  const view = renderWithProviders(
    <AddressForm
      defaultValues={defaults}
      offerDefault={false}
      onSubmit={async () => undefined}
      postalCodes={postalCodes}
    />,
  );
  return { ...view, api };
}

it('preselects the state the pin is in, and asks nothing when the state is already known', async () => {
  const { api, unmount } = renderForm();
  await waitFor(() => {
    expect(stateField().value).toBe('Ciudad de México');
  });
  expect(api.requests).toContain('GET /places/state?lat=19.4194&lng=-99.1617');
  unmount();

  const known = renderForm({ state: 'Jalisco' });
  await screen.findByRole('combobox', { name: 'Estado' });
  expect(stateField().value).toBe('Jalisco');
  expect(known.api.requests.some((request) => request.startsWith('GET /places/state'))).toBe(false);
});

it('fills the state, municipality and city from the postal code and offers its colonias', async () => {
  const { user, api } = renderForm();
  await user.type(field('Código postal'), '03100');

  expect(await screen.findByText('Código postal de Benito Juárez, Ciudad de México.')).toBeTruthy();
  expect(api.requests).toContain('GET /postal-codes/03100');
  expect(field('Alcaldía o municipio').value).toBe('Benito Juárez');
  expect(field('Ciudad (opcional)').value).toBe('Ciudad de México');
  expect(stateField().value).toBe('Ciudad de México');
  // Two colonias share the code: the shopper picks one, or types one not listed.
  const colonia = screen.getByRole<HTMLInputElement>('combobox', { name: /^Colonia/ });
  expect(colonia.value).toBe('');
  const list = document.getElementById(colonia.getAttribute('list') ?? '') as HTMLElement;
  expect(
    [...list.querySelectorAll('option')].map((option) => option.getAttribute('value')),
  ).toEqual(['Del Valle Centro', 'Insurgentes San Borja']);
  expect(
    within(colonia.closest('div')?.parentElement ?? document.body).getByText(
      'Elige tu colonia de la lista o escríbela si no aparece.',
    ),
  ).toBeTruthy();
  await user.type(colonia, 'Acacias');

  // Another code replaces what it filled, never what the shopper typed.
  await user.clear(field('Código postal'));
  await user.type(field('Código postal'), '44100');
  await waitFor(() => {
    expect(field('Alcaldía o municipio').value).toBe('Guadalajara');
  });
  expect(stateField().value).toBe('Jalisco');
  expect(field('Colonia').value).toBe('Acacias');

  await user.clear(field('Alcaldía o municipio'));
  await user.type(field('Alcaldía o municipio'), 'Zapopan');
  await user.clear(field('Código postal'));
  await user.type(field('Código postal'), '06700');
  expect(await screen.findByText('Código postal de Cuauhtémoc, Ciudad de México.')).toBeTruthy();
  expect(field('Alcaldía o municipio').value).toBe('Zapopan');
  expect(stateField().value).toBe('Ciudad de México');
});

it('fills the only colonia of a code, and says so when a code is unknown', async () => {
  const { user } = renderForm();
  await user.type(field('Código postal'), '06700');
  await waitFor(() => {
    expect(field('Colonia').value).toBe('Roma Norte');
  });

  await user.clear(field('Código postal'));
  await user.type(field('Código postal'), '99999');
  expect(
    await screen.findByText(
      'No encontramos ese código postal. Escribe la colonia, el municipio y el estado.',
    ),
  ).toBeTruthy();
  // What the last code filled stays: it is still a valid guess until the shopper changes it.
  expect(field('Colonia').value).toBe('Roma Norte');
});

it('asks nothing about postal codes when the shop has no catalogue', async () => {
  const { user, api } = renderForm({ postalCodes: false });
  await user.type(field('Código postal'), '03100');
  await waitFor(() => {
    expect(stateField().value).toBe('Ciudad de México');
  });
  expect(api.requests.some((request) => request.startsWith('GET /postal-codes'))).toBe(false);
  expect(field('Alcaldía o municipio').value).toBe('');
});
