import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from './route-meta';
import { catalogueRoutes, redirectTarget, type AppRoute } from './routes';
import { MainLayout } from './layout/main-layout';
import { RootError, ScreenError } from './layout/route-error';
import { AppSkeleton } from './layout/app-skeleton';

/**
 * Where the routes run: in the browser a route's data requests don't hold the navigation; on
 * the server the page is rendered once they are in, with nothing personal (decision 036).
 */
export type Rendering = 'browser' | 'server';

/**
 * The query client a route's loader fills, from the loader's request context: the app's own in
 * the browser; on the server each render's, handed to the one handler every render shares.
 */
type QueryClientOf = (context: unknown) => QueryClient;

/** What the server's handler is given with each render (`handler.query`'s `requestContext`). */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

function toRouteObject(
  route: AppRoute,
  queryClientOf: QueryClientOf,
  rendering: Rendering,
): RouteObject {
  // Ids of their own, not their place in the tree: the browser's tree starts with fewer routes
  // than the server's, and a rendered page's router state is keyed by them.
  const id = route.path;
  if (route.kind === 'redirect') {
    return {
      id,
      path: route.path,
      loader: ({ params, request }) =>
        redirect(redirectTarget(route, params, new URL(request.url))),
    };
  }
  const handle: RouteHandle = { meta: route.meta };
  const { prefetch, preload } = route;
  const load = route.lazy;
  return {
    id,
    path: route.path,
    handle,
    ErrorBoundary: ScreenError,
    Component: route.Component,
    lazy:
      load && preload
        ? async () => {
            const screen = await load();
            // The next screen's code, fetched while this one is in use; a failure only means
            // it downloads when it is opened.
            preload().catch(() => undefined);
            return screen;
          }
        : load,
    loader: prefetch
      ? async ({ params, request, context }: LoaderFunctionArgs) => {
          const loading = prefetch({
            params,
            url: new URL(request.url),
            queryClient: queryClientOf(context),
            rendering,
          });
          if (rendering === 'server') await loading;
          return null;
        }
      : undefined,
  };
}

/** The route tree: one main layout around every route of `routes`. */
function routeTree(
  routes: AppRoute[],
  queryClientOf: QueryClientOf,
  rendering: Rendering,
): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: MainLayout,
      ErrorBoundary: RootError,
      HydrateFallback: AppSkeleton,
      children: routes.map((route) => toRouteObject(route, queryClientOf, rendering)),
    },
  ];
}

const ROOT_ROUTE_ID = 'root';

const loadRoutesPastCatalogue = () => import('./routes-past-catalogue');

/** Downloads the routes past the catalogue ahead of the navigation that needs them. */
export function preloadRoutesPastCatalogue(): void {
  // A failure here only means the navigation downloads them (and shows its own error).
  loadRoutesPastCatalogue().catch(() => undefined);
}

/**
 * Adds the routes past the catalogue to the router on the first navigation that could be one of
 * them: React Router asks on every navigation no route matches, or only a route with params does
 * (a more specific one might still come). A failed download fails that navigation, which shows
 * the screen's "Reintentar"; the next navigation tries again.
 */
function addRoutesPastCatalogue(queryClientOf: QueryClientOf): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch }) => {
    if (added) return;
    const { routesPastCatalogue } = await loadRoutesPastCatalogue();
    // Two navigations may have waited for the same download.
    if (added) return;
    patch(
      ROOT_ROUTE_ID,
      routesPastCatalogue.map((route) => toRouteObject(route, queryClientOf, 'browser')),
    );
    added = true;
  };
}

interface BrowserRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The browser's routes: the catalogue's (`catalogueRoutes`), which any page starts on, and the
 * others added as they may be needed (decision 006).
 */
export function browserRoutes(queryClient: QueryClient): BrowserRoutes {
  const queryClientOf = () => queryClient;
  return {
    routes: routeTree(catalogueRoutes, queryClientOf, 'browser'),
    patchRoutesOnNavigation: addRoutesPastCatalogue(queryClientOf),
  };
}

/**
 * The server's routes (every route of `routes`, the app's whole table), built once per process:
 * each render passes its own query client as the request context (`ServerRenderContext`).
 * Building the handler took an eighth of a render's CPU (ranking every route's path), and its
 * lazy screens now load once, not once a render.
 */
export function createServerRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routeTree(routes, (context) => (context as ServerRenderContext).queryClient, 'server');
}

/** The browser's router; over a rendered page, `routes` has the page's screens loaded already. */
export function createAppRouter(
  queryClient: QueryClient,
  options: { routes?: BrowserRoutes; hydrationData?: HydrationState } = {},
) {
  const { routes, patchRoutesOnNavigation } = options.routes ?? browserRoutes(queryClient);
  return createBrowserRouter(routes, {
    hydrationData: options.hydrationData,
    patchRoutesOnNavigation,
  });
}
