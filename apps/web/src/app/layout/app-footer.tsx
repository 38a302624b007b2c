import { HouseIcon, LayoutGridIcon } from '../../components/ui/icons';
import { NavLink, useParams } from 'react-router';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';

const link = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold',
    isActive ? 'text-dark' : 'text-dark/70',
  );

const pill = (isActive: boolean) =>
  cn('flex h-7 w-14 items-center justify-center rounded-full', isActive && 'bg-primary');

/** Bottom navigation within thumb's reach; only screens that exist are linked. */
export function AppFooter() {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  return (
    <nav
      aria-label={es.nav.main}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-dark/10 bg-white pb-[env(safe-area-inset-bottom)]"
    >
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
      </ul>
    </nav>
  );
}
