import type { User } from '@canasta/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { CARLOS } from '../../testing/auth-api';
import { sellerCheckoutSetup } from '../../testing/checkout-setup';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

/**
 * Screens whose one job is typing take the phone's keyboard on arrival: the code, a new
 * account's name, a new client's name. Their field has the focus and is described by the
 * screen's heading, so a screen reader still says where the shopper is. Where the shopper's
 * data is collected, the sentence the LFPDPPP asks for leads to the Aviso de privacidad.
 */
const PRIVACY = '/menu/interna/aviso-de-privacidad';

/** What a field is described by: the text of every element its aria-describedby names. */
function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function signedIn(api: ReturnType<typeof mockShopApi>, user: User = CARLOS) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(user.id), user });
}

it('the code field takes the focus on arrival, read with its heading; sending agrees to the notice', async () => {
  mockShopApi();
  const { user } = renderApp('/menu/interna/auth/login');

  const phone = await screen.findByRole('textbox', { name: 'Número de celular' });
  const consent = screen.getByText(/^Al tocar «Enviar código», aceptas el tratamiento/);
  expect(consent.textContent).toBe(
    'Al tocar «Enviar código», aceptas el tratamiento de tus datos personales conforme a nuestro Aviso de privacidad.',
  );
  expect(
    within(consent).getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href'),
  ).toBe(PRIVACY);

  await user.type(phone, '5510000001');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));

  const code = await screen.findByRole('textbox', { name: 'Código de 6 dígitos' });
  await waitFor(() => {
    expect(document.activeElement).toBe(code);
  });
  expect(description(code)).toContain('Escribe el código');
  expect(description(code)).toContain('Te enviamos un código de 6 dígitos por WhatsApp');
});

it("a new phone's name takes the focus, read with its heading, and creating the account agrees to the notice", async () => {
  mockShopApi();
  const { user } = renderApp('/menu/interna/auth/login');

  await user.type(await screen.findByRole('textbox', { name: 'Número de celular' }), '5512345678');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await user.type(await screen.findByRole('textbox', { name: 'Código de 6 dígitos' }), '123456');

  const name = await screen.findByRole('textbox', { name: 'Nombre y apellido' });
  await waitFor(() => {
    expect(document.activeElement).toBe(name);
  });
  expect(description(name)).toContain('Crea tu cuenta');
  const consent = screen.getByText(/^Al tocar «Crear cuenta», aceptas el tratamiento/);
  expect(
    within(consent).getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href'),
  ).toBe(PRIVACY);

  // Every message the name check gives is shown, not only the first.
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Escribe tu nombre (al menos 2 letras). Escribe tu nombre con letras.',
  );
});

it("a new client's name takes the focus on arrival; editing a client opens no keyboard", async () => {
  const api = mockShopApi();
  const pedro = api.clients.seed(CARLOS.id, { name: 'Pedro Gómez', phone: '+525521340002' });
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Clients');

  await user.click(
    await screen.findByRole('link', { name: 'Registrar cliente' }, { timeout: 5000 }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Registrar cliente' });
  const name = screen.getByRole('textbox', { name: /^Nombre/ });
  await waitFor(() => {
    expect(document.activeElement).toBe(name);
  });
  expect(description(name)).toContain('Registrar cliente');

  await act(() => router.navigate('/menu/interna/Clients'));
  await user.click(await screen.findByRole('link', { name: `Editar a ${pedro.name}` }));
  await screen.findByRole('heading', { level: 1, name: 'Editar cliente' });
  // Editing, the seller may have come for any field: no keyboard until they choose one.
  expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveProperty('value', pedro.name);
  expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: /^Nombre/ }));
});

it("shows every message the server gives a client's field, and every reason a delete was refused", async () => {
  const api = mockShopApi({
    'POST /store/clients': () =>
      json(
        {
          message: 'Algunos datos no son válidos. Revisa los campos marcados.',
          code: 'validation_failed',
          errors: {
            name: ['El nombre ya está en tu lista.', 'Escribe el nombre con apellido.'],
            phone: ['Ya tienes a Pedro Gómez con ese celular en tus clientes.'],
          },
        },
        422,
      ),
    'DELETE /store/clients/:id': () =>
      json(
        {
          message: 'No pudimos eliminar al cliente.',
          code: 'conflict',
          errors: {
            orders: ['Tiene un pedido en camino.'],
            cart: ['Tu carrito es para este cliente.'],
          },
        },
        409,
      ),
  });
  api.clients.seed(CARLOS.id, { name: 'Pedro Gómez', phone: '+525521340002' });
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Clients/register');

  await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Pedro Gómez');
  await user.type(screen.getByRole('textbox', { name: /^Celular/ }), '5521340003');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
  expect(
    await screen.findByText('El nombre ya está en tu lista. Escribe el nombre con apellido.'),
  ).toBeTruthy();
  expect(screen.getByText('Ya tienes a Pedro Gómez con ese celular en tus clientes.')).toBeTruthy();

  await act(() => router.navigate('/menu/interna/Clients'));
  await user.click(await screen.findByRole('button', { name: 'Eliminar a Pedro Gómez' }));
  const dialog = screen.getByRole('dialog', { name: '¿Eliminar a Pedro Gómez?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
  const reasons = await within(dialog).findByRole('alert');
  expect(
    within(reasons)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Tiene un pedido en camino.', 'Tu carrito es para este cliente.']);
});

it("checkout's new client: the name takes the focus on arrival, read with the step's heading", async () => {
  sellerCheckoutSetup();
  const { user } = renderApp('/menu/interna/clientselect');

  await user.click(
    (
      await screen.findAllByRole('link', { name: 'Registrar cliente nuevo' }, { timeout: 5000 })
    )[0]!,
  );
  await screen.findByRole('heading', { level: 1, name: 'Cliente nuevo' });
  const name = screen.getByRole('textbox', { name: 'Nombre' });
  await waitFor(() => {
    expect(document.activeElement).toBe(name);
  });
  expect(description(name)).toMatch(/^Paso \d de \d+Cliente nuevo/);
});
