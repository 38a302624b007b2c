import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { beginHydration, finishHydration } from '../lib/use-hydrated';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { AppProvider } from './provider';
import { browserRoutes, createAppRouter } from './router';
import { readServerState } from './ssr/server-state';
import { connectSession } from './session';
import { createStartupParts } from './startup-parts';
import { StartupError } from './startup-error';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  // The root's effects run after all of the page's: hydration is over for every part of it.
  useEffect(finishHydration, []);
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
 * meanwhile), but the app mounts only when the four start-up parts (session, cart, settings,
 * tracking: see `createStartupParts`) have loaded. If one fails, its error is logged with its
 * name and a static message with "Reintentar" takes the app's place; a retry runs again only the parts that failed. A page the server rendered
 * (decision 036) is hydrated instead: its data comes with it, so nothing is asked for again.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // Before the router's first requests: they carry the saved token.
  connectSession();
  const queryClient = createQueryClient();
  const served = readServerState(document);
  if (served) hydrate(queryClient, served.queries);
  // The parts load beside the router's first screen (and, on a rendered page, its code).
  const parts = createStartupParts(queryClient);
  let firstRun: Promise<string[]> | null = parts.run();
  // The router's set-up (matching the page's route, loading its module) starts in a task of its
  // own: run with the modules' evaluation it made one long task, during which a slow phone
  // answers nothing (decision 067).
  await yieldToBrowser();
  const router = served
    ? await createHydratingRouter(queryClient, served.router)
    : createAppRouter(queryClient);

  // A failed start replaces the server's HTML with the retry screen; after that, and on pages
  // the browser renders itself, there is nothing to hydrate.
  let root: Root | null = null;
  const start = async (): Promise<Root> => {
    const failed = await (firstRun ?? parts.run());
    firstRun = null;
    if (failed.length > 0) {
      root ??= createRoot(container);
      root.render(<StartupError onRetry={() => start().then(() => undefined)} />);
      return root;
    }
    const app = <App queryClient={queryClient} router={router} />;
    if (!root && served) {
      // As a transition, hydration works in slices and lets the browser answer the shopper
      // in between, instead of holding the main thread for the whole page at once.
      beginHydration();
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
  const routes = browserRoutes(queryClient);
  const matches = matchRoutes(routes.routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createAppRouter(queryClient, { routes, hydrationData });
}
