import type { User } from '@canasta/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { CARLOS, MARIANA } from '../../testing/auth-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

type ShopApi = ReturnType<typeof mockShopApi>;

function signedIn(api: ShopApi, user: User = CARLOS) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(user.id), user });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

it('registers a client and returns to the list, where they show', async () => {
  const api = mockShopApi();
  signedIn(api);
  const { user, router } = renderApp('/menu/interna/Clients/register');

  expect(await heading('Registrar cliente')).toBeTruthy();
  await user.type(field('Nombre'), 'José Pérez');
  // Pasted with WhatsApp's country code and old mobile 1: the mask keeps the 10 digits.
  await user.click(field('Celular'));
  await user.paste('+52 1 55 2134 0099');
  expect((field('Celular') as HTMLInputElement).value).toBe('55 2134 0099');
  await user.type(field('Correo'), 'jose@example.com');
  await user.type(field('Notas'), 'Pide los viernes.');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

  expect(await screen.findByText('Registramos a José Pérez.')).toBeTruthy();
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/Clients');
  });
  expect(await screen.findByRole('article', { name: 'José Pérez' })).toBeTruthy();
  expect([...api.clients.clients.values()]).toMatchObject([
    {
      owner_id: CARLOS.id,
      name: 'José Pérez',
      phone: '+525521340099',
      email: 'jose@example.com',
      notes: 'Pide los viernes.',
    },
  ]);
});

it("checks the fields with the contract's rules before sending anything", async () => {
  const api = mockShopApi();
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients/register');
  await heading('Registrar cliente');

  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
  expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Escribe el nombre de tu cliente.')).toBeTruthy();
  expect(screen.getByText('Escribe el celular de tu cliente.')).toBeTruthy();
  // Focus goes to the first field to fix.
  expect(document.activeElement).toBe(field('Nombre'));

  await user.type(field('Nombre'), 'J');
  await user.type(field('Celular'), '55213');
  await user.type(field('Correo'), 'jose@');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
  expect(screen.getByText('Escribe el nombre de tu cliente (al menos 2 letras).')).toBeTruthy();
  expect(screen.getByText('Escribe un celular válido de 10 dígitos para tu cliente.')).toBeTruthy();
  expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();
  expect(api.requests.some((path) => path.startsWith('POST /store/clients'))).toBe(false);
});

it("shows the server's reasons beside their fields, the rest above the button", async () => {
  const api = mockShopApi({
    'POST /store/clients': () => ({
      status: 422,
      body: {
        message: 'Revisa los datos.',
        code: 'validation_failed',
        errors: {
          phone: ['Ya tienes a Pedro Gómez con ese celular en tus clientes.'],
          body: ['Campo desconocido.'],
        },
      },
    }),
  });
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients/register');
  await heading('Registrar cliente');

  await user.type(field('Nombre'), 'Pedro Gómez');
  await user.type(field('Celular'), '5521340002');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

  expect(
    await screen.findByText('Ya tienes a Pedro Gómez con ese celular en tus clientes.'),
  ).toBeTruthy();
  expect(field('Celular').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(field('Celular'));
  const alert = screen
    .getAllByRole('alert')
    .find((node) => node.textContent.startsWith('Revisa lo siguiente:'));
  expect(alert).toBeTruthy();
  expect(within(alert!).getByText('Campo desconocido.')).toBeTruthy();
});

it('refuses the same phone twice in one list (the fake, as the server)', async () => {
  const api = mockShopApi();
  api.clients.seed(CARLOS.id, { name: 'Pedro Gómez', phone: '+525521340002' });
  signedIn(api);
  const { user } = renderApp('/menu/interna/Clients/register');
  await heading('Registrar cliente');

  await user.type(field('Nombre'), 'Otro Pedro');
  await user.type(field('Celular'), '5521340002');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

  expect(
    await screen.findByText('Ya tienes a Pedro Gómez con ese celular en tus clientes.'),
  ).toBeTruthy();
  expect(api.clients.clients.size).toBe(1);
});

it('sends one request however many times the button is pressed', async () => {
  let answer: (() => void) | null = null;
  const api = mockShopApi();
  const create = api.clients.routes['POST /store/clients']!;
  const slow = mockShopApi(
    {
      'POST /store/clients': (request) =>
        new Promise((resolve) => {
          answer = () => {
            resolve(create(request));
          };
        }),
    },
    { clients: api.clients, auth: api.auth },
  );
  signedIn(slow);
  const { user } = renderApp('/menu/interna/Clients/register');
  await heading('Registrar cliente');

  await user.type(field('Nombre'), 'José Pérez');
  await user.type(field('Celular'), '5521340099');
  const save = screen.getByRole('button', { name: 'Guardar cliente' });
  await user.click(save);
  await user.click(screen.getByRole('button', { name: 'Guardando…' }));
  await user.keyboard('{Enter}');
  expect(slow.requests.filter((path) => path === 'POST /store/clients')).toHaveLength(1);
  await waitFor(() => {
    expect(answer).not.toBeNull();
  });
  answer!();
  expect(await screen.findByText('Registramos a José Pérez.')).toBeTruthy();
  expect(api.clients.clients.size).toBe(1);
});

it('edits a client named by ?client=, prefilled, and returns to the list', async () => {
  const api = mockShopApi();
  const pedro = api.clients.seed(CARLOS.id, {
    name: 'Pedro Gómez',
    phone: '+525521340002',
    notes: 'Tienda de la esquina.',
  });
  signedIn(api);
  const { user, router } = renderApp(`/menu/interna/Clients/register?client=${pedro.id}`);

  expect(await heading('Editar cliente')).toBeTruthy();
  expect((field('Nombre') as HTMLInputElement).value).toBe('Pedro Gómez');
  expect((field('Celular') as HTMLInputElement).value).toBe('55 2134 0002');
  expect((field('Notas') as HTMLTextAreaElement).value).toBe('Tienda de la esquina.');

  await user.clear(field('Notas'));
  await user.type(field('Correo'), 'pedro@example.com');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

  expect(await screen.findByText('Guardamos los datos de Pedro Gómez.')).toBeTruthy();
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/menu/interna/Clients');
  });
  expect(api.requests).toContain(`PUT /store/clients/${pedro.id}`);
  expect(api.clients.clients.get(pedro.id)).toMatchObject({
    email: 'pedro@example.com',
    notes: null,
  });
});

it("says so when the client isn't the seller's (another seller's is not found too)", async () => {
  const api = mockShopApi();
  const hers = api.clients.seed(MARIANA.id, { name: 'Cliente de Mariana' });
  signedIn(api);
  renderApp(`/menu/interna/Clients/register?client=${hers.id}`);

  expect(await heading('No encontramos a este cliente')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a mis clientes' }).getAttribute('href')).toBe(
    '/menu/interna/Clients',
  );
});

it('returns to ?next= after registering', async () => {
  const api = mockShopApi();
  signedIn(api);
  const { user, router } = renderApp(
    '/menu/interna/Clients/register?next=%2Ftienda%2Finterna%2Fcartlist',
  );
  await heading('Registrar cliente');
  await user.type(field('Nombre'), 'José Pérez');
  await user.type(field('Celular'), '5521340099');
  await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/tienda/interna/cartlist');
  });
});
