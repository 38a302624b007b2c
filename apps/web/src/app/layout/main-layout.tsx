import { useEffect, useRef, useState } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
} from 'react-router';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Toaster } from '../../components/ui/toaster';
import { useCurrentUser, useSessionStore } from '../../features/auth/stores/session-store';
import { useSettings } from '../../features/settings/api/get-settings';
import { es } from '../../i18n/es';
import { isApiError } from '../../lib/api-client';
import { useFocusOnNavigation } from '../../lib/use-focus-on-navigation';
import { useLazyPartReady } from '../../lib/lazy-part';
import { cn } from '../../lib/cn';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { useOfflineGuard } from '../offline-guard';
import { useOfflineNavigation } from '../offline-navigation';
import { matchedMeta, type RouteMeta } from '../route-meta';
import { RoleRedirect } from './role-redirect';
import { TrackingSlot } from '../analytics/tracking-slots';
import { useRouteStore } from '../store-gate';
import { cartClaimPart } from '../cart-claim-part';
import { AppFooter, LegalLinks } from './app-footer';
import { AppHeader } from './app-header';
import { OfflineBanner } from './offline-banner';
import { PageTitleContext } from './page-title';
import { UpdatePrompt } from './update-prompt';

const BARE: RouteMeta = {
  title: '',
  header: false,
  footer: false,
  back: false,
  requiresAuth: false,
};

/** The one layout around every screen; what it shows comes from the matched route's meta. */
export function MainLayout() {
  const meta = matchedMeta(useMatches()) ?? BARE;
  const { pathname, search, hash } = useLocation();
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const user = useCurrentUser();
  const loggedOut = useSessionStore((state) => state.ended === 'logout');
  // DESIGN §3: a guarded route sends a visitor to sign in, and back here afterwards; someone
  // who just logged out goes to the store instead.
  const signInFirst = (meta.requiresAuth || meta.sellerOrMentor === true) && user === null;
  // Signed in, but a shopper on a seller's or mentor's screen: back to the store, told why.
  const notAllowed =
    meta.sellerOrMentor === true && user !== null && !user.is_seller && !user.is_mentor;
  const navigation = useNavigation();
  const { data: store, error: storeError } = useRouteStore();
  // An unknown store's screen offers the way out itself; links into that store would lead nowhere.
  const storeMissing = isApiError(storeError, 'store_not_found');
  const { data: settings } = useSettings();
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  const main = useRef<HTMLElement>(null);
  useOfflineGuard();
  useOfflineNavigation();

  const title = titleOverride ?? meta.title;
  const siteName = store?.name ?? settings?.site_name ?? es.app.name;
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);

  useFocusOnNavigation(pathname, () => main.current);

  return (
    <PageTitleContext value={setTitleOverride}>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-dark px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {es.app.skipToContent}
      </a>
      <ProgressBar active={navigation.state === 'loading'} label={es.app.loading} />
      {meta.header ? (
        <AppHeader
          back={meta.back && !storeMissing}
          search={meta.search === true && !storeMissing}
          fallbackName={settings?.site_name ?? es.app.name}
        />
      ) : null}
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className={cn(
          'mx-auto flex w-full max-w-screen-md flex-col gap-4 px-4 pt-4 outline-none',
          meta.legal && !storeMissing
            ? // The legal line below ends the screen, with the bottom navigation's room.
              'pb-4'
            : meta.footer && !storeMissing
              ? 'pb-24'
              : 'pb-8',
        )}
      >
        <OfflineBanner />
        {signInFirst ? (
          <Navigate
            to={
              loggedOut
                ? paths.storeHome(slugName)
                : // A checkout step re-verifies on checkout_auth and comes back with its choices.
                  (meta.checkout ? paths.checkoutAuth : paths.login)(
                    slugName,
                    `${pathname}${search}${hash}`,
                  )
            }
            replace
          />
        ) : notAllowed ? (
          <RoleRedirect to={paths.storeHome(slugName)} />
        ) : (
          <Outlet />
        )}
      </main>
      {meta.legal && !storeMissing ? <LegalLinks roomForFooter={meta.footer} /> : null}
      {store && user ? <CartClaimOnceLoaded storeId={store.id} /> : null}
      {meta.footer && !storeMissing ? <AppFooter /> : null}
      <TrackingSlot pathname={pathname} privacyHref={paths.privacyNotice(slugName)} store={store} />
      <Toaster />
      <UpdatePrompt />
      <ScrollRestoration />
    </PageTitleContext>
  );
}

const CartClaim = cartClaimPart.Component;

/** The anonymous cart's claim, once the page has hydrated and its code is in. */
function CartClaimOnceLoaded({ storeId }: { storeId: number }) {
  return useLazyPartReady(cartClaimPart) ? <CartClaim storeId={storeId} /> : null;
}
