import type { User } from '@canasta/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { AdminProvider } from '../app/provider';
import { createAdminRoutes } from '../app/router';
import type { AdminScreen } from '../app/screens';
import { usePendingSignIn } from '../auth/sign-in-store';
import { TOKEN_KEY, USER_KEY, useAdminSession } from '../lib/admin-session';
import { connectAdminAuth } from '../lib/admin-request';
import type { ConsoleApi } from './console-api';

/** Saves a session as a sign-in (in the shop or the console) would, before the page opens. */
export function saveSession(api: ConsoleApi, user: User): string {
  const token = api.sessionFor(user);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return token;
}

/**
 * Opens the console at `path` as the browser would (its real routes, the saved session read
 * from localStorage), with `screens` as the route table (the real one unless given).
 */
export function renderConsole(
  path: string,
  { screens }: { screens?: readonly AdminScreen[] } = {},
) {
  // The stores outside React start as a fresh page would: from what is saved.
  useAdminSession.setState({ ended: null });
  useAdminSession.getState().reload();
  usePendingSignIn.getState().clear();
  connectAdminAuth();
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(createAdminRoutes(screens), { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AdminProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AdminProvider>,
  );
  return { ...result, user, router, queryClient };
}
