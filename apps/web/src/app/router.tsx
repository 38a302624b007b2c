import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from './route-meta';
import { appRoutes, redirectTarget, type AppRoute } from './routes';
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
  if (route.kind === 'redirect') {
    return {
      path: route.path,
      loader: ({ params, request }) =>
        redirect(redirectTarget(route, params, new URL(request.url))),
    };
  }
  const handle: RouteHandle = { meta: route.meta };
  const { prefetch, preload } = route;
  const load = route.lazy;
  return {
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

/** The route tree: one main layout around every route of the table. */
function routeTree(queryClientOf: QueryClientOf, rendering: Rendering): RouteObject[] {
  return [
    {
      id: 'root',
      Component: MainLayout,
      ErrorBoundary: RootError,
      HydrateFallback: AppSkeleton,
      children: appRoutes.map((route) => toRouteObject(route, queryClientOf, rendering)),
    },
  ];
}

export function createRouteObjects(queryClient: QueryClient): RouteObject[] {
  return routeTree(() => queryClient, 'browser');
}

/**
 * The server's routes, built once per process: each render passes its own query client as the
 * request context (`ServerRenderContext`). Building the handler took an eighth of a render's
 * CPU (ranking every route's path), and its lazy screens now load once, not once a render.
 */
export function createServerRouteObjects(): RouteObject[] {
  return routeTree((context) => (context as ServerRenderContext).queryClient, 'server');
}

export function createAppRouter(
  queryClient: QueryClient,
  options: { routes?: RouteObject[]; hydrationData?: HydrationState } = {},
) {
  return createBrowserRouter(options.routes ?? createRouteObjects(queryClient), {
    hydrationData: options.hydrationData,
  });
}
