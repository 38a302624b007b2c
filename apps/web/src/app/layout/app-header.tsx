import { ChevronLeftIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { CartLink } from '../../features/cart/components/cart-link';
import { NotificationsLink } from '../../features/notifications/components/notifications-link';
import {
  StoreIdentity,
  StoreIdentitySkeleton,
} from '../../features/catalogue/components/store-identity';
import { es } from '../../i18n/es';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { useRouteStore } from '../store-gate';
import { AccountLink } from './account-link';
import { HeaderSearch } from './header-search';
import { MyStoreLink } from './my-store-link';

/**
 * The top bar: "Volver" where the route asks for it, the store's logo and name, "Mi tienda" for
 * people who run a store, the bell with unread notifications (signed in), the account ("Entrar"
 * or the user's picture) and the cart; below it, on catalogue pages, the store's search.
 */
export function AppHeader({
  back,
  search,
  fallbackName,
}: {
  back: boolean;
  search: boolean;
  fallbackName: string;
}) {
  const { data: store, status } = useRouteStore();
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();

  // A link to the store, so that it works on a rendered page before the app has started (a
  // tap there on a button did nothing). Once the app runs, a visit with in-app history goes
  // back instead; the first page of a visit has none, and the link goes to the store.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (newTab || location.key === 'default') return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <header className="sticky top-0 z-30 bg-primary text-dark shadow-sm">
      <div className="mx-auto flex h-14 max-w-screen-md items-center gap-1 px-2">
        {back ? (
          <Link
            to={paths.storeHome(store?.slug ?? slugName)}
            onClick={goBack}
            aria-label={es.common.back}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-dark/10"
          >
            <ChevronLeftIcon className="size-6" />
          </Link>
        ) : (
          <span className="w-2 shrink-0" />
        )}
        {store ? <StoreIdentity store={store} /> : null}
        {status === 'pending' ? <StoreIdentitySkeleton /> : null}
        {!store && status === 'error' ? (
          <span className="truncate px-2 text-base font-bold">{fallbackName}</span>
        ) : null}
        <div className="ml-auto flex shrink-0 items-center">
          {user ? <MyStoreLink user={user} /> : null}
          {user ? (
            <NotificationsLink userId={user.id} to={paths.notifications(store?.slug ?? slugName)} />
          ) : null}
          <AccountLink storeSlug={store?.slug ?? slugName} />
          {store ? <CartLink storeId={store.id} storeSlug={store.slug} /> : null}
        </div>
      </div>
      {search && (store || status === 'pending') ? (
        <div className="mx-auto max-w-screen-md px-3 pb-2">
          {store ? (
            <HeaderSearch store={store} />
          ) : (
            <Skeleton className="h-12 w-full rounded-full" />
          )}
        </div>
      ) : null}
    </header>
  );
}
