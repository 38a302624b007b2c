import type { User } from '@canasta/contract';
import { StoreIcon } from '../../components/ui/icons';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';

/**
 * "Mi tienda" in the header for people who run a store (decision 041): the console of their
 * store, or the list of their stores when they run several. A plain link: the console is
 * another page of the site, not a screen of the shop. Below 600 px only its icon shows.
 */
export function MyStoreLink({ user, className }: { user: User; className?: string }) {
  // A user saved before operators existed has no list until the start-up reads it again.
  const stores = (user.operator_stores as User['operator_stores'] | undefined) ?? [];
  const [first] = stores;
  if (!first) return null;
  return (
    <a
      href={stores.length === 1 ? paths.console(first.slug) : paths.console()}
      className={cn(
        'flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold hover:bg-dark/10',
        className,
      )}
    >
      <StoreIcon className="size-6" />
      <span className="sr-only sm:not-sr-only">{es.nav.myStore}</span>
    </a>
  );
}
