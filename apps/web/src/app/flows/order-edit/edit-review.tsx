import { formatGrams, type Order, type OrderEdit } from '@canasta/contract';
import type { ReactNode, Ref } from 'react';
import { AmountRow } from '../../../components/ui/price-breakdown';
import { esCheckout } from '../../../i18n/es-checkout';
import { esOrders } from '../../../i18n/es-orders';
import { useFormatMoney } from '../../../lib/money';

/**
 * The edit as the server priced it: the new list, the previous and new totals, the difference,
 * and what happens to it with the order's way of paying ("Se cargará $X a tu tarjeta", "Te
 * devolveremos $X", a new OXXO voucher for the difference).
 */
export function EditReview({
  order,
  draft,
  headingRef,
  problem,
}: {
  order: Order;
  draft: OrderEdit;
  headingRef: Ref<HTMLHeadingElement>;
  problem: ReactNode;
}) {
  const format = useFormatMoney();
  const difference = draft.difference_cents;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '';
  // The difference moves through the way the order pays what the wallet doesn't.
  const method = order.payment_method;
  const outcome =
    difference > 0
      ? esOrders.orderEdit.charge[method](format(difference))
      : difference < 0
        ? esOrders.orderEdit.refund[method](format(-difference))
        : esOrders.orderEdit.noDifference;
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl leading-tight font-bold outline-none"
        >
          {esOrders.orderEdit.reviewTitle}
        </h1>
        <p className="text-sm text-dark/75">{esOrders.orders.number(order.number)}</p>
      </div>
      <section aria-labelledby="order-edit-review-lines" className="flex flex-col gap-2">
        <h2 id="order-edit-review-lines" className="text-lg font-bold">
          {esOrders.orderEdit.linesTitle}
        </h2>
        <ul className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
          {draft.items.map((line) => (
            <li key={line.purchaseable_id} className="flex justify-between gap-3">
              <span>
                {line.sold_by === 'weight'
                  ? esCheckout.checkout.weightItemLine(formatGrams(line.qty), line.name)
                  : esCheckout.checkout.itemLine(line.qty, line.name)}
              </span>
              <span className="tabular-nums">{format(line.line_total_cents)}</span>
            </li>
          ))}
        </ul>
      </section>
      <dl className="flex flex-col gap-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
        <AmountRow label={esOrders.orderEdit.previousTotal}>{format(order.total_cents)}</AmountRow>
        <AmountRow label={esOrders.orderEdit.newTotal} className="text-base font-bold">
          {format(draft.total_cents)}
        </AmountRow>
        <AmountRow label={esOrders.orderEdit.difference}>
          {`${sign}${format(Math.abs(difference))}`}
        </AmountRow>
      </dl>
      <p role="status" className="rounded-2xl bg-primary-soft p-4 text-sm font-semibold">
        {outcome}
      </p>
      {draft.coupon_message ? (
        <p className="rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
          {draft.coupon_message}
        </p>
      ) : null}
      <p className="text-sm text-dark/75">{esOrders.orderEdit.holdExpires}</p>
      {problem}
    </>
  );
}
