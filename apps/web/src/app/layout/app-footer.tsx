import { BottomBar } from '../../components/ui/bottom-bar';
import { CountBadge } from '../../components/ui/count-badge';
import {
  HouseIcon,
  LayoutGridIcon,
  ReceiptIcon,
  ShoppingCartIcon,
} from '../../components/ui/icons';
import { Link, NavLink, useParams } from 'react-router';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { CookiePreferencesSlot } from '../analytics/tracking-slots';
import { useRouteStore } from '../store-gate';

const link = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold',
    isActive ? 'text-dark' : 'text-dark/70',
  );

const pill = (isActive: boolean) =>
  cn('relative flex h-7 w-14 items-center justify-center rounded-full', isActive && 'bg-primary');

/** Bottom navigation within thumb's reach; only screens that exist are linked. */
export function AppFooter() {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const { data: store } = useRouteStore();
  return (
    <BottomBar as="nav" aria-label={es.nav.main}>
      <ul className="mx-auto flex max-w-screen-md">
        <li className="flex flex-1">
          <NavLink to={paths.storeHome(slugName)} end className={link}>
            {({ isActive }) => (
              <>
                <span className={pill(isActive)}>
                  <HouseIcon className="size-5" />
                </span>
                {es.nav.home}
              </>
            )}
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={paths.categories(slugName)} className={link}>
            {({ isActive }) => (
              <>
                <span className={pill(isActive)}>
                  <LayoutGridIcon className="size-5" />
                </span>
                {es.nav.categories}
              </>
            )}
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={paths.orders(slugName)} className={link}>
            {({ isActive }) => (
              <>
                <span className={pill(isActive)}>
                  <ReceiptIcon className="size-5" />
                </span>
                {es.nav.orders}
              </>
            )}
          </NavLink>
        </li>
        <li className="flex flex-1">
          {store ? (
            <CartTab storeId={store.id} storeSlug={store.slug} />
          ) : (
            <NavLink to={paths.cart(slugName)} className={link}>
              <span className={pill(false)}>
                <ShoppingCartIcon className="size-5" />
              </span>
              {es.nav.cart}
            </NavLink>
          )}
        </li>
      </ul>
    </BottomBar>
  );
}

const legalLink =
  'inline-flex min-h-11 items-center rounded-full px-2 font-semibold text-dark/75 underline underline-offset-2';

/**
 * The legal line that ends the store's front page and the account: the privacy notice and, where
 * a tag manager is configured, "Preferencias de cookies" (decision 037). Drawn after the screen's
 * main content (its links are not the screen's), above the bottom navigation.
 */
export function LegalLinks({ roomForFooter }: { roomForFooter: boolean }) {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  return (
    <footer className={cn('mx-auto w-full max-w-screen-md px-4', roomForFooter ? 'pb-24' : 'pb-8')}>
      <nav aria-label={es.consent.legal} className="flex flex-wrap justify-center gap-x-2 text-xs">
        <Link to={paths.privacyNotice(slugName)} className={legalLink}>
          {es.consent.privacyLink}
        </Link>
        <CookiePreferencesSlot className={legalLink} />
      </nav>
    </footer>
  );
}

/** "Carrito" with the number of units in it, also in its accessible name. */
function CartTab({ storeId, storeSlug }: { storeId: number; storeSlug: string }) {
  const count = useCartCount(storeId);
  return (
    <NavLink to={paths.cart(storeSlug)} className={link} aria-label={es.cart.linkLabel(count)}>
      {({ isActive }) => (
        <>
          <span className={pill(isActive)}>
            <ShoppingCartIcon className="size-5" />
            <CountBadge count={count} className="right-1.5" />
          </span>
          {es.nav.cart}
        </>
      )}
    </NavLink>
  );
}
