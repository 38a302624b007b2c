import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@canasta/contract';
import { esOrders } from '../../../i18n/es-orders';
import { cn } from '../../../lib/cn';
import { formatMoment } from '../../../lib/dates';
import { useFormatMoney } from '../../../lib/money';

const DELIVERY_PATH: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'on_the_way',
  'delivered',
];
const PICKUP_PATH: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready_for_pickup',
  'delivered',
];

interface TimelineStep {
  status: OrderStatus;
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The order's way so far (its history, oldest first) and, unless it was cancelled, the steps
 * still ahead for its kind of delivery.
 */
export function timelineSteps(
  order: Pick<Order, 'status' | 'status_history' | 'delivery_type'>,
): TimelineStep[] {
  const history = [...order.status_history].sort((a, b) => a.at.localeCompare(b.at));
  const reached = new Map(history.map((entry) => [entry.status, entry.at]));
  if (order.status === 'cancelled') {
    return history.map((entry) => ({
      status: entry.status,
      at: entry.at,
      state: entry.status === 'cancelled' ? 'current' : 'done',
    }));
  }
  const path = order.delivery_type === 'pickup' ? PICKUP_PATH : DELIVERY_PATH;
  const currentIndex = path.indexOf(order.status);
  return path.map((status, index) => ({
    status,
    at: reached.get(status) ?? null,
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}

export function OrderTimeline({ order }: { order: Order }) {
  const steps = timelineSteps(order);
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-5 left-[0.6875rem] h-full w-0.5',
                step.state === 'upcoming' ? 'bg-dark/15' : 'bg-secondary-strong',
              )}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              'relative mt-0.5 size-6 shrink-0 rounded-full border-2',
              step.state === 'done' && 'border-secondary-strong bg-secondary-strong',
              step.state === 'current' &&
                (step.status === 'cancelled'
                  ? 'border-negative bg-negative'
                  : 'border-secondary-strong bg-white ring-4 ring-primary-soft'),
              step.state === 'upcoming' && 'border-dark/25 bg-white',
            )}
          />
          <span className="flex flex-col">
            <span
              className={cn(
                'font-semibold',
                step.state === 'upcoming' && 'font-normal text-dark/70',
              )}
            >
              {ORDER_STATUS_LABELS[step.status]}
            </span>
            {step.at ? <span className="text-sm text-dark/75">{formatMoment(step.at)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "Pedido modificado" (issue 27): each confirmed edit, oldest first, with the new total and
 * what moved for it (charged or refunded). Nothing when the order was never changed.
 */
export function OrderEditsTimeline({ order }: { order: Pick<Order, 'edits'> }) {
  const format = useFormatMoney();
  if (order.edits.length === 0) return null;
  return (
    <ul
      aria-label={esOrders.orderEdit.timelineEntry}
      className="mt-4 flex flex-col gap-3 border-t border-dark/10 pt-4"
    >
      {order.edits.map((edit) => (
        <li key={edit.id} className="flex flex-col">
          <span className="font-semibold">{esOrders.orderEdit.timelineEntry}</span>
          <span className="text-sm text-dark/75">{formatMoment(edit.at)}</span>
          <span className="text-sm">
            {esOrders.orderEdit.timelineTotal(format(edit.total_cents))}
          </span>
          {edit.charged_cents > 0 ? (
            <span className="text-sm">
              {esOrders.orderEdit.timelineCharged(format(edit.charged_cents))}
            </span>
          ) : null}
          {edit.refunded_cents > 0 ? (
            <span className="text-sm">
              {esOrders.orderEdit.timelineRefunded(format(edit.refunded_cents))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
