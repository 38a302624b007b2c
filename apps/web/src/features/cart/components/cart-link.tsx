import { NavLink } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';
import { ShoppingCartIcon } from '../../../components/ui/icons';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useCartCount } from '../hooks/use-cart-count';

/** The header's way to the cart, with the number of units in it (also said aloud). */
export function CartLink({
  storeId,
  storeSlug,
  className,
}: {
  storeId: number;
  storeSlug: string;
  className?: string;
}) {
  const count = useCartCount(storeId);
  return (
    <NavLink
      to={paths.cart(storeSlug)}
      aria-label={es.cart.linkLabel(count)}
      className={cn(
        'relative flex size-11 items-center justify-center rounded-full hover:bg-dark/10',
        className,
      )}
    >
      <ShoppingCartIcon className="size-6" />
      <CountBadge count={count} className="top-0.5 right-0" />
    </NavLink>
  );
}
