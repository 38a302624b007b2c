import type { WalletMovement } from '@canasta/contract';
import { Link } from 'react-router';
import { esWallet } from '../../../i18n/es-wallet';
import { cn } from '../../../lib/cn';
import { formatMoment } from '../../../lib/dates';
import { useFormatMoney } from '../../../lib/money';

/**
 * One movement: what it was ("Comisión", "Pago de pedido"…), when, its order (a link: every
 * order-bound movement is of an order the mentor placed, which they can read) and the signed
 * amount, credits in green.
 */
export function WalletMovementItem({
  movement,
  orderPath,
}: {
  movement: WalletMovement;
  orderPath: (orderId: number) => string;
}) {
  const format = useFormatMoney();
  const credit = movement.amount_cents >= 0;
  const amount = `${credit ? '+' : '−'}${format(Math.abs(movement.amount_cents))}`;
  return (
    <article className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/10">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="font-semibold">{esWallet.wallet.kinds[movement.kind]}</h3>
        <p className="text-sm text-dark/75">{formatMoment(movement.created_at)}</p>
        {movement.order_id !== null && movement.order_number !== null ? (
          <Link
            to={orderPath(movement.order_id)}
            className="text-sm font-semibold text-secondary-strong underline underline-offset-2"
          >
            {esWallet.wallet.order(movement.order_number)}
          </Link>
        ) : null}
      </div>
      <p
        className={cn(
          'shrink-0 text-right text-base font-bold tabular-nums',
          credit ? 'text-positive-strong' : 'text-dark',
        )}
      >
        <span className="sr-only">{`${credit ? esWallet.wallet.credit : esWallet.wallet.debit}: `}</span>
        {amount}
      </p>
    </article>
  );
}
