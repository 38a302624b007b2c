import type { PaymentRecordStatus, PaymentStatus } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as records from './payment-records.repository';

/**
 * The order's one `payment_status` (what lists and the previous release read), derived from its
 * records (decision 059): money still to come on any record is `pending`; every record refunded
 * is `refunded`; a refused record is `failed`; money kept on any record is `paid`; what is left
 * (holds released, deadlines passed, nothing kept) stays `pending`, as it always has.
 */
export function derivedPaymentStatus(
  statuses: readonly (PaymentRecordStatus | 'pending')[],
): PaymentStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.some((s) => s === 'awaiting_payment' || s === 'authorized' || s === 'pending')) {
    return 'pending';
  }
  if (statuses.every((s) => s === 'refunded')) return 'refunded';
  if (statuses.some((s) => s === 'failed')) return 'failed';
  if (statuses.some((s) => s === 'paid' || s === 'partially_refunded')) return 'paid';
  // Released or expired without being paid (a wallet part given back beside them): as before.
  return 'pending';
}

/** Writes the order's `payment_status` from its records; answers it (null: no records). */
export async function syncOrderPaymentStatus(
  trx: Kysely<DB>,
  orderId: number,
): Promise<PaymentStatus | null> {
  const rows = await records.listRecordStatuses(trx, orderId);
  const status = derivedPaymentStatus(rows.map((row) => row.status));
  if (status !== null) await records.setOrderPaymentStatus(trx, orderId, status);
  return status;
}
