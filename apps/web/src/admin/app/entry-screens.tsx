import { ShieldAlert, Store } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { esAdmin } from '../../i18n/es-admin';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { AdminPage } from '../components/admin-page';
import { useAdminDocumentTitle } from '../components/document-title';
import { useAdminSession } from '../lib/admin-session';
import { adminPaths } from '../lib/admin-paths';
import { logout } from '../auth/auth-api';

/**
 * The console's doors (decision 041): who isn't signed in goes to sign in (and comes back
 * here); who runs no store is told so; an unknown store is not found.
 */

/** Sends a visitor to sign in, remembering this page; null when someone is signed in. */
export function useSignInRedirect() {
  const user = useAdminSession((state) => state.user);
  const { pathname, search } = useLocation();
  if (user) return null;
  return <Navigate to={adminPaths.signIn(`${pathname}${search}`)} replace />;
}

/** /admin — the stores the user runs; straight into the one when there is only one. */
export function StorePicker() {
  const redirect = useSignInRedirect();
  const user = useAdminSession((state) => state.user);
  if (redirect || !user) return redirect;
  const stores = user.operator_stores;
  if (stores.length === 0) return <NoAccess />;
  const [only] = stores;
  if (stores.length === 1 && only) return <Navigate to={adminPaths.store(only.slug)} replace />;
  return (
    <AdminPage title={esAdmin.picker.title} description={esAdmin.picker.intro}>
      <ul className="flex flex-col gap-2">
        {stores.map((store) => (
          <li key={store.slug}>
            <Link
              to={adminPaths.store(store.slug)}
              className="flex min-h-16 items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/15 hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-dark"
            >
              <Store aria-hidden="true" className="size-6 shrink-0 text-secondary-strong" />
              <span className="flex min-w-0 flex-col">
                <span className="text-base font-semibold wrap-anywhere">{store.name}</span>
                <span className="text-sm text-dark/75">
                  {esAdmin.picker.role(esAdmin.roles[store.role])}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

/** A signed-in user who runs no store. */
export function NoAccess() {
  const user = useAdminSession((state) => state.user);
  useAdminDocumentTitle(esAdmin.noAccess.title);
  const shop = paths.storeHome(user?.assigned_store?.slug ?? FALLBACK_STORE_SLUG);
  return (
    <EmptyState
      as="h1"
      icon={<ShieldAlert className="size-10" />}
      title={esAdmin.noAccess.title}
      description={esAdmin.noAccess.description(user?.name ?? '')}
      action={
        <div className="flex flex-col items-center gap-2">
          {/* The shop is another page (its own entry), not a route of this one. */}
          <a href={shop} className={buttonClasses('primary')}>
            {esAdmin.noAccess.goToShop}
          </a>
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            onClick={() => void logout()}
          >
            {esAdmin.noAccess.otherAccount}
          </button>
        </div>
      }
    />
  );
}

/** A store slug the user doesn't run (or that doesn't exist: the same, as the API answers). */
export function StoreNotFound() {
  useAdminDocumentTitle(esAdmin.notFound.title);
  return (
    <EmptyState
      as="h1"
      title={esAdmin.notFound.title}
      description={esAdmin.notFound.description}
      action={
        <Link to={adminPaths.root()} className={buttonClasses('primary')}>
          {esAdmin.notFound.backToStores}
        </Link>
      }
    />
  );
}

/** A path under a store that no screen has. */
export function PageNotFound({ slug }: { slug: string }) {
  useAdminDocumentTitle(esAdmin.notFound.pageTitle);
  return (
    <EmptyState
      as="h1"
      title={esAdmin.notFound.pageTitle}
      description={esAdmin.notFound.pageDescription}
      action={
        <Link to={adminPaths.store(slug)} className={buttonClasses('primary')}>
          {esAdmin.notFound.backToConsole}
        </Link>
      }
    />
  );
}

/** An owner-only screen opened by staff. */
export function OwnerOnly() {
  useAdminDocumentTitle(esAdmin.ownerOnly.title);
  return (
    <EmptyState
      as="h1"
      icon={<ShieldAlert className="size-10" />}
      title={esAdmin.ownerOnly.title}
      description={esAdmin.ownerOnly.description}
    />
  );
}
