import type { ReactNode } from 'react';
import { esCart } from '../../i18n/es-cart';
import { cn } from '../../lib/cn';
import { useFormatMoney } from '../../lib/money';

/** The amounts of an order or a cart, in cents, as the server computed them. */
export interface BreakdownAmounts {
  subtotal_cents: number;
  discount_cents: number;
  wallet_applied_cents: number;
  total_cents: number;
}

/**
 * Subtotal, discount (with its coupon's code), delivery fee and total, one row each, the amounts
 * right-aligned; when a wallet pays the total or part of it, what it pays (and any rest) follow.
 * `deliveryFee` is what the fee row shows (a price, or words such as "when you choose the
 * address"); null leaves the row out. `walletLabels` name the wallet's and the rest's rows.
 */
export function PriceBreakdown({
  amounts,
  couponCode,
  deliveryFee,
  walletLabels = { wallet: esCart.cart.wallet, rest: esCart.cart.toPay },
  totalLabel = esCart.cart.total,
  className,
}: {
  amounts: BreakdownAmounts;
  couponCode: string | null;
  deliveryFee: ReactNode;
  walletLabels?: { wallet: string; rest: string };
  /** The total's name: "Total", or "Total estimado" while weight lines aren't weighed yet. */
  totalLabel?: string;
  className?: string;
}) {
  const format = useFormatMoney();
  const { subtotal_cents, discount_cents, wallet_applied_cents, total_cents } = amounts;
  return (
    <dl className={cn('flex flex-col gap-2', className)}>
      <AmountRow label={esCart.cart.subtotal}>{format(subtotal_cents)}</AmountRow>
      {discount_cents > 0 ? (
        <AmountRow
          label={couponCode ? esCart.cart.discountWithCode(couponCode) : esCart.cart.discount}
          className="text-positive-strong"
        >
          {`−${format(discount_cents)}`}
        </AmountRow>
      ) : null}
      {deliveryFee === null ? null : (
        <AmountRow label={esCart.cart.deliveryFee}>{deliveryFee}</AmountRow>
      )}
      <AmountRow label={totalLabel} className="border-t border-dark/10 pt-2 text-base font-bold">
        {format(total_cents)}
      </AmountRow>
      {wallet_applied_cents > 0 ? (
        <>
          <AmountRow label={walletLabels.wallet}>{`−${format(wallet_applied_cents)}`}</AmountRow>
          {total_cents > wallet_applied_cents ? (
            <AmountRow label={walletLabels.rest} className="font-semibold">
              {format(total_cents - wallet_applied_cents)}
            </AmountRow>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

/** One label and its amount, inside a `<dl>`. */
export function AmountRow({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}
