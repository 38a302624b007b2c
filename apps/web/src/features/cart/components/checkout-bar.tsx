import { Link } from 'react-router';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { esCart } from '../../../i18n/es-cart';
import { cn } from '../../../lib/cn';
import { useFormatMoney } from '../../../lib/money';

/**
 * The cart's sticky foot: the total and "Continuar" to the next checkout step, in thumb's
 * reach. Without `to` the button is disabled and `reasonId` names the note that says why.
 */
export function CheckoutBar({
  totalCents,
  estimated = false,
  to,
  reasonId,
}: {
  totalCents: number;
  /** Weight lines make the total an estimate ("Total estimado"). */
  estimated?: boolean;
  to: string | null;
  reasonId?: string;
}) {
  const format = useFormatMoney();
  return (
    <>
      {/* Room at the end of the page so the bar never hides the last of the content. */}
      <div aria-hidden="true" className="h-16" />
      <BottomBar>
        <div className="mx-auto flex max-w-screen-md items-center gap-4 px-4 py-3">
          <p className="flex flex-col leading-tight">
            <span className="text-xs text-dark/70">
              {estimated ? esCart.cart.estimatedTotal : esCart.cart.total}
            </span>
            <span className="text-lg font-bold tabular-nums">{format(totalCents)}</span>
          </p>
          {to ? (
            <Link to={to} className={cn(buttonClasses('primary'), 'flex-1')}>
              {esCart.cart.continue}
            </Link>
          ) : (
            <Button className="flex-1" disabled aria-describedby={reasonId}>
              {esCart.cart.continue}
            </Button>
          )}
        </div>
      </BottomBar>
    </>
  );
}
