import { cashChangeCents, type Order } from '@canasta/contract';
import { esCheckout } from '../../../i18n/es-checkout';
import { cn } from '../../../lib/cn';
import { useFormatMoney } from '../../../lib/money';

/**
 * The bill a cash order is paid with and the change it brings ("¿Con cuánto pagas?", decision
 * 052), as two `<dl>` rows: label and amount side by side (`inline`), or the label above. Nothing
 * when the shopper didn't say, or once the order is cancelled.
 */
export function CashChange({ order, inline = false }: { order: Order; inline?: boolean }) {
  const format = useFormatMoney();
  const change = cashChangeCents(order);
  if (order.cash_tendered_cents === null || change === null || order.status === 'cancelled') {
    return null;
  }
  const row = inline ? 'flex items-baseline justify-between gap-3' : undefined;
  const label = inline ? undefined : 'text-dark/70';
  const amount = cn('font-semibold', inline && 'text-right tabular-nums');
  return (
    <>
      <div className={row}>
        <dt className={label}>{esCheckout.cash.paysWith}</dt>
        <dd className={amount}>{format(order.cash_tendered_cents)}</dd>
      </div>
      <div className={row}>
        <dt className={label}>{esCheckout.cash.yourChange}</dt>
        <dd className={amount}>{change === 0 ? esCheckout.cash.exactAmount : format(change)}</dd>
      </div>
    </>
  );
}
