import type { Order } from '@canasta/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons-extra';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { esClients } from '../../../i18n/es-clients';
import { esOrders } from '../../../i18n/es-orders';
import { useFormatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { CashChange } from './cash-change';
import { OrderWhen, OrderWhere, settledByPicking, useEstimateDifference } from './order-sections';
import { OrderStatusChip } from './order-status-chip';

/**
 * The order just placed: its number, what happens next, when and where (`place`: its lines), the
 * total — split, as on the order's screen, into what the wallet paid and the rest, the cash to
 * collect — with the bill a cash order is paid with and its change, "Ver mi pedido" and
 * "Seguir comprando".
 */
export function OrderPlacedSummary({
  slug,
  order,
  place,
}: {
  slug: string;
  order: Order;
  place: readonly string[];
}) {
  const format = useFormatMoney();
  const rest = order.total_cents - order.wallet_applied_cents;
  const difference = useEstimateDifference();
  const settled = settledByPicking(order);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-positive-strong text-white"
        >
          <CheckIcon className="size-9" strokeWidth={3} />
        </span>
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {esOrders.orders.placedTitle}
        </h1>
        <p className="text-dark/80">{esOrders.orders.placedIntro(order.number)}</p>
        {order.client ? (
          <p className="font-semibold wrap-anywhere">
            {esClients.clientCheckout.orderFor(order.client.name)}
          </p>
        ) : null}
      </div>
      <dl className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
        <div className="flex items-center justify-between gap-3">
          <dt className="font-semibold">{esOrders.orders.number(order.number)}</dt>
          <dd>
            <OrderStatusChip status={order.status} />
          </dd>
        </div>
        <OrderWhen order={order} />
        <OrderWhere order={order} place={place} />
        <div className="flex items-baseline justify-between gap-3 border-t border-dark/10 pt-3 text-base">
          <dt className="font-bold">
            {order.estimated
              ? esOrders.orders.estimatedTotal
              : settled
                ? esOrders.orders.finalTotal
                : esCart.cart.total}
          </dt>
          <dd className="font-bold tabular-nums">{format(order.total_cents)}</dd>
        </div>

        {order.wallet_applied_cents > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <dt>{esOrders.orders.paidWithWallet}</dt>
              <dd className="tabular-nums">{`−${format(order.wallet_applied_cents)}`}</dd>
            </div>
            {rest > 0 ? (
              <div className="flex items-baseline justify-between gap-3 font-semibold">
                <dt>{esOrders.orders.restWith(esOrders.orders.methods[order.payment_method])}</dt>
                <dd className="tabular-nums">{format(rest)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        <CashChange order={order} inline />
      </dl>
      {settled ? (
        <p className="-mt-3 text-right text-sm text-dark/75">{difference(order)}</p>
      ) : null}
      {order.estimated && order.hold_cents !== null && order.hold_cents > 0 ? (
        <p className="rounded-2xl bg-primary-soft p-4 text-sm font-medium">
          {esCheckout.payment.holdNotice(format(order.hold_cents))}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <Link to={paths.order(slug, order.id)} className={buttonClasses('primary')}>
          {esOrders.orders.seeOrder}
        </Link>
        <Link to={paths.storeHome(slug)} className={buttonClasses('secondary')}>
          {esOrders.orders.keepShopping}
        </Link>
      </div>
    </div>
  );
}
