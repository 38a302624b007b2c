import { expect, it, vi } from 'vitest';
import { getStore } from '../features/catalogue/api/get-store';
import { loadCurrentUser } from '../features/auth/api/get-user';
import { TOKEN_KEY, useSessionStore } from '../features/auth/stores/session-store';
import { getClientsInfiniteQueryOptions } from '../features/clients/api/get-clients';
import { CARLOS, LUCIA } from '../testing/auth-api';
import { mockShopApi } from '../testing/shop-api';
import { createQueryClient } from '../lib/query-client';
import { connectSession, loadSession } from './session';

connectSession();

it('a 401 from any call clears the session, and the call goes on anonymously', async () => {
  const api = mockShopApi();
  useSessionStore.getState().signIn({ token: 'revoked-token-0123456789', user: LUCIA });

  const store = await getStore('interna');

  expect(store.slug).toBe('interna');
  expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(
    api.fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization')),
  ).toEqual(['Bearer revoked-token-0123456789', null]);
});

it('a 401 for an older token leaves a newer session alone', async () => {
  const api = mockShopApi();
  const newer = api.auth.sessionFor(LUCIA.id);
  useSessionStore.getState().signIn({ token: 'old-token-0123456789abcd', user: LUCIA });
  const call = getStore('interna');
  useSessionStore.getState().signIn({ token: newer, user: LUCIA });

  await call;

  expect(useSessionStore.getState().token).toBe(newer);
});

it("the current user load replaces the saved user with the server's", async () => {
  const api = mockShopApi();
  const token = api.auth.sessionFor(LUCIA.id);
  api.auth.users.set(LUCIA.id, { ...LUCIA, name: 'Lucía H. Pérez' });
  useSessionStore.getState().signIn({ token, user: LUCIA });

  await loadSession(createQueryClient());

  expect(useSessionStore.getState().user?.name).toBe('Lucía H. Pérez');
  expect(useSessionStore.getState().loading).toBe(false);
});

it('a failed user load (refused token) removes the saved token; a lost connection keeps it', async () => {
  mockShopApi();
  useSessionStore.getState().signIn({ token: 'expired-token-0123456789', user: LUCIA });
  await expect(loadCurrentUser()).resolves.toBeNull();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

  const api = mockShopApi({ 'GET /auth/user': () => 'network-error' });
  const token = api.auth.sessionFor(LUCIA.id);
  useSessionStore.getState().signIn({ token, user: LUCIA });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await loadSession(createQueryClient());
  expect(warn).toHaveBeenCalledOnce();
  expect(useSessionStore.getState()).toMatchObject({ token, user: LUCIA });
});

it('the current user load reads the default address after the user, into the session', async () => {
  const api = mockShopApi();
  const home = api.addresses.seed(LUCIA.id, { label: 'Casa' });
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  const queryClient = createQueryClient();

  await loadSession(queryClient);

  await vi.waitFor(() => {
    expect(useSessionStore.getState().defaultAddress).toMatchObject({ id: home.id, label: 'Casa' });
  });
  expect(api.requests).toEqual(['GET /auth/user', 'GET /addresses/default']);
  // Kept in the query cache too, so the app doesn't ask again when it mounts.
  expect(queryClient.getQueryData(['addresses', LUCIA.id, 'default'])).toMatchObject({
    id: home.id,
  });

  // Logout (or a refused token) forgets them with the rest of the session.
  useSessionStore.getState().setAddresses([home]);
  useSessionStore.getState().clearSession('logout');
  expect(useSessionStore.getState()).toMatchObject({ addresses: null, defaultAddress: null });
});

it('a shopper without addresses has no default; a refused token asks for none', async () => {
  const api = mockShopApi();
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
  await loadSession(createQueryClient());
  await vi.waitFor(() => {
    expect(api.requests).toContain('GET /addresses/default');
  });
  expect(useSessionStore.getState().defaultAddress).toBeNull();

  const refused = mockShopApi();
  useSessionStore.getState().signIn({ token: 'expired-token-0123456789', user: LUCIA });
  await loadSession(createQueryClient());
  expect(refused.requests).not.toContain('GET /addresses/default');
  expect(useSessionStore.getState().user).toBeNull();
});

it("the current user load reads a seller's client list after the user, and a shopper's not at all", async () => {
  const api = mockShopApi();
  api.clients.seed(CARLOS.id, { name: 'Pedro Gómez' });
  // Carlos's saved copy predates the role: the server's user decides.
  useSessionStore
    .getState()
    .signIn({ token: api.auth.sessionFor(CARLOS.id), user: { ...CARLOS, is_seller: false } });
  const queryClient = createQueryClient();

  await loadSession(queryClient);

  await vi.waitFor(() => {
    const page = queryClient.getQueryData(getClientsInfiniteQueryOptions(CARLOS.id, '').queryKey);
    expect(page?.pages[0]?.data.map((client) => client.name)).toEqual(['Pedro Gómez']);
  });
  expect(api.requests.slice(0, 2)).toEqual(['GET /auth/user', 'GET /addresses/default']);
  expect(api.requests).toContain('GET /store/clients?page=1&per_page=20');

  const shopper = mockShopApi();
  useSessionStore.getState().signIn({ token: shopper.auth.sessionFor(LUCIA.id), user: LUCIA });
  await loadSession(createQueryClient());
  expect(shopper.requests.some((path) => path.startsWith('GET /store/clients'))).toBe(false);
});
