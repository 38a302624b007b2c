import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeAuthApi, LUCIA } from '../../../testing/auth-api';
import { json } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { mockShopApi } from '../../../testing/shop-api';
import { sendLoginCode } from '../api/send-login-code';
import { useSessionStore } from '../stores/session-store';
import { VerifyPhone } from './verify-phone';

afterEach(() => {
  vi.useRealTimers();
});

/** The phone screen's part, as it leaves things: a code on its way to `phone`. */
async function codeSentTo(phone: string, resendInSeconds = 60) {
  await sendLoginCode({ phone, channel: 'whatsapp' });
  useSessionStore.getState().setTemporaryUser({
    phone,
    channel: 'whatsapp',
    resendAt: Date.now() + resendInSeconds * 1000,
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Código de 6 dígitos' });

it('counts down to "Reenviar código", then sends a new code and counts again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = mockShopApi();
  useSessionStore.getState().setTemporaryUser({
    phone: '+525512345678',
    channel: 'whatsapp',
    resendAt: Date.now() + 60_000,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderWithProviders(<VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />);

  expect(screen.getByRole('heading', { level: 1, name: 'Escribe el código' })).toBeTruthy();
  expect(
    screen.getByText('Te enviamos un código de 6 dígitos por WhatsApp al +52 55 1234 5678.'),
  ).toBeTruthy();
  expect(screen.getByText('Podrás pedir otro código en 1:00.')).toBeTruthy();
  expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
  expect(codeField().getAttribute('inputmode')).toBe('numeric');
  expect(screen.getByRole('link', { name: 'Cambiar número' }).getAttribute('href')).toBe(
    '/telefono',
  );

  await act(() => vi.advanceTimersByTimeAsync(30_000));
  expect(screen.getByText('Podrás pedir otro código en 0:30.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reenviar código' })).toBeNull();

  await act(() => vi.advanceTimersByTimeAsync(30_000));
  await user.click(screen.getByRole('button', { name: 'Reenviar código' }));

  expect((await screen.findByRole('status')).textContent).toBe(
    'Te enviamos un código por WhatsApp. Vence en 10 minutos.',
  );
  expect(api.auth.sent).toEqual([{ phone: '+525512345678', channel: 'whatsapp' }]);
  expect(await screen.findByText('Podrás pedir otro código en 1:00.')).toBeTruthy();
});

it("shows the server's reason for a wrong code, and signs in with the right one", async () => {
  const api = mockShopApi();
  await codeSentTo(LUCIA.phone);
  const { user } = renderWithProviders(
    <VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />,
  );

  // The sixth digit sends the code (as autofill of a one-time code does).
  await user.type(codeField(), '111111');

  const field = codeField();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'El código no es correcto. Te quedan 4 intentos.',
  );
  expect(field.getAttribute('aria-invalid')).toBe('true');

  await user.clear(field);
  expect(screen.queryByRole('alert')).toBeNull();
  await user.type(field, '12 34 56');

  await vi.waitFor(() => {
    expect(useSessionStore.getState().user).toEqual(LUCIA);
  });
  expect(useSessionStore.getState().token).toMatch(/^token-/);
  expect(useSessionStore.getState().temporaryUser.phone).toBeNull();
  expect(api.requests.filter((request) => request === 'POST /auth/login')).toHaveLength(2);
});

it('spends one try on a wrong code: "Verificar" after the sixth digit does not send it again', async () => {
  const api = mockShopApi();
  await codeSentTo(LUCIA.phone);
  const { user } = renderWithProviders(
    <VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />,
  );

  // The sixth digit sends the code; the shopper taps "Verificar" as well, at once and later.
  await user.type(codeField(), '000000');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'El código no es correcto. Te quedan 4 intentos.',
  );
  await user.click(screen.getByRole('button', { name: 'Verificar' }));

  expect(screen.getByRole('alert').textContent).toBe(
    'El código no es correcto. Te quedan 4 intentos.',
  );
  expect(api.requests.filter((request) => request === 'POST /auth/login')).toHaveLength(1);
});

it('sends the same code again when the connection, not the code, failed', async () => {
  let offline = true;
  const auth = fakeAuthApi();
  const api = mockShopApi(
    {
      'POST /auth/login': (request) => {
        const login = auth.routes['POST /auth/login'];
        if (!login) throw new Error('no login route');
        return offline ? 'network-error' : login(request);
      },
    },
    { auth },
  );
  await codeSentTo(LUCIA.phone);
  const { user } = renderWithProviders(
    <VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />,
  );

  await user.type(codeField(), '123456');
  await screen.findByRole('alert');
  offline = false;
  await user.click(screen.getByRole('button', { name: 'Verificar' }));

  await vi.waitFor(() => {
    expect(useSessionStore.getState().user).toEqual(LUCIA);
  });
  expect(api.requests.filter((request) => request === 'POST /auth/login')).toHaveLength(2);
});

it('says when the code expired, without sending anything shorter than 6 digits', async () => {
  const api = mockShopApi({
    'POST /auth/login': () =>
      json(
        {
          message: 'Algunos datos no son válidos.',
          code: 'validation_failed',
          errors: { code: ['El código no es válido o ya venció. Pide uno nuevo.'] },
        },
        422,
      ),
  });
  await codeSentTo(LUCIA.phone);
  const { user } = renderWithProviders(
    <VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />,
  );

  await user.type(codeField(), '123');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(screen.getByRole('alert').textContent).toBe('El código tiene 6 dígitos.');

  await user.type(codeField(), '456');

  expect((await screen.findByRole('alert')).textContent).toBe(
    'El código no es válido o ya venció. Pide uno nuevo.',
  );
  expect(api.requests.filter((request) => request === 'POST /auth/login')).toHaveLength(1);
});

it('for a new phone asks for the name, checks it, and creates the account', async () => {
  const api = mockShopApi();
  await codeSentTo('+525512345678');
  const { user } = renderWithProviders(
    <VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />,
  );

  await user.type(codeField(), '123456');

  expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeTruthy();
  expect(
    screen.getByText('Confirmamos el +52 55 1234 5678. Solo falta tu nombre para crear tu cuenta.'),
  ).toBeTruthy();
  const name = screen.getByRole('textbox', { name: 'Nombre y apellido' });
  // The name replaces the code on the same screen and takes its focus (the keyboard stays up).
  expect(document.activeElement).toBe(name);
  expect(name.getAttribute('autocomplete')).toBe('name');

  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Escribe tu nombre (al menos 2 letras). Escribe tu nombre con letras.',
  );

  await user.type(name, '  Ana López ');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

  await vi.waitFor(() => {
    expect(useSessionStore.getState().user).toMatchObject({
      name: 'Ana López',
      phone: '+525512345678',
    });
  });
  // Signed in: the current user load goes on with the default address (spec §4).
  await vi.waitFor(() => {
    expect(api.requests).toEqual([
      'POST /auth/send-login-code',
      'POST /auth/login',
      'POST /auth/register',
      'GET /addresses/default',
    ]);
  });
});

it('when the verification expired before the name was sent, offers a new code', async () => {
  mockShopApi({
    'POST /auth/register': () =>
      json(
        {
          message: 'Algunos datos no son válidos.',
          code: 'validation_failed',
          errors: {
            registration_token: [
              'Tu verificación venció. Pide un código nuevo para crear tu cuenta.',
            ],
          },
        },
        422,
      ),
  });
  useSessionStore.getState().setTemporaryUser({
    phone: '+525512345678',
    registrationToken: 'registration-old',
  });
  const { user } = renderWithProviders(
    <VerifyPhone changeNumberHref="/telefono" privacyHref="/aviso" />,
  );

  await user.type(screen.getByRole('textbox', { name: 'Nombre y apellido' }), 'Ana López');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'Tu verificación venció. Pide un código nuevo para crear tu cuenta.',
  );
  await user.click(within(alert).getByRole('link', { name: 'Pedir un código nuevo' }));
  expect(useSessionStore.getState().temporaryUser).toMatchObject({
    phone: '+525512345678',
    registrationToken: null,
  });
});
