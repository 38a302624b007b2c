import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CODE, mockConsoleApi, ROSA } from '../testing/console-api';
import { renderConsole } from '../testing/render-console';
import { SHELL_SCREENS } from '../testing/shell-screens';

const phoneField = () => screen.getByRole('textbox', { name: /Número de celular/ });
const codeField = () => screen.getByRole('textbox', { name: /Código de 6 dígitos/ });

it('signs an operator in with a code and brings them back to the page they asked for', async () => {
  const api = mockConsoleApi();
  const { user, router } = renderConsole('/admin/interna', { screens: SHELL_SCREENS });

  // Nobody is signed in: the sign-in, remembering where they were going.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Entra a la consola de tu tienda' }),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/admin/entrar');
  expect(router.state.location.search).toBe('?volver=%2Fadmin%2Finterna');

  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(phoneField().getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Escribe tu número de celular.')).toBeTruthy();

  await user.type(phoneField(), '5510000004');
  await user.click(screen.getByRole('radio', { name: 'SMS (mensaje de texto)' }));
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Escribe el código' })).toBeTruthy();
  expect(api.sent).toEqual(['+525510000004']);
  expect(
    screen.getByText('Te enviamos un código de 6 dígitos por SMS al +52 55 1000 0004.'),
  ).toBeTruthy();
  // The code field has the focus (the phone's keyboard opens), described by where it went.
  await waitFor(() => {
    expect(document.activeElement).toBe(codeField());
  });
  expect(codeField().getAttribute('aria-describedby')).toContain(
    screen.getByRole('heading', { level: 1, name: 'Escribe el código' }).parentElement?.id ??
      'sin id',
  );
  // Another code only after the countdown.
  expect(screen.getByText(/Podrás pedir otro código en [01]:\d\d\./)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reenviar código' })).toBeNull();

  // A wrong code: the API's own message, on the field.
  await user.type(codeField(), '654321');
  expect(await screen.findByText('El código no es correcto. Te quedan 4 intentos.')).toBeTruthy();
  expect(codeField().getAttribute('aria-invalid')).toBe('true');

  await user.clear(codeField());
  await user.type(codeField(), CODE);

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna');
  });
  // The shop's own keys: signing in here signs in the shop as well.
  expect(localStorage.getItem('token')).toMatch(/^token-/);
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
    name: 'Rosa Aguilar',
    operator_stores: [{ slug: 'interna', role: 'owner' }],
  });
});

it('tells a phone without an account that it has no way in, and lets the number be changed', async () => {
  mockConsoleApi();
  const { user, router } = renderConsole('/admin/entrar', { screens: SHELL_SCREENS });

  await user.type(await screen.findByRole('textbox', { name: /Número de celular/ }), '5599999999');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await user.type(await screen.findByRole('textbox', { name: /Código de 6 dígitos/ }), CODE);

  expect(
    await screen.findByText(
      'Este celular no tiene cuenta en Canasta. Pide a la persona dueña de la tienda que te agregue a su equipo.',
    ),
  ).toBeTruthy();
  expect(localStorage.getItem('token')).toBeNull();

  await user.click(screen.getByRole('link', { name: 'Cambiar número' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/entrar');
  });
  // The number typed before is still there to fix.
  expect((phoneField() as HTMLInputElement).value).toBe('55 9999 9999');
});

it('asked again too soon, says how long to wait and offers the code already sent', async () => {
  mockConsoleApi();
  const { user } = renderConsole('/admin/entrar', { screens: SHELL_SCREENS });

  await user.type(await screen.findByRole('textbox', { name: /Número de celular/ }), '5510000004');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByRole('heading', { name: 'Escribe el código' })).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Cambiar número' }));
  await user.click(await screen.findByRole('button', { name: 'Enviar código' }));

  expect(await screen.findByText(/Espera \d+ segundos para pedir otro código\./)).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Ya tengo mi código' }));
  expect(await screen.findByRole('heading', { name: 'Escribe el código' })).toBeTruthy();
});

it('goes straight on when already signed in (in the shop or here)', async () => {
  const api = mockConsoleApi();
  localStorage.setItem('token', api.sessionFor(ROSA));
  localStorage.setItem('user', JSON.stringify(ROSA));
  const { router } = renderConsole('/admin/entrar?volver=%2Fadmin%2Finterna', {
    screens: SHELL_SCREENS,
  });

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna');
  });
});

it('never follows a return address outside the console', async () => {
  const api = mockConsoleApi();
  localStorage.setItem('token', api.sessionFor(ROSA));
  localStorage.setItem('user', JSON.stringify(ROSA));
  const { router } = renderConsole('/admin/entrar?volver=%2F%2Fevil.example%2Fadmin', {
    screens: SHELL_SCREENS,
  });

  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/admin/interna');
  });
});
