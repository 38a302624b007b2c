import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@canasta/contract';
import { cn } from '../../../../lib/cn';

const statusTones: Record<OrderStatus, string> = {
  pending: 'bg-warning text-dark',
  confirmed: 'bg-info/25 text-dark',
  preparing: 'bg-info/25 text-dark',
  on_the_way: 'bg-secondary-strong text-white',
  ready_for_pickup: 'bg-secondary-strong text-white',
  delivered: 'bg-positive-strong text-white',
  cancelled: 'bg-negative text-white',
};

const chip =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap';

/** An order's status in the shop's words, coloured by how far along it is (as shoppers see it). */
export function StatusChip({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span className={cn(chip, statusTones[status], className)}>{ORDER_STATUS_LABELS[status]}</span>
  );
}

const paymentTones: Record<PaymentStatus, string> = {
  pending: 'border border-dark/30 text-dark',
  paid: 'bg-positive-strong text-white',
  failed: 'bg-negative text-white',
  refunded: 'bg-dark/10 text-dark',
};

export function PaymentChip({ status }: { status: PaymentStatus }) {
  return <span className={cn(chip, paymentTones[status])}>{PAYMENT_STATUS_LABELS[status]}</span>;
}
