import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { fakeAuthApi, LUCIA, makeUser } from '../../testing/auth-api';
import { fakeUploads } from '../../testing/fake-xhr';
import { json } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

type ShopApi = ReturnType<typeof mockShopApi>;

function signedIn(api: ShopApi, user = LUCIA) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(user.id), user });
}

const nameField = () => screen.getByRole('textbox', { name: 'Nombre' });
const emailField = () => screen.getByRole('textbox', { name: 'Correo electrónico (opcional)' });
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

it('shows the account: default picture, read-only phone, name and email to edit', async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Profile');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeTruthy();
  await waitFor(() => {
    expect(document.title).toBe('Mi cuenta · Canasta Roma Sur');
  });
  const picture = screen.getByRole('img', { name: 'Tu foto de perfil' });
  expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByText('+52 55 1000 0001')).toBeTruthy();
  expect(nameField()).toHaveProperty('value', 'Lucía Hernández');
  expect(emailField()).toHaveProperty('value', '');
  expect(emailField().getAttribute('type')).toBe('email');
  expect(screen.queryByText('Saldo de tu monedero')).toBeNull();
});

it('checks name and email with the contract before sending', async () => {
  const api = mockShopApi();
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });

  await user.clear(nameField());
  await user.type(nameField(), 'A');
  await user.type(emailField(), 'lucia@');
  await user.click(save());

  expect(screen.getByText('Escribe tu nombre (al menos 2 letras).')).toBeTruthy();
  expect(nameField().getAttribute('aria-invalid')).toBe('true');
  expect(emailField().getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();
  expect(api.requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
});

it("saves the changes, and shows the server's refusals beside their fields and the rest above", async () => {
  let refuse = true;
  const api = mockShopApi({
    'PUT /auth/user': () =>
      refuse
        ? json(
            {
              message: 'Algunos datos no son válidos. Revisa los campos marcados.',
              code: 'validation_failed',
              errors: {
                email: ['Ese correo ya está registrado en otra cuenta.'],
                avatar: ['No pudimos guardar tu perfil ahora.'],
              },
            },
            422,
          )
        : json({ user: { ...LUCIA, name: 'Lucía Hernández Ruiz', email: 'lucia@correo.mx' } }),
  });
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });

  await user.type(nameField(), ' Ruiz');
  await user.type(emailField(), 'lucia@correo.mx');
  await user.click(save());

  expect(await screen.findByText('Ese correo ya está registrado en otra cuenta.')).toBeTruthy();
  expect(emailField().getAttribute('aria-invalid')).toBe('true');
  const summary = screen.getByText('Revisa lo siguiente:').closest('[role="alert"]') as HTMLElement;
  expect(within(summary).getByRole('listitem').textContent).toBe(
    'No pudimos guardar tu perfil ahora.',
  );

  refuse = false;
  await user.click(save());

  expect((await screen.findByRole('status')).textContent).toBe('Guardamos tus datos.');
  expect(useSessionStore.getState().user).toMatchObject({
    name: 'Lucía Hernández Ruiz',
    email: 'lucia@correo.mx',
  });
  expect(screen.queryByText('Ese correo ya está registrado en otra cuenta.')).toBeNull();
});

it('refuses a picture that is too large or not JPG/PNG/WebP, without uploading it', async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Cambiar foto');
  expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

  await user.upload(
    input,
    new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }),
  );
  expect(screen.getByRole('alert').textContent).toBe(
    'La foto pesa más de 5 MB. Elige una más ligera.',
  );

  await user.upload(input, new File(['GIF89a'], 'animada.gif', { type: 'image/gif' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'La foto debe ser una imagen JPG, PNG o WebP.',
  );
  expect(api.requests.filter((request) => request.includes('picture'))).toEqual([]);
});

