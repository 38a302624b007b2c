import type { Settings } from '@canasta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppProvider } from '../app/provider';
import { browserRoutes } from '../app/router';
import { connectSession } from '../app/session';
import { getSettingsQueryOptions } from '../features/settings/api/get-settings';
import { createQueryClient } from '../lib/query-client';
import { makeSettings } from './factories';

// As at start-up: API calls carry the session's token, new carts belong to its user.
connectSession();

/** A real query client as the app makes it, minus retries (tests answer at once). */
export function createTestQueryClient(settings: Settings = makeSettings()): QueryClient {
  const queryClient = createQueryClient({ queries: { retry: false } });
  // The settings start-up part has run before the app mounts.
  queryClient.setQueryData(getSettingsQueryOptions().queryKey, settings);
  return queryClient;
}

/**
 * Renders the whole app (real routes, layout and query client) at `path` (a location with its
 * history state, when a screen reads it).
 */
export function renderApp(path: InitialEntry, { settings }: { settings?: Settings } = {}) {
  const queryClient = createTestQueryClient(settings);
  const { routes, patchRoutesOnNavigation } = browserRoutes(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Renders a component with the app's providers and a router around it. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppProvider>
  );
  return { ...render(ui, { wrapper }), user, queryClient };
}
