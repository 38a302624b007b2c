import { ArrowLeftRight, LogOut, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { esAdmin } from '../../../i18n/es-admin';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { logout } from '../../auth/auth-api';
import { adminKeys } from '../../lib/admin-query';
import { useAdminSession } from '../../lib/admin-session';
import { adminPaths } from '../../lib/admin-paths';
import { NoAccess, StoreNotFound } from '../entry-screens';
import type { AdminScreen } from '../screens';
import { useOptionalAdminStore, type AdminStore } from '../use-admin-store';
import { BottomNav, NavItems } from './nav';
import { BareFrame, MAIN_ID } from './shell';

/**
 * /admin/:slug/… — one store's console: a sidebar from 1024 px, and below it a top line with the
 * store and a bottom bar in thumb's reach with the first screens and "Más" for the rest. Only
 * a signed-in user who runs this store gets here; others are sent to sign in, told they run no
 * store, or that this one is not found.
 */
export function StoreLayout({ screens }: { screens: readonly AdminScreen[] }) {
  const user = useAdminSession((state) => state.user);
  const ended = useAdminSession((state) => state.ended);
  const store = useOptionalAdminStore();
  const { pathname, search } = useLocation();
  if (!user) {
    // Back here after signing in, unless the operator just logged out on purpose.
    const back = ended === 'logout' ? null : `${pathname}${search}`;
    return <Navigate to={adminPaths.signIn(back)} replace />;
  }
  if (!store) {
    return (
      <BareFrame>{user.operator_stores.length === 0 ? <NoAccess /> : <StoreNotFound />}</BareFrame>
    );
  }
  return (
    <StoreFrame
      screens={navScreens(screens, store)}
      store={store}
      operatorName={user.name}
      storeCount={user.operator_stores.length}
    />
  );
}

/** The screens of the table this operator may open, in table order. */
export function navScreens(screens: readonly AdminScreen[], store: AdminStore): AdminScreen[] {
  return screens.filter((screen) => screen.nav && (!screen.ownerOnly || store.role === 'owner'));
}

function StoreFrame({
  screens,
  store,
  operatorName,
  storeCount,
}: {
  screens: readonly AdminScreen[];
  store: AdminStore;
  operatorName: string;
  storeCount: number;
}) {
  const account = useAccountActions();
  return (
    <div className="min-h-dvh md:flex">
      <aside
        aria-label={esAdmin.layout.storeLabel}
        className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-r border-dark/10 bg-white p-4 md:flex"
      >
        <StoreIdentity store={store} />
        <nav aria-label={esAdmin.nav.main}>
          <NavItems slug={store.slug} screens={screens} />
        </nav>
        <div className="mt-auto flex flex-col gap-1 border-t border-dark/10 pt-4">
          <AccountLinks
            store={store}
            operatorName={operatorName}
            storeCount={storeCount}
            account={account}
          />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 bg-primary text-dark shadow-sm md:hidden">
          <div className="flex h-14 items-center gap-2 px-4">
            <Store aria-hidden="true" className="size-5 shrink-0" />
            <span className="truncate text-base font-bold">{store.name}</span>
            <span className="ml-auto shrink-0 text-sm">{esAdmin.roles[store.role]}</span>
          </div>
        </header>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto flex w-full max-w-screen-lg flex-col gap-4 px-4 pt-4 pb-28 outline-none md:px-8 md:pt-8 md:pb-10"
        >
          <Outlet />
        </main>
      </div>
      <BottomNav slug={store.slug} screens={screens}>
        <AccountLinks
          store={store}
          operatorName={operatorName}
          storeCount={storeCount}
          account={account}
        />
      </BottomNav>
    </div>
  );
}

function StoreIdentity({ store }: { store: AdminStore }) {
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-primary-soft p-3">
      <Store aria-hidden="true" className="size-6 shrink-0 text-secondary-strong" />
      <div className="min-w-0">
        <p className="text-xs text-dark/75">{esAdmin.layout.storeLabel}</p>
        <p className="font-bold wrap-anywhere">{store.name}</p>
      </div>
    </div>
  );
}

/**
 * Logging out: the server forgets the token; both the shop and the console are signed out, and
 * the layout, seeing nobody signed in, leads to the sign-in.
 */
function useAccountActions() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async () => {
    if (pending) return;
    setPending(true);
    try {
      await logout();
      // A shared counter phone must not keep the store's data in memory for the next person.
      queryClient.removeQueries({ queryKey: adminKeys.all });
      notify.success(esAdmin.layout.signedOut);
    } finally {
      setPending(false);
    }
  };
  return { logout: run, pending };
}

const ACTION =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium hover:bg-dark/5 focus-visible:outline-3 focus-visible:outline-dark';

function AccountLinks({
  store,
  operatorName,
  storeCount,
  account,
}: {
  store: AdminStore;
  operatorName: string;
  storeCount: number;
  account: ReturnType<typeof useAccountActions>;
}) {
  return (
    <>
      <p className="px-3 pb-1 text-sm text-dark/75 wrap-anywhere">
        {esAdmin.layout.operator(operatorName, esAdmin.roles[store.role])}
      </p>
      {storeCount > 1 ? (
        <Link to={adminPaths.root()} className={ACTION}>
          <ArrowLeftRight aria-hidden="true" className="size-5 shrink-0" />
          {esAdmin.layout.switchStore}
        </Link>
      ) : null}
      {/* The shop is another page (its own entry), not a route of this one. */}
      <a href={paths.storeHome(store.slug)} className={ACTION}>
        <Store aria-hidden="true" className="size-5 shrink-0" />
        {esAdmin.layout.goToShop}
      </a>
      <button
        type="button"
        className={cn(ACTION, 'text-negative')}
        aria-busy={account.pending || undefined}
        onClick={() => void account.logout()}
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        {account.pending ? esAdmin.layout.loggingOut : esAdmin.layout.logout}
      </button>
    </>
  );
}
