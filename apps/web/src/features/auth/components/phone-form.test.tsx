import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { mockShopApi } from '../../../testing/shop-api';
import { useSessionStore } from '../stores/session-store';
import { PhoneForm } from './phone-form';

const phoneField = () => screen.getByRole('textbox', { name: 'Número de celular' });
const send = () => screen.getByRole('button', { name: 'Enviar código' });

it('groups the digits as they are typed and sends the number with +52 by WhatsApp', async () => {
  const api = mockShopApi();
  const onSent = vi.fn();
  const { user } = renderWithProviders(
    <PhoneForm onSent={onSent} codeHref="/codigo" privacyHref="/aviso" />,
  );

  expect(phoneField().getAttribute('autocomplete')).toBe('tel-national');
  expect(phoneField().getAttribute('type')).toBe('tel');
  expect(screen.getByText('+52')).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'WhatsApp' })).toHaveProperty('checked', true);

  await user.type(phoneField(), '5512345678');
  expect(phoneField()).toHaveProperty('value', '55 1234 5678');
  // An 11th digit has nowhere to go.
  await user.type(phoneField(), '9');
  expect(phoneField()).toHaveProperty('value', '55 1234 5678');

  await user.click(send());

  await vi.waitFor(() => {
    expect(onSent).toHaveBeenCalledOnce();
  });
  expect(api.auth.sent).toEqual([{ phone: '+525512345678', channel: 'whatsapp' }]);
  expect(useSessionStore.getState().temporaryUser).toMatchObject({
    phone: '+525512345678',
    channel: 'whatsapp',
  });
  expect(useSessionStore.getState().temporaryUser.resendAt).toBeGreaterThan(Date.now() + 55_000);
});

it('takes a pasted number with its country code, and sends by SMS when chosen', async () => {
  const api = mockShopApi();
  const { user } = renderWithProviders(
    <PhoneForm onSent={vi.fn()} codeHref="/codigo" privacyHref="/aviso" />,
  );

  await user.click(phoneField());
  await user.paste('+52 1 55 8765 4321');
  expect(phoneField()).toHaveProperty('value', '55 8765 4321');
  await user.click(screen.getByRole('radio', { name: 'SMS (mensaje de texto)' }));
  await user.click(send());

  await vi.waitFor(() => {
    expect(api.auth.sent).toEqual([{ phone: '+525587654321', channel: 'sms' }]);
  });
});

it('asks for the whole number before sending anything', async () => {
  const api = mockShopApi();
  const { user } = renderWithProviders(
    <PhoneForm onSent={vi.fn()} codeHref="/codigo" privacyHref="/aviso" />,
  );

  await user.click(send());
  expect(screen.getByRole('alert').textContent).toBe('Escribe tu número de celular.');
  expect(phoneField().getAttribute('aria-invalid')).toBe('true');

  await user.type(phoneField(), 'ab55 12');
  expect(phoneField()).toHaveProperty('value', '55 12');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(send());

  expect(screen.getByRole('alert').textContent).toBe('Escribe los 10 dígitos de tu celular.');
  expect(api.requests).toEqual([]);
});

it("shows the server's reason beside the field, and a too-soon answer with the way to the code", async () => {
  const api = mockShopApi({
    'POST /auth/send-login-code': () => ({
      status: 422,
      body: {
        message: 'Algunos datos no son válidos.',
        code: 'validation_failed',
        errors: { phone: ['Escribe un número de celular válido de 10 dígitos.'] },
      },
    }),
  });
  const { user } = renderWithProviders(
    <PhoneForm onSent={vi.fn()} codeHref="/codigo" privacyHref="/aviso" />,
  );
  await user.type(phoneField(), '0000000000');
  await user.click(send());

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Escribe un número de celular válido de 10 dígitos.',
  );
  expect(api.requests).toEqual(['POST /auth/send-login-code']);
});

it('after a code went out, asking again too soon says when, and leads to the code', async () => {
  const api = mockShopApi();
  const onSent = vi.fn();
  const { user } = renderWithProviders(
    <PhoneForm onSent={onSent} codeHref="/codigo" privacyHref="/aviso" />,
  );
  await user.type(phoneField(), '5512345678');
  await user.click(send());
  await vi.waitFor(() => {
    expect(onSent).toHaveBeenCalledOnce();
  });

  await user.click(send());

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(
    /^Ya te enviamos un código\. Podrás pedir otro en (1 minuto|\d+ segundos)\./,
  );
  expect(screen.getByRole('link', { name: 'Ya tengo mi código' }).getAttribute('href')).toBe(
    '/codigo',
  );
  expect(api.auth.sent).toHaveLength(1);
});

it('offline, says signing in needs the connection instead of waiting', async () => {
  mockShopApi({ 'POST /auth/send-login-code': () => 'network-error' });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { user } = renderWithProviders(
    <PhoneForm onSent={vi.fn()} codeHref="/codigo" privacyHref="/aviso" />,
  );

  await user.type(phoneField(), '5512345678');
  await user.click(send());

  expect((await screen.findByRole('alert')).textContent).toContain(
    'Necesitas conexión para entrar con tu celular.',
  );
  expect(send()).toHaveProperty('disabled', false);
});
