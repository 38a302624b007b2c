import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from './route-meta';
import { appRoutes, type AppRoute } from './routes';
import { MainLayout } from './layout/main-layout';
import { RootError, ScreenError } from './layout/route-error';
import { AppSkeleton } from './layout/app-skeleton';

function toRouteObject(route: AppRoute, queryClient: QueryClient): RouteObject {
  if (route.kind === 'redirect') {
    return { path: route.path, loader: ({ params }) => redirect(route.to(params)) };
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
      ? ({ params }: LoaderFunctionArgs) => {
          prefetch({ params, queryClient });
          return null;
        }
      : undefined,
  };
}

/** The route tree: one main layout around every route of the table. */
export function createRouteObjects(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: MainLayout,
      ErrorBoundary: RootError,
      HydrateFallback: AppSkeleton,
      children: appRoutes.map((route) => toRouteObject(route, queryClient)),
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRouteObjects(queryClient));
}
