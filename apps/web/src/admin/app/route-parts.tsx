import { useEffect } from 'react';
import { Navigate, Outlet, useParams, useRouteError } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { esAdmin } from '../../i18n/es-admin';
import { adminPaths } from '../lib/admin-paths';
import { OwnerOnly, PageNotFound } from './entry-screens';
import type { AdminScreen } from './screens';
import { useAdminStore } from './use-admin-store';

/**
 * A screen that crashed, or whose code failed to download (often a new release: the old chunk
 * names are gone). "Reintentar" reloads the page, which fetches the current build.
 */
export function AdminRouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[canasta] a console screen failed', error);
  }, [error]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-screen-sm flex-col justify-center p-4">
      <ErrorState
        as="h1"
        title={esAdmin.page.errorTitle}
        description={esAdmin.page.routeCrashed}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </main>
  );
}

/** The first screen of the console while the loader reads who is signed in. */
export function AdminLoading() {
  return (
    <p role="status" className="p-6 text-center text-base">
      {esAdmin.app.loading}
    </p>
  );
}

/** Around an owner-only screen: staff are told it isn't theirs. */
export function OwnerGate() {
  const store = useAdminStore();
  return store.role === 'owner' ? <Outlet /> : <OwnerOnly />;
}

/** A path under a store that no screen of the table has. */
export function UnknownScreen() {
  const { slug = '' } = useParams();
  return <PageNotFound slug={slug} />;
}

/**
 * The store's root when the table has no Hoy (''): the first screen this operator may open,
 * or word that there is none yet.
 */
export function firstScreen(screens: readonly AdminScreen[]) {
  return function FirstScreen() {
    const store = useAdminStore();
    const first = screens.find(
      (screen) => screen.nav && (!screen.ownerOnly || store.role === 'owner'),
    );
    if (first) return <Navigate to={adminPaths.store(store.slug, first.path)} replace />;
    return (
      <EmptyState
        as="h1"
        title={esAdmin.noScreens.title}
        description={esAdmin.noScreens.description}
      />
    );
  };
}
