import { ORDER_STATUS_LABELS, type OrderStatus } from '@canasta/contract';
import { cn } from '../../../lib/cn';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-warning text-dark',
  confirmed: 'bg-info/25 text-dark',
  preparing: 'bg-info/25 text-dark',
  on_the_way: 'bg-secondary-strong text-white',
  ready_for_pickup: 'bg-secondary-strong text-white',
  delivered: 'bg-positive-strong text-white',
  cancelled: 'bg-negative text-white',
};

/** An order's status in words ("Pendiente", "En camino"…), coloured by how far along it is. */
export function OrderStatusChip({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
