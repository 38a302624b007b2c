import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { loadSettings } from '../features/settings/api/get-settings';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter, createRouteObjects } from './router';
import { readServerState } from './ssr/server-state';
import { connectSession, loadSession } from './session';
import { StartupError } from './startup-error';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * Start-up (DESIGN §3): the router starts at once (its first screen's code and data download
 * meanwhile), but the app mounts only when every start-up part has loaded: the settings, and
 * the session (the saved user checked with the server). The cart's part is its saved keys,
 * read synchronously (decision 008). If settings fail, the error is logged and a static message
 * with a retry button takes the app's place. A page the server rendered (decision 036) is
 * hydrated instead: its data comes with it, so nothing is asked for again.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // Before the router's first requests: they carry the saved token.
  connectSession();
  const queryClient = createQueryClient();
  const served = readServerState(document);
  if (served) hydrate(queryClient, served.queries);
  // The session's part checks the saved token beside the settings; it never fails the start.
  const session = loadSession(queryClient);
  const router = served
    ? await createHydratingRouter(queryClient, served.router)
    : createAppRouter(queryClient);

  // A failed start replaces the server's HTML with the retry screen; after that, and on pages
  // the browser renders itself, there is nothing to hydrate.
  let root: Root | null = null;
  const start = async (): Promise<Root> => {
    try {
      await Promise.all([loadSettings(queryClient), session]);
    } catch (error) {
      console.error('[canasta] start-up failed: settings could not be loaded', error);
      root ??= createRoot(container);
      root.render(<StartupError onRetry={() => start().then(() => undefined)} />);
      return root;
    }
    const app = <App queryClient={queryClient} router={router} />;
    if (!root && served) {
      // As a transition, hydration works in slices and lets the browser answer the shopper
      // in between, instead of holding the main thread for the whole page at once.
      const hydrating = new Promise<Root>((resolve) => {
        startTransition(() => {
          resolve(hydrateRoot(container, app));
        });
      });
      root = await hydrating;
      return root;
    }
    root ??= createRoot(container);
    root.render(app);
    return root;
  };
  return start();
}

/**
 * The router over a server-rendered page: the matched screens' code is loaded first, so the
 * first render is the server's HTML and not a loading state, and the server's router state
 * keeps it from loading the page's data again.
 */
async function createHydratingRouter(queryClient: QueryClient, hydrationData: HydrationState) {
  const routes = createRouteObjects(queryClient);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createAppRouter(queryClient, { routes, hydrationData });
}