it('uploads a new picture with its progress, and shows it', async () => {
  fakeUploads();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const auth = fakeAuthApi();
  const api = mockShopApi(
    {
      'PUT /auth/user/picture': async (request) => {
        await answered;
        return auth.routes['PUT /auth/user/picture']!(request);
      },
    },
    { auth },
  );
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });

  await user.upload(
    screen.getByLabelText('Cambiar foto'),
    new File(['jpeg bytes'], 'yo.jpg', { type: 'image/jpeg' }),
  );

  const progress = await screen.findByRole('progressbar', { name: 'Avance de la foto' });
  await waitFor(() => {
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
  });
  expect(screen.getByText('Subiendo foto…')).toBeTruthy();
  answer();

  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Tu foto se actualizó.');
  expect(screen.getByRole('img', { name: 'Tu foto de perfil' }).getAttribute('src')).toBe(
    '/uploads/avatars/1.webp',
  );
  const upload = api.fetch.mock.calls.find(([url]) => url === '/api/shop/auth/user/picture');
  expect(upload?.[1]?.method).toBe('PUT');
  expect((upload?.[1]?.body as FormData).get('picture')).toBeInstanceOf(File);
  expect(new Headers(upload?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  // The header's account link shows the new picture too.
  const account = within(screen.getByRole('banner')).getByRole('link', { name: 'Mi cuenta' });
  expect(account.querySelector('img')?.getAttribute('src')).toBe('/uploads/avatars/1.webp');
});

it("shows the server's reason when it refuses the picture", async () => {
  fakeUploads();
  const api = mockShopApi({
    'PUT /auth/user/picture': () =>
      json(
        { message: 'La foto pesa más de 5 MB. Elige una más ligera.', code: 'payload_too_large' },
        413,
      ),
  });
  signedIn(api);
  const { user } = renderApp('/menu/interna/Profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });

  await user.upload(
    screen.getByLabelText('Cambiar foto'),
    new File(['jpeg bytes'], 'yo.jpg', { type: 'image/jpeg' }),
  );

  expect((await screen.findByRole('alert')).textContent).toBe(
    'La foto pesa más de 5 MB. Elige una más ligera.',
  );
  expect(screen.queryByRole('progressbar', { name: 'Avance de la foto' })).toBeNull();
});

it('a later photo error does not stand beside "Guardamos tus datos.", nor the photo\'s news beside a later save', async () => {
  fakeUploads();
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });
  const user = userEvent.setup({ applyAccept: false });

  await user.type(nameField(), ' Ruiz');
  await user.click(save());
  expect(await screen.findByText('Guardamos tus datos.')).toBeTruthy();

  await user.upload(
    screen.getByLabelText('Cambiar foto'),
    new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
  );
  expect(screen.getByRole('alert').textContent).toBe(
    'La foto debe ser una imagen JPG, PNG o WebP.',
  );
  expect(screen.queryByText('Guardamos tus datos.')).toBeNull();

  await user.upload(
    screen.getByLabelText('Cambiar foto'),
    new File(['jpeg bytes'], 'yo.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByText('Tu foto se actualizó.')).toBeTruthy();
  await user.type(emailField(), 'lucia@correo.mx');
  await user.click(save());
  expect(await screen.findByText('Guardamos tus datos.')).toBeTruthy();
  expect(screen.queryByText('Tu foto se actualizó.')).toBeNull();
});

it("shows a mentor's wallet balance, linking to the wallet's movements", async () => {
  const mentor = makeUser(3, { name: 'Marta Mentora', is_mentor: true });
  const api = mockShopApi({}, { auth: fakeAuthApi([LUCIA, mentor]) });
  signedIn(api, mentor);
  const { user, router } = renderApp('/menu/interna/Profile');

  const link = await screen.findByRole('link', { name: /^Saldo de tu monedero/ });
  expect(link.textContent).toBe('Saldo de tu monederoVer movimientos$500.00');
  expect(useSessionStore.getState().walletBalanceCents).toBe(50000);
  await user.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mi monedero' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/menu/interna/wallet');
});

it("puts a seller's and a mentor's tools first, before the picture and their details", async () => {
  const mentor = makeUser(3, { name: 'Marta Mentora', is_mentor: true });
  const api = mockShopApi({}, { auth: fakeAuthApi([LUCIA, mentor]) });
  signedIn(api, mentor);
  renderApp('/menu/interna/Profile');

  const tools = await screen.findByRole('region', { name: 'Tus herramientas' });
  const clients = within(tools).getByRole('link', { name: 'Mis clientes' });
  expect(clients.getAttribute('href')).toBe('/menu/interna/Clients');
  expect(await within(tools).findByRole('link', { name: /^Saldo de tu monedero/ })).toBeTruthy();
  const details = screen.getByRole('heading', { level: 2, name: 'Tus datos' });
  const picture = screen.getByRole('img', { name: 'Tu foto de perfil' });
  for (const later of [details, picture]) {
    expect(clients.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

it("a shopper's account has no tools section", async () => {
  const api = mockShopApi();
  signedIn(api);
  renderApp('/menu/interna/Profile');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Tus herramientas' })).toBeNull();
});
