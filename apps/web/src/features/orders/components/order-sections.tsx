import { PAYMENT_STATUS_LABELS, type Order } from '@canasta/contract';
import type { ReactNode } from 'react';
import { PriceBreakdown } from '../../../components/ui/price-breakdown';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { esOrders } from '../../../i18n/es-orders';
import { formatLongDay } from '../../../lib/dates';
import { useFormatMoney } from '../../../lib/money';
import { CashChange } from './cash-change';
import { OrderLine, type OrderLineViewer } from './order-line';

/** A titled block of the order's screen. */
export function OrderSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">{children}</div>
    </section>
  );
}

/**
 * What was bought, at the prices it was bought at (the order's snapshot); a line charged off the
 * store's price shows both, and who changed it; what the store picked, weighed or put in a
 * missing line's place (see OrderLine). With a `viewer` the shopper can answer a substitute and
 * change a line's substitution choice.
 */
export function OrderLines({ order, viewer }: { order: Order; viewer?: OrderLineViewer }) {
  return (
    <ul className="flex flex-col gap-3">
      {order.items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2">
          <OrderLine order={order} item={item} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}

/** Whether the order's total is settled by picking and may differ from the estimate. */
export function settledByPicking(order: Order): boolean {
  return (
    order.picking === 'done' &&
    (order.total_cents !== order.estimated_total_cents ||
      order.items.some((item) => item.sold_by === 'weight' || item.substitute !== null))
  );
}

/** "Estimado $X · diferencia −$Z": how far the weighed total landed from the estimate. */
export function useEstimateDifference(): (order: Order) => string {
  const format = useFormatMoney();
  return (order) => {
    const difference = order.total_cents - order.estimated_total_cents;
    const sign = difference < 0 ? '−' : difference > 0 ? '+' : '';
    return esOrders.orders.estimateDifference(
      format(order.estimated_total_cents),
      `${sign}${format(Math.abs(difference))}`,
    );
  };
}

/**
 * The order's amounts: "Total estimado" while weight lines wait to be weighed; after picking,
 * "Total final" and how far it landed from the estimate.
 */
export function OrderTotals({ order }: { order: Order }) {
  const format = useFormatMoney();
  const difference = useEstimateDifference();
  const settled = settledByPicking(order);
  return (
    <>
      <PriceBreakdown
        amounts={order}
        couponCode={order.coupon_code}
        deliveryFee={order.delivery_type === 'delivery' ? format(order.delivery_fee_cents) : null}
        walletLabels={{
          wallet: esOrders.orders.paidWithWallet,
          rest: esOrders.orders.restWith(esOrders.orders.methods[order.payment_method]),
        }}
        totalLabel={
          order.estimated
            ? esOrders.orders.estimatedTotal
            : settled
              ? esOrders.orders.finalTotal
              : esCart.cart.total
        }
      />
      {settled ? <p className="mt-2 text-right text-dark/75">{difference(order)}</p> : null}
      {order.estimated && order.hold_cents !== null && order.hold_cents > 0 ? (
        <p className="mt-2 text-dark/75">
          {esCheckout.payment.holdNotice(format(order.hold_cents))}
        </p>
      ) : null}
    </>
  );
}

/** How and when it arrives, and where: the address as it was when ordered, or the store's. */
export function OrderDelivery({ order, place }: { order: Order; place: readonly string[] }) {
  const pickup = order.delivery_type === 'pickup';
  return (
    <dl className="flex flex-col gap-3">
      <div>
        <dt className="text-dark/70">{esCheckout.checkout.how}</dt>
        <dd className="font-semibold">
          {pickup ? esOrders.orders.pickup : esOrders.orders.homeDelivery}
        </dd>
      </div>
      <OrderWhen order={order} />
      {place.length > 0 ? <OrderWhere order={order} place={place} leadFirst /> : null}
      {order.notes ? (
        <div>
          <dt className="text-dark/70">{esOrders.orders.notes}</dt>
          <dd className="whitespace-pre-line">{order.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** When it arrives: the day and the slot's time range. */
export function OrderWhen({ order }: { order: Order }) {
  return (
    <div>
      <dt className="text-dark/70">{esCheckout.checkout.when}</dt>
      <dd className="font-semibold">
        {formatLongDay(order.delivery_date)},{' '}
        {esCheckout.checkout.slotRange(order.delivery_slot.start, order.delivery_slot.end)}
      </dd>
    </div>
  );
}

/** Where it arrives (or is picked up), as lines; `leadFirst` sets the first one in bold. */
export function OrderWhere({
  order,
  place,
  leadFirst = false,
}: {
  order: Order;
  place: readonly string[];
  leadFirst?: boolean;
}) {
  return (
    <div>
      <dt className="text-dark/70">
        {order.delivery_type === 'pickup'
          ? esCheckout.checkout.pickupWhere
          : esCheckout.checkout.where}
      </dt>
      {place.map((line, index) => (
        <dd key={line} className={leadFirst && index === 0 ? 'font-semibold' : undefined}>
          {line}
        </dd>
      ))}
    </div>
  );
}

/**
 * How it is paid, how the payment stands and, for a card, which one; for cash, the bill the
 * shopper pays with and their change.
 */
export function OrderPayment({ order }: { order: Order }) {
  const brand = order.card
    ? (esCheckout.payment.brands[order.card.brand] ?? order.card.brand)
    : null;
  return (
    <dl className="flex flex-col gap-3">
      <div>
        <dt className="text-dark/70">{esCheckout.payment.methodLegend}</dt>
        <dd className="font-semibold">
          {esOrders.orders.methods[order.payment_method]}
          {order.card && brand
            ? ` · ${esCheckout.payment.cardEnding(brand, order.card.last4)}`
            : null}
        </dd>
      </div>
      <div>
        <dt className="text-dark/70">{esOrders.orders.paymentStatus}</dt>
        <dd className="font-semibold">{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
      </div>
      <CashChange order={order} />
    </dl>
  );
}
