import type { RouteObject } from 'react-router';
import { esAdmin } from '../../i18n/es-admin';
import { refreshUser } from '../auth/auth-api';
import { StorePicker } from './entry-screens';
import { AdminShell, BareLayout, type AdminRouteHandle } from './layout/shell';
import { StoreLayout } from './layout/store-layout';
import {
  AdminLoading,
  AdminRouteError,
  firstScreen,
  OwnerGate,
  UnknownScreen,
} from './route-parts';
import { adminScreens, type AdminScreen } from './screens';

/** A screen of the table as a lazy route: its code loads when it is first opened. */
function screenRoute(screen: AdminScreen): RouteObject {
  const handle: AdminRouteHandle = { title: screen.title };
  const lazy = async () => ({ Component: (await screen.lazy()).Component });
  const place = screen.path === '' ? { index: true as const } : { path: screen.path };
  if (!screen.ownerOnly) return { ...place, handle, lazy };
  // Staff get "Solo para la persona dueña" instead (the API refuses them as well).
  return {
    ...(screen.path === '' ? {} : { path: screen.path }),
    handle,
    Component: OwnerGate,
    children: [{ index: true, lazy }],
  };
}

/**
 * The console's routes under /admin (decision 041): sign-in and the store picker in a bare
 * frame, then one store's screens (the route table, screens.ts) in its layout.
 */
export function createAdminRoutes(screens: readonly AdminScreen[] = adminScreens): RouteObject[] {
  const hasToday = screens.some((screen) => screen.path === '');
  return [
    {
      path: '/admin',
      Component: AdminShell,
      ErrorBoundary: AdminRouteError,
      HydrateFallback: AdminLoading,
      // The stores and roles of the saved user may have changed: read once on arrival.
      loader: async () => {
        await refreshUser();
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        {
          Component: BareLayout,
          children: [
            { index: true, Component: StorePicker, handle: { title: esAdmin.picker.title } },
            {
              path: 'entrar',
              handle: { title: esAdmin.signIn.title },
              lazy: async () => ({ Component: (await import('../auth/phone-screen')).Component }),
            },
            {
              path: 'entrar/codigo',
              handle: { title: esAdmin.signIn.codeTitle },
              lazy: async () => ({ Component: (await import('../auth/code-screen')).Component }),
            },
          ],
        },
        {
          path: ':slug',
          element: <StoreLayout screens={screens} />,
          children: [
            ...screens.map(screenRoute),
            ...(hasToday ? [] : [{ index: true, Component: firstScreen(screens) }]),
            { path: '*', Component: UnknownScreen },
          ],
        },
      ],
    },
  ];
}
