import { Link, matchPath, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../features/auth/components/avatar';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { paths, routePatterns } from '../../lib/paths';

const SIGN_IN_PATTERNS = [
  routePatterns.phoneCheck,
  routePatterns.phoneCheckCode,
  routePatterns.login,
  routePatterns.loginCheck,
  routePatterns.checkoutAuth,
];

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The header's way into the account: "Entrar" for a visitor (who comes back here after
 * signing in), the user's picture leading to "Mi cuenta" once signed in.
 */
export function AccountLink({ storeSlug, className }: { storeSlug: string; className?: string }) {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (user) {
    return (
      <NavLink
        to={paths.profile(storeSlug)}
        aria-label={es.nav.account}
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-dark/10',
          className,
        )}
      >
        <Avatar user={user} size={32} className="size-8 ring-2 ring-white" />
      </NavLink>
    );
  }
  if (isSignInPath(pathname)) return null;
  return (
    <Link
      to={paths.login(storeSlug, `${pathname}${search}`)}
      className={cn(
        'flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold hover:bg-dark/10',
        className,
      )}
    >
      {es.nav.signIn}
    </Link>
  );
}
